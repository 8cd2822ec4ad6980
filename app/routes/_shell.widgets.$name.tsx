import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WIDGET_IDS, type WidgetId } from "~/content/widget-ids";
import { WidgetPage } from "~/widget-docs/components/widget-page";
import { EXAMPLES } from "~/widget-docs/examples";
import { seo } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: data ? `${data.doc.name} · Widgets` : "Widget",
    description: data ? `${data.doc.summary} Live examples, props, keyboard and accessibility.` : "A widget of the library.",
  });

const isWidgetId = (value: string | undefined): value is WidgetId => (WIDGET_IDS as readonly (string | undefined)[]).includes(value);

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.name;
  if (!isWidgetId(id)) throw new Response("Not found", { status: 404 });
  const { getContent } = await import("~/content/content.server");
  const { exampleSource, themeRows, widgetReference } = await import("~/widget-docs/docs-data.server");
  const { renderIsland } = await import("~/components/island.server");
  const doc = getContent().widgets.find((widget) => widget.id === id);
  if (!doc) throw new Error(`app/content/widgets.json documents no widget "${id}"`);
  const reference = widgetReference(id);
  const examples = await Promise.all(
    EXAMPLES[id].map(async (example) => ({ id: example.id, rendered: await renderIsland(example.island, {}), source: exampleSource(example.id) })),
  );
  return { doc, reference, theme: themeRows(reference.themeVars), examples };
}

/** /widgets/<id>: one widget's documentation, its examples live. */
export default function WidgetDocs() {
  const { doc, reference, theme, examples } = useLoaderData<typeof loader>();
  const id = doc.id as WidgetId;
  // The examples' code is the page's (islands); the loader sends what they render and show.
  const live = examples.map((entry) => ({ ...entry, example: EXAMPLES[id].find((example) => example.id === entry.id)! }));
  return <WidgetPage doc={doc} reference={reference} theme={theme} examples={live} />;
}
