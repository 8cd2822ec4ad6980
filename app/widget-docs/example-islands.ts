import type { ComponentType } from "react";
import type { IslandSpec } from "~/components/island";
import type { WidgetId } from "~/content/widget-ids";

type Parts = typeof import("./parts");

let script: string | undefined;
let parts: Promise<Parts> | undefined;

/** Tells the islands where the examples' bundle is (the loaders send its URL with the page). */
export function setExamplesScript(url: string): void {
  script = url;
}

/** The examples' bundle, once: the page's React lent to it first (react-bridge.ts). */
function loadParts(): Promise<Parts> {
  parts ??= import("./react-bridge").then(({ lendReact }) => {
    if (!script) throw new Error("the examples' bundle has no URL: the page did not call setExamplesScript");
    lendReact();
    return import(/* @vite-ignore */ script) as Promise<Parts>;
  });
  return parts;
}

const examples = new Map<string, IslandSpec<Record<string, never>>>();

/** The island of one example file, by its name; the same object every time (Island watches it). */
export function exampleIsland(id: string): IslandSpec<Record<string, never>> {
  let island = examples.get(id);
  if (!island) {
    island = {
      name: `Example ${id}`,
      idPrefix: `${id}-`,
      load: () =>
        loadParts().then(({ EXAMPLE_COMPONENTS }) => {
          const component: ComponentType<Record<string, never>> | undefined = EXAMPLE_COMPONENTS[id];
          if (!component) throw new Error(`app/widget-docs/parts.ts imports no example "${id}"`);
          return component;
        }),
    };
    examples.set(id, island);
  }
  return island;
}

const previews = new Map<WidgetId, IslandSpec<{ id: WidgetId }>>();

/** The index's preview of one widget, in the same bundle. */
export function previewIsland(id: WidgetId): IslandSpec<{ id: WidgetId }> {
  let island = previews.get(id);
  if (!island) {
    island = { name: `Preview of ${id}`, idPrefix: `preview-${id}-`, load: () => loadParts().then(({ Preview }) => Preview) };
    previews.set(id, island);
  }
  return island;
}

/** The keys of an example's served HTML and highlighted source in a prerendered document (ServedHtmlContext). */
export const exampleKeys = (id: string) => ({ served: `example:${id}`, source: `example-source:${id}` });
