import { useContext } from "react";
import { CRITICAL_CSS_ID, PrerenderContext } from "./prerender-context";

/**
 * For <head>. With the page's critical CSS (prerendered pages): that CSS inline, so the first
 * paint needs nothing but the document. Without (development): the stylesheet, render-blocking as
 * usual.
 */
export function HeadStyles({ href }: { href: string | undefined }) {
  const { criticalCss } = useContext(PrerenderContext);
  if (criticalCss) return <style id={CRITICAL_CSS_ID} dangerouslySetInnerHTML={{ __html: criticalCss }} />;
  return href ? <link rel="stylesheet" href={href} /> : null;
}

/**
 * For the end of <body>: with critical CSS, the whole stylesheet, for what the page may need after
 * its first paint (client navigation, states set by scripts). A stylesheet linked from the body
 * blocks no content above it. Without critical CSS it is already in <head>: nothing here.
 */
export function FullStylesheet({ href }: { href: string | undefined }) {
  const { criticalCss } = useContext(PrerenderContext);
  return criticalCss && href ? <link rel="stylesheet" href={href} /> : null;
}
