// Paging through links: the page number lives in the URL, this Server Component reads it, and the
// paginator's links work with JavaScript off (each is a request for the page) and on (the router).
import { Pager } from "./pager.jsx";

const TOTAL = 20;

export default async function LinksPage({ searchParams }) {
  const { page } = await searchParams;
  const pageIndex = Math.min(Math.max(Number.parseInt(page ?? "1", 10) || 1, 1), TOTAL) - 1;
  return (
    <main>
      <h1>Results, page {pageIndex + 1}</h1>
      <Pager pageIndex={pageIndex} totalPages={TOTAL} />
    </main>
  );
}
