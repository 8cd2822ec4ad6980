import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { RenderedIsland } from "~/components/island";
import * as section from "~/components/section.css";
import { needsScript } from "~/components/demo/demo.css";
import type { WidgetDoc } from "~/content/schemas";
import type { ExampleSource, ReferenceTable as Table, WidgetReference } from "../data";
import type { Example } from "../examples";
import { formatBytes } from "../format";
import { themeStyle } from "../theme";
import { CodeSample } from "./code-sample";
import { ExampleBlock } from "./example-block";
import { Inline } from "./inline";
import { ReferenceTable } from "./reference-table";
import { ThemeEditor } from "./theme-editor";
import * as styles from "./widget-docs.css";

export type WidgetPageProps = {
  doc: WidgetDoc;
  reference: WidgetReference;
  theme: Table;
  examples: { example: Example; rendered: RenderedIsland<Record<string, never>>; source: ExampleSource }[];
};

const SECTIONS = [
  ["install", "Install"],
  ["examples", "Examples"],
  ["theme", "Theme"],
  ["props", "Props"],
  ["labels", "Labels"],
  ["keyboard", "Keyboard"],
  ["accessibility", "Accessibility"],
  ["rendering", "Without JavaScript"],
] as const;

const code = (text: string) => `\`${text}\``;

/** One widget's documentation: what it is for, how to install it, live examples, and its reference. */
export function WidgetPage({ doc, reference, theme, examples }: WidgetPageProps) {
  const article = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState<Record<string, string>>({});
  const [values, setValues] = useState<Record<string, string>>({});

  // The values in effect where the examples are: the package's defaults as this site's theme (and
  // its dark mode) sets them.
  useEffect(() => {
    const computed = article.current ? getComputedStyle(article.current) : null;
    if (!computed) return;
    setCurrent(Object.fromEntries(reference.themeVars.map((name) => [name, computed.getPropertyValue(name).trim()])));
  }, [reference.themeVars]);

  const { size } = reference;
  return (
    <article ref={article} style={themeStyle(values, current) as CSSProperties} aria-labelledby="widget-title">
      <p className={styles.breadcrumb}>
        <Link to="/widgets">All widgets</Link>
      </p>
      <h1 id="widget-title">{doc.name}</h1>
      <p className={section.lead}>
        <Inline text={doc.summary} />
      </p>
      {doc.purpose.map((paragraph, index) => (
        <p key={index}>
          <Inline text={paragraph} />
        </p>
      ))}
      <p>
        <strong>Size:</strong> {formatBytes(size.js)} of JavaScript{size.lazy ? ` (and ${formatBytes(size.lazy)} on first open)` : ""} and {formatBytes(size.css)} of
        CSS, minified and gzipped
        {size.peer ? `; ${size.peer.name} is ${formatBytes(size.peer.js)} of JavaScript measured the same way` : ""}.
      </p>
      <p>
        <strong>When to use a peer instead:</strong> <Inline text={doc.peer.when} /> (<a href={doc.peer.url}>{doc.peer.name} on npm</a>)
      </p>
      <nav aria-label="On this page">
        <ul className={styles.sectionNav}>
          {SECTIONS.map(([id, name]) => (
            <li key={id}>
              <a href={`#${id}`}>{name}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="install" className={section.section} aria-labelledby="install-title">
        <h2 id="install-title">Install and import</h2>
        <CodeSample title="Shell" html={reference.install.command.html} />
        <p>Include the widget's stylesheet once (or the package's <code>styles.css</code>, which holds all seven), then import it:</p>
        <CodeSample title="TSX" html={reference.install.usage.html} />
      </section>

      <section id="examples" className={section.section} aria-labelledby="examples-title">
        <h2 id="examples-title">Examples</h2>
        <p className={needsScript}>JavaScript is off: the examples show as they first render, and their controls need JavaScript to work.</p>
        {examples.map((entry) => (
          <ExampleBlock key={entry.example.id} {...entry} />
        ))}
      </section>

      <section id="theme" className={section.section} aria-labelledby="theme-title">
        <h2 id="theme-title">Theme</h2>
        <p>
          Every colour, radius and space of the widget is a custom property, set on <code>:root</code> or any ancestor. The values below are
          this site's; the fields restyle the examples on this page.
        </p>
        <ThemeEditor
          table={theme}
          current={current}
          values={values}
          onChange={(name, value) => setValues((before) => ({ ...before, [name]: value }))}
          onReset={() => setValues({})}
        />
        <ReferenceTable table={{ head: ["data-state", "when"], rows: doc.states.map((state) => [code(state.value), state.meaning]) }} caption="The root's data-state, for styles of your own" />
      </section>

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
        <ReferenceTable table={{ head: ["keys", "what they do"], rows: doc.keyboard.map((key) => [key.keys.map(code).join(" "), key.action]) }} caption="Keys, with focus in the widget" />
      </section>

      <section id="accessibility" className={section.section} aria-labelledby="accessibility-title">
        <h2 id="accessibility-title">Accessibility</h2>
        <p>
          The WAI-ARIA pattern it follows: <a href={doc.pattern.url}>{doc.pattern.name}</a>.
        </p>
        <ReferenceTable table={{ head: ["element", "roles, states and properties"], rows: doc.aria.map((row) => [row.element, row.attributes]) }} caption="Roles, states and properties" />
      </section>

      <section id="rendering" className={section.section} aria-labelledby="rendering-title">
        <h2 id="rendering-title">Without JavaScript and in Server Components</h2>
        <p>
          <Inline text={doc.noScript} />
        </p>
        <p>
          <Inline text={doc.serverComponent} />
        </p>
      </section>
    </article>
  );
}
