import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useContext } from "react";
import { ServedHtmlContext } from "~/lessons/served-html";
import { WIDGET_IDS, type WidgetId } from "~/content/widget-ids";
import { WidgetPage } from "~/widget-docs/components/widget-page";
import { exampleKeys, setExamplesScript } from "~/widget-docs/example-islands";
import { seo } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: data ? `${data.doc.name} · Widgets` : "Widget",
    description: data ? `${data.doc.summary} Live examples, props, keyboard and accessibility.` : "A widget of the library.",
  });

const isWidgetId = (value: string | undefined): value is WidgetId => (WIDGET_IDS as readonly (string | undefined)[]).includes(value);

const referenceKey = (id: string) => `widget-reference:${id}`;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.name;
  if (!isWidgetId(id)) throw new Response("Not found", { status: 404 });
  const { getContent } = await import("~/content/content.server");
  const { PAGE_COPY, exampleSource, examplesScript, themeRows, widgetReference } = await import("~/widget-docs/docs-data.server");
  const { EXAMPLES } = await import("~/widget-docs/examples.server");
  const { EXAMPLE_COMPONENTS } = await import("~/widget-docs/parts.server");
  const { renderIsland } = await import("~/components/island.server");
  const { referenceHtml } = await import("~/widget-docs/reference-html.server");
  const doc = getContent().widgets.find((widget) => widget.id === id);
  if (!doc) throw new Error(`app/content/widgets.json documents no widget "${id}"`);
  const reference = widgetReference(id);
  const served = context.servedHtml;
  const examples = await Promise.all(
    EXAMPLES[id].map(async (example) => {
      const rendered = await renderIsland({ name: example.id, idPrefix: `${example.id}-`, load: async () => EXAMPLE_COMPONENTS[example.id]! }, {});
      const { file, html: sourceHtml } = exampleSource(example.id);
      // A prerendered document shows each example and its source once, in its body; a client
      // navigation's data brings them (ServedHtmlContext, as for a lesson's text).
      if (!served) return { example, rendered, source: { file, html: sourceHtml } };
      served.set(exampleKeys(example.id).served, rendered.html);
      served.set(exampleKeys(example.id).source, sourceHtml);
      return { example, rendered: { ...rendered, html: null }, source: { file, html: null } };
    }),
  );
  const html = referenceHtml(doc, reference);
  // A prerendered document shows the reference sections once, in its body (ServedHtmlContext); a
  // client navigation's data brings them.
  if (served) served.set(referenceKey(id), html);
  const { install, size, themeVars } = reference;
  return { copy: PAGE_COPY, doc, reference: { install, size, themeVars }, theme: themeRows(themeVars), examples, script: examplesScript(), referenceHtml: served ? null : html };
}

/** /widgets/<id>: one widget's documentation, its examples live. */
export default function WidgetDocs() {
  const { copy, doc, reference, theme, examples, script, referenceHtml } = useLoaderData<typeof loader>();
  setExamplesScript(script);
  const served = useContext(ServedHtmlContext).get(referenceKey(doc.id));
  return <WidgetPage copy={copy} doc={doc} reference={reference} theme={theme} examples={examples} referenceHtml={referenceHtml ?? served ?? null} />;
}
