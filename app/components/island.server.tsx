import { renderToString } from "react-dom/server";
import type { IslandSpec, RenderedIsland } from "./island";

/**
 * Renders an island for a loader: on its own, with the spec's prefix on its ids so that they stay
 * apart from the page's, and with the props `<Island>` will give the live component.
 */
export async function renderIsland<P extends object>(island: IslandSpec<P>, props: P): Promise<RenderedIsland<P> & { html: string }> {
  const Part = await island.load();
  return { html: renderToString(<Part {...props} />, { identifierPrefix: island.idPrefix }), props };
}
