import { useEffect, useState } from "react";
import { Paginator } from "@davide-marchetti/widgets/paginator";

// Every page is an address (here `?page=3`, back to this example), so paging works without
// JavaScript and a page opens in a new tab. With JavaScript a plain click stays in the page: the
// paginator moves and the address follows, as your router would move it. Texts in Italian.
const hrefOf = (pageIndex: number) => `?page=${pageIndex + 1}#example-paginator-links`;
const pageOf = (search: string) => Math.max(0, Number(new URLSearchParams(search).get("page") ?? 1) - 1 || 0);

export default function PaginatorLinks() {
  const [pageIndex, setPageIndex] = useState(0);
  useEffect(() => setPageIndex(pageOf(location.search)), []);
  return (
    <Paginator
      totalPages={9}
      template="templateTwo"
      maxVisiblePages={5}
      pageIndex={pageIndex}
      getHref={hrefOf}
      onPageIndexChange={(next) => {
        setPageIndex(next);
        history.replaceState(history.state, "", hrefOf(next));
      }}
      aria-label="Pagine"
      labels={{ first: "Prima pagina", prev: "Pagina precedente", next: "Pagina successiva", last: "Ultima pagina", of: "di", page: (n) => `Pagina ${n}` }}
    />
  );
}
