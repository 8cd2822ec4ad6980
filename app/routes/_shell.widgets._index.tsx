import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Island } from "~/components/island";
import type { WidgetId } from "~/content/widget-ids";
import { previewIsland, setExamplesScript } from "~/widget-docs/example-islands";
import * as section from "~/components/section.css";
import { formatBytes } from "~/widget-docs/format";
import { Inline } from "~/widget-docs/components/inline";
import * as styles from "~/widget-docs/components/widget-docs.css";
import { seo } from "~/utils/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Widgets · Documentation",
    description:
      "Seven accessible React widgets, each documented with live examples, its props, keyboard map and theme: a countdown, a paginator, a card slider, a table, a progress ring, a carousel and a modal.",
  });

export async function loader() {
  const { getContent } = await import("~/content/content.server");
  const { examplesScript, widgetReference } = await import("~/widget-docs/docs-data.server");
  const { renderIsland } = await import("~/components/island.server");
  const { Preview } = await import("~/widget-docs/parts.server");
  const widgets = await Promise.all(
    getContent().widgets.map(async (doc) => ({
      id: doc.id,
      name: doc.name,
      summary: doc.summary,
      pattern: doc.pattern.name,
      size: widgetReference(doc.id).size,
      preview: await renderIsland({ ...previewIsland(doc.id), load: async () => Preview }, { id: doc.id }),
    })),
  );
  return { widgets, script: examplesScript() };
}

/** A card's heading: the widget's name, linking to its page. */
function CardTitle({ id, name }: { id: string; name: string }) {
  return (
    <h3 className={styles.cardTitle}>
      <Link to={`/widgets/${id}`}>{name}</Link>
    </h3>
  );
}

/** /widgets: the seven widgets, each a card linking to its page. */
export default function WidgetIndex() {
  const { widgets, script } = useLoaderData<typeof loader>();
  setExamplesScript(script);
  return (
    <>
      <h1>Widgets</h1>
      <p className={section.lead}>
        The library behind the <Link to="/demo">demo page</Link>, documented: seven React widgets that follow the WAI-ARIA patterns, work by keyboard and touch, render on the
        server and read without JavaScript. Install them with <code>npm install @davide-marchetti/widgets</code>.
      </p>
      <section className={section.section} aria-labelledby="widgets-title">
        <h2 id="widgets-title">The seven</h2>
        <ul className={styles.cards}>
          {widgets.map((widget) => (
            <li key={widget.id} className={styles.card}>
              <CardTitle id={widget.id} name={widget.name} />
              <p>
                <Inline text={widget.summary} />
              </p>
              <p className={styles.cardMeta}>
                {formatBytes(widget.size.js)} min+gz{widget.size.lazy ? ` (+${formatBytes(widget.size.lazy)} on first open)` : ""}
                {widget.size.peer ? `; ${widget.size.peer.name}: ${formatBytes(widget.size.peer.js)}` : ""}. Pattern: {widget.pattern}.
              </p>
            </li>
          ))}
        </ul>
      </section>
      {/* After the cards, below the first screen on a phone and a laptop alike: a document still
          arriving is painted as it stands, and a widget's served HTML caught half-way moves when
          the rest of it comes (tests/browser/first-paint.test.ts). */}
      <section className={section.section} aria-labelledby="previews-title">
        <h2 id="previews-title">Previews</h2>
        <p>Each widget once, as the server renders it; a key press or a tap anywhere makes them live.</p>
        <ul className={styles.cards}>
          {widgets.map((widget) => (
            <li key={widget.id} className={styles.previewCard}>
              <CardTitle id={widget.id} name={widget.name} />
              <Island island={previewIsland(widget.id as WidgetId)} rendered={widget.preview} className={styles.cardPreview} wake="interaction" />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
