import { Link } from "@remix-run/react";
import * as styles from "./error-page.css";

/** The body of the 404 page and of every error boundary: what happened and a way back. */
export function ErrorPage({ status }: { status: number }) {
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
      <p>
        <Link to="/" className={styles.home}>Back to the home page</Link>
      </p>
    </section>
  );
}
