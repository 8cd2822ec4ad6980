import { Paginator } from "@davide-marchetti/widgets/paginator";

// Uncontrolled: each paginator keeps its own page.
export default function PaginatorTemplates() {
  return (
    <div>
      <Paginator totalPages={12} aria-label="Default template" />
      <Paginator totalPages={12} template="templateOne" aria-label="Template one" />
      <Paginator totalPages={40} template="templateTwo" maxVisiblePages={3} boundaryCount={1} defaultPageIndex={19} aria-label="Template two" />
    </div>
  );
}
