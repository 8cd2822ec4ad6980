import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";

/**
 * A part of a page whose code loads only when a visitor gets to it. Defined once, used by both
 * sides: the route's loader renders it to HTML with `renderIsland` (island.server.tsx), the page
 * shows that HTML with `<Island>` and swaps in the live component once its code is there.
 */
export type IslandSpec<P extends object> = {
  /** Names the part in console messages. */
  name: string;
  /** Its code: a dynamic import, so that the page's own script does not carry it. */
  load: () => Promise<ComponentType<P>>;
  /** Keeps the ids in its served HTML apart from the page's own. */
  idPrefix: string;
};

/**
 * What the loader sends: the part's HTML and the props it was rendered with. The HTML is null
 * while hydrating a prerendered document that already shows it (a page that keeps it out of its
 * data): the element is then left as served.
 */
export type RenderedIsland<P extends object> = { html: string | null; props: P };

/**
 * When an island's code loads: once it shows on the screen (or at the first key or pointer press),
 * or only at the first key or pointer press, for parts on a page's first screen whose served HTML
 * reads as it is until the visitor acts (the widgets index's previews: loading them with the page
 * would double its script).
 */
export type IslandWake = "view" | "interaction";

/**
 * Calls `start` once any of the element shows on the screen (`wake` "view"), or at the visitor's first key press
 * or pointer press anywhere (a keyboard user tabbing down the page, a tap on the part itself),
 * whichever comes first. Not earlier: a part no one scrolls to costs nothing, on a phone or on a
 * desktop screen; one that shows reads at once and works one request later. Returns what stops
 * the watch.
 */
function whenWanted(element: Element, start: () => void, wake: IslandWake): () => void {
  if (wake === "view" && typeof IntersectionObserver === "undefined") {
    start();
    return () => undefined;
  }
  const observer = wake === "view" ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go()) : null;
  function stop() {
    observer?.disconnect();
    removeEventListener("keydown", go, true);
    removeEventListener("pointerdown", go, true);
  }
  function go() {
    stop();
    start();
  }
  observer?.observe(element);
  addEventListener("keydown", go, true);
  addEventListener("pointerdown", go, true);
  return stop;
}

/** The element-child positions from `root` down to `element`, or null when it is not inside. */
function elementPath(root: Element, element: Element | null): number[] | null {
  if (!element || !root.contains(element) || element === root) return null;
  const path: number[] = [];
  for (let node: Element = element; node !== root; node = node.parentElement!) path.unshift([...node.parentElement!.children].indexOf(node));
  return path;
}

/**
 * A layout effect in the browser. On the server, where no effect runs, the plain effect: React
 * warns about a layout effect rendered there (the prerender's output said so for every island).
 */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Shows a part rendered by the loader. Its HTML is there at once, with JavaScript or without, on
 * the first visit and after a client navigation, its controls disabled as before any hydration.
 * When the part is wanted its code loads, and the live component takes the HTML's place: the
 * same elements, now working; an element of the served HTML that had the focus (a card's link)
 * hands it to its live twin, found at the same place among the elements. The container
 * says which it shows: `data-island="served"`, then `"live"`. If the code cannot load, the part
 * stays as served and the console says why.
 */
export function Island<P extends object>({
  island,
  rendered,
  className,
  wake = "view",
}: {
  island: IslandSpec<P>;
  rendered: RenderedIsland<P>;
  className?: string;
  wake?: IslandWake;
}) {
  const container = useRef<HTMLDivElement>(null);
  const served = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<ComponentType<P> | null>(null);
  const focusPath = useRef<number[] | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let mounted = true;
    const stopWatching = whenWanted(
      element,
      () => {
        island.load().then(
          (Part) => {
            if (!mounted) return;
            focusPath.current = served.current ? elementPath(served.current, document.activeElement) : null;
            setLive(() => Part);
          },
          (error: unknown) => console.error(`${island.name}: its code could not be loaded, so it stays as the page served it`, error),
        );
      },
      wake,
    );
    return () => {
      mounted = false;
      stopWatching();
    };
  }, [island, wake]);

  // Before the browser paints the swap, so the focus ring never leaves the element.
  useBrowserLayoutEffect(() => {
    const path = focusPath.current;
    focusPath.current = null;
    if (Live && path && container.current) (elementAt(container.current, path) as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [Live]);

  return (
    <div ref={container} className={className} data-island={Live ? "live" : "served"}>
      {Live ? (
        <Live {...rendered.props} />
      ) : (
        // A box of no layout of its own: the served elements lay out as the live ones will. Kept by
        // app/utils/keep-served.ts if React renders the page again (`data-served`).
        <div ref={served} style={{ display: "contents" }} data-served="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: rendered.html ?? "" }} />
      )}
    </div>
  );
}
