import { useState } from "react";
import { Paginator } from "@davide-marchetti/widgets/paginator";

const articles = Array.from({ length: 47 }, (_, index) => `Article ${index + 1}`);
const pageSize = 5;

// Controlled: the page owns the index, shows the slice it points at, and says which items those
// are in place of the position text.
export default function PaginatorControlled() {
  const [pageIndex, setPageIndex] = useState(0);
  const pageCount = Math.ceil(articles.length / pageSize);
  const shown = articles.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  return (
    <div>
      <ul>
        {shown.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <Paginator
        totalPages={pageCount}
        pageIndex={pageIndex}
        onPageIndexChange={(next, details) => {
          setPageIndex(next);
          console.log(details.reason, details.page);
        }}
        status={`${pageIndex * pageSize + 1}–${pageIndex * pageSize + shown.length} of ${articles.length}`}
      />
    </div>
  );
}
