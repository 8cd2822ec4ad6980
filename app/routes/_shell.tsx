import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { Footer } from "~/components/footer";
import { ErrorPage, errorDetail } from "~/components/error-page";
import { About, Sidebar } from "~/components/sidebar";
import { phoneAbout } from "~/components/sidebar/sidebar.css";
import * as styles from "~/components/shell.css";

// As the root's: the shell's data, once loaded, holds for the visit.
export const shouldRevalidate = () => false;

export async function loader() {
  const { getContent } = await import("~/content/content.server");
  const { getImageRef } = await import("~/content/images.server");
  const { site, social } = getContent();
  return { site, social, photo: getImageRef(site.photo), renderedYear: new Date().getFullYear() };
}

type ShellData = Awaited<ReturnType<typeof loader>>;

function Shell({ data, children }: { data: ShellData; children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <div className={styles.shell}>
        <Sidebar site={data.site} social={data.social} photo={data.photo} />
        <div className={styles.content}>
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <aside aria-label="About me" className={phoneAbout}>
            <About site={data.site} social={data.social} />
          </aside>
          <Footer renderedYear={data.renderedYear} owner={data.site.name} />
        </div>
      </div>
    </>
  );
}

export default function ShellLayout() {
  return (
    <Shell data={useLoaderData<typeof loader>()}>
      <Outlet />
    </Shell>
  );
}

/**
 * Errors and 404s of every page render here, inside the sidebar shell. An error element cannot
 * call useLoaderData; the shell's own data is still there when a page below it failed (the
 * usual case: an unknown project or path); when the shell's loader itself failed, the page
 * shows without the sidebar.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/_shell");
  const page = <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} detail={errorDetail(error)} />;
  return data ? <Shell data={data}>{page}</Shell> : <main id="main">{page}</main>;
}
