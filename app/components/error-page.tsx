import { Link } from "@remix-run/react";
import * as styles from "./error-page.css";

/**
 * What a failed page may tell about its error: in development (`npm run dev`), the error's
 * message, which for a content mistake names the file, the field and what was expected; in
 * production nothing (Remix sends the browser no message there either).
 * @example errorDetail(new Error("app/content/skills.json: [3].percent: expected a number"), "development") // "app/content/skills.json: [3].percent: expected a number"
 */
export function errorDetail(error: unknown, mode: string | undefined = process.env.NODE_ENV): string | undefined {
  if (mode !== "development") return undefined;
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : undefined;
}

/** The body of the 404 page and of every error boundary: what happened and a way back. */
export function ErrorPage({ status, detail }: { status: number; detail?: string | undefined }) {
  const notFound = status === 404;
  return (
    <section className={styles.root} aria-labelledby="error-title">
      <p className={styles.code}>{status}</p>
      <h1 id="error-title">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p>
        {notFound
          ? "There is nothing at this address. It may have moved, or the link may be mistyped."
          : "This part of the page could not be shown. Reloading may help; the rest of the site still works."}
      </p>
      {detail ? <pre className={styles.detail}>{detail}</pre> : null}
      <p>
        <Link to="/" className={styles.home}>
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
