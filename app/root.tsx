import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Links, LiveReload, Meta, Outlet, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import type { Location } from "@remix-run/react";
import "~/styles/global.css";
import "@davide-marchetti/widgets/styles.css";
import "~/styles/widgets.css";
import { FullStylesheet, HeadStyles } from "~/components/document-styles";
import { ErrorPage, errorDetail } from "~/components/error-page";
import { HydrationScripts } from "~/components/hydration-scripts";
import { SeoHead } from "~/components/seo-head";
import { themeColor } from "~/styles/tokens";
import { HEAD_SCRIPT } from "~/utils/document-head.server";
import { personJsonLd } from "~/utils/seo";

// The stylesheet is not among these: HeadStyles and FullStylesheet place it (document-styles.tsx).
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

// Every error page, a 404 included, is kept out of search results.
export const meta: MetaFunction = ({ error }) =>
  error ? [{ title: isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong" }, { name: "robots", content: "noindex" }] : [];

// The root's data depends on nothing in the request, and no page sends a form: once loaded it
// holds for the visit, so a modal or a photo opened in the address (as often as a carousel
// moves) fetches nothing again.
export const shouldRevalidate = () => false;

export async function loader() {
  const { getContent } = await import("~/content/content.server");
  const { getImage } = await import("~/content/images.server");
  const { getOrigin } = await import("~/utils/origin.server");
  const { seoRoutes } = await import("~/utils/site-routes.server");
  const { site, social } = getContent();
  const origin = getOrigin();
  return {
    themeColor,
    seo: {
      origin,
      siteName: site.name,
      person: personJsonLd({ origin, site, social, photoSrc: getImage(site.photo).src }),
      routes: seoRoutes(),
    },
  };
}

/**
 * The head script (app/utils/document-head.server.ts) is in the document as the server wrote it;
 * the browser renders a blank in its place, which React, hydrating, leaves alone (it never
 * rewrites an element's inner HTML to match), so the browser's script carries no copy of it.
 */
const onServer = typeof document === "undefined";
const headScriptHtml = { __html: onServer ? HEAD_SCRIPT : " " };

/**
 * Where ScrollRestoration keeps a history entry's position. An entry the browser made itself (a
 * link to a heading on the same page: a lesson's contents, the skip link) has no key of the
 * router's, which gives every such entry the same one, "default": the second contents link then
 * restored the first one's position instead of showing its heading. Those entries are told apart
 * by their address. On the server every location is "default": the key is left as it is there, so
 * the document's scroll script keeps reading the entry's own key, as Remix writes it.
 */
const scrollKey = (location: Location) => (location.key === "default" && typeof document !== "undefined" ? `${location.pathname}${location.search}${location.hash}` : location.key);

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The visitor's theme is theirs alone: the head script applies it from this browser's storage
  // before the first paint, and React leaves <html>'s theme attributes to it and to the toggle.
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={headScriptHtml} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {data ? (
          <>
            <meta name="theme-color" media="(prefers-color-scheme: light)" content={data.themeColor.light} />
            <meta name="theme-color" media="(prefers-color-scheme: dark)" content={data.themeColor.dark} />
          </>
        ) : null}
        <Meta />
        <SeoHead data={data?.seo} />
        <HeadStyles href={cssBundleHref} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration getKey={scrollKey} />
        <HydrationScripts />
        {/* `npm run dev` only: Remix's reload and HMR socket. Renders nothing in any other build,
            so the production document and its CSP are unchanged. */}
        <LiveReload />
        <FullStylesheet href={cssBundleHref} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Set after hydration, so browser journeys can wait for a page that really responds.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** Reached only when the shell itself fails; route errors render inside the shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main">
      <ErrorPage status={status} detail={errorDetail(error)} />
    </main>
  );
}
