import * as section from "~/components/section.css";
import type { WidgetDoc } from "~/content/schemas";
import type { WidgetReference } from "../data";
import { CodeSample } from "./code-sample";
import { Inline } from "./inline";
import { ReferenceTable } from "./reference-table";

const code = (text: string) => `\`${text}\``;

/**
 * The parts of a widget's page that never change in the browser: its props and labels tables,
 * keyboard map, roles and states, and how it renders without JavaScript. The loader renders them to
 * HTML once (reference-html.server.tsx) and the page places that HTML, so React neither hydrates
 * their hundreds of cells nor carries them a second time in the document's data.
 */
export function ReferenceSections({ doc, reference }: { doc: WidgetDoc; reference: WidgetReference }) {
  return (
    <>
      <section id="props" className={section.section} aria-labelledby="props-title">
        <h2 id="props-title">Props</h2>
        <ReferenceTable table={reference.props} caption={`${doc.name}'s props, from its type`} />
      </section>

      <section id="labels" className={section.section} aria-labelledby="labels-title">
        <h2 id="labels-title">Labels</h2>
        <p>
          Every text it shows or announces, passed in <code>labels</code> and merged over these English defaults.
        </p>
        <ReferenceTable table={reference.labels} caption={`${doc.name}'s labels`} />
      </section>

      <section id="keyboard" className={section.section} aria-labelledby="keyboard-title">
        <h2 id="keyboard-title">Keyboard</h2>
        {doc.keyboard.length ? (
          <ReferenceTable
            table={{ head: ["keys", "what they do"], rows: doc.keyboard.map((key) => [key.keys.map(code).join(" "), key.action]) }}
            caption="Keys, with focus in the widget"
          />
        ) : (
          <p>{doc.name} takes no keys: nothing in it takes focus.</p>
        )}
      </section>

      <section id="accessibility" className={section.section} aria-labelledby="accessibility-title">
        <h2 id="accessibility-title">Accessibility</h2>
        <p>
          The WAI-ARIA pattern it follows: <a href={doc.pattern.url}>{doc.pattern.name}</a>.
        </p>
        <ReferenceTable
          table={{ head: ["element", "roles, states and properties"], rows: doc.aria.map((row) => [row.element, row.attributes]) }}
          caption="Roles, states and properties"
        />
      </section>

      <section id="rendering" className={section.section} aria-labelledby="rendering-title">
        <h2 id="rendering-title">Without JavaScript and in Server Components</h2>
        <p>
          <Inline text={doc.noScript} />
        </p>
        <p>
          <Inline text={doc.serverComponent} />
        </p>
        {reference.serverRecipe.map((recipe) => (
          <CodeSample key={recipe.file} title={recipe.file.split("/").slice(-1)[0]!} html={recipe.html} copyable={false} />
        ))}
      </section>
    </>
  );
}
