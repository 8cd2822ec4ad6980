import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { LESSONS_PATH } from "~/lessons/lessons";

export const meta: MetaFunction = () => [{ title: "Lesson not found · Le Basi di Javascript" }];

/** Any /js-doc/<unknown> address: a real 404, shown beside the lesson tree. */
export function loader(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function UnknownLesson() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section aria-labelledby="lesson-missing-title">
      <h1 id="lesson-missing-title">{notFound ? "Lesson not found" : "Something went wrong"}</h1>
      <p>{notFound ? "There is no lesson at this address. The lessons that exist are listed here, and on the index." : "This lesson could not be shown. Reloading may help."}</p>
      <p>
        <Link to={LESSONS_PATH}>Back to the lessons</Link>
      </p>
    </section>
  );
}
