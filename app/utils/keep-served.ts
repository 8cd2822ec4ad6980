/**
 * Keeps what only the served document holds if React cannot hydrate it. React 18 hydrates the
 * whole document, and an element it did not render before its own (a browser extension's `<style>`
 * at the start of `<head>`) fails the hydration: React then renders the page again on the client,
 * into a new `<html>`. Where the page's data leaves HTML out because the document has it (a
 * lesson's text, a widget page's reference and code, an island as served: each element marked
 * `data-served`), the new elements are empty; the head script's attributes on `<html>` (its theme,
 * app/utils/theme.ts) are the document's alone too. So, before React starts, the served elements
 * are noted, and once a new `<html>` takes the document's place (before the browser paints it)
 * their children move into the new ones, in order, when there are as many, and the attributes are
 * copied over. Nothing happens on a page that hydrates. Returns what stops watching.
 * @example keepServed(document); hydrateRoot(document, <RemixBrowser />);
 */
export function keepServed(document: Document): () => void {
  const servedRoot = document.documentElement;
  const served = [...document.querySelectorAll("[data-served]")];
  const observer = new MutationObserver(() => {
    const root = document.documentElement;
    if (!root || root === servedRoot) return;
    observer.disconnect();
    for (const { name, value } of [...servedRoot.attributes]) if (!root.hasAttribute(name)) root.setAttribute(name, value);
    const blanks = [...root.querySelectorAll("[data-served]")];
    if (blanks.length === served.length) blanks.forEach((element, i) => element.hasChildNodes() || element.replaceChildren(...served[i]!.childNodes));
  });
  observer.observe(document, { childList: true });
  return () => observer.disconnect();
}
