"use client";

// A Client Component of the app's own: getHref and the router are functions, which a Server
// Component cannot pass.
import { Paginator } from "@davide-marchetti/widgets/paginator";
import { useRouter } from "next/navigation";

const href = (pageIndex) => `/links?page=${pageIndex + 1}`;

export function Pager({ pageIndex, totalPages }) {
  const router = useRouter();
  return (
    <Paginator
      totalPages={totalPages}
      template="templateTwo"
      maxVisiblePages={3}
      boundaryCount={1}
      pageIndex={pageIndex}
      getHref={href}
      onPageIndexChange={(next) => router.push(href(next))}
      aria-label="Result pages"
    />
  );
}
