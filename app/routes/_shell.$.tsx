import type { MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";

export const meta: MetaFunction = () => [
  { title: "Page not found" },
  { name: "robots", content: "noindex" },
];

/** Any path no other route claims: a real 404 status, rendered inside the shell. */
export function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}

export function ErrorBoundary() {
  return <ErrorPage status={404} />;
}
