import { useEffect, useState } from "react";
import { Paginator } from "@davide-marchetti/widgets/paginator";

const pageFromHash = () => Number(/^#page-(\d+)$/.exec(location.hash)?.[1] ?? 1) - 1;

// Links: every page is an address, so paging works without JavaScript and opens in new tabs. The
// browser follows a link and the page reads its position from the address: here a fragment, in an
// app its own route (`/articles?page=3`). Italian texts.
export default function PaginatorLinks() {
  const [pageIndex, setPageIndex] = useState(0);
  useEffect(() => {
    const read = () => setPageIndex(pageFromHash());
    read();
    addEventListener("hashchange", read);
    return () => removeEventListener("hashchange", read);
  }, []);
  return (
    <Paginator
      totalPages={9}
      template="templateTwo"
      maxVisiblePages={5}
      pageIndex={pageIndex}
      getHref={(index) => `#page-${index + 1}`}
      labels={{ nav: "Pagine", first: "Prima pagina", prev: "Pagina precedente", next: "Pagina successiva", last: "Ultima pagina", of: "di", page: (n) => `Pagina ${n}` }}
    />
  );
}
