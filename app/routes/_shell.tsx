import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { Footer } from "~/components/footer";
import { ErrorPage } from "~/components/error-page";
import { Sidebar } from "~/components/sidebar";
import { getContent } from "~/content/content.server";
import { getImageRef } from "~/content/images.server";
import * as styles from "~/components/shell.css";

export function loader() {
  const { site, social } = getContent();
  return { site, social, photo: getImageRef(site.photo), renderedYear: new Date().getFullYear() };
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <a href="#main" className={styles.skipLink}>Skip to main content</a>
      <div className={styles.shell}>
        <Sidebar site={data.site} social={data.social} photo={data.photo} />
        <div className={styles.content}>
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <Footer renderedYear={data.renderedYear} owner={data.site.name} />
        </div>
      </div>
    </>
  );
}

export default function ShellLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Errors and 404s of every page render here, inside the sidebar shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Shell>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </Shell>
  );
}
