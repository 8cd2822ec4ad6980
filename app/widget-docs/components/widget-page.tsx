import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import * as section from "~/components/section.css";
import type { WidgetDoc } from "~/content/schemas";
import type { PAGE_COPY } from "../docs-data.server";
import type { ReferenceTable as Table, WidgetReference } from "../data";
import { formatBytes } from "../format";
import { plainText } from "../inline-code";
import { themeStyle } from "../theme";
import { CodeSample } from "./code-sample";
import { ExampleBlock, type ExampleBlockProps } from "./example-block";
import { Inline } from "./inline";
import { ReferenceTable } from "./reference-table";
import { ThemeEditor } from "./theme-editor";
import * as styles from "./widget-docs.css";

export type WidgetPageProps = {
  /** The page's fixed sentences (docs-data.server.ts): sent as data, not carried in the script. */
  copy: typeof PAGE_COPY;
  doc: WidgetDoc;
  /** What the page itself shows of the generated reference; the tables come as `referenceHtml`. */
  reference: Pick<WidgetReference, "install" | "size" | "themeVars">;
  theme: Table;
  /**
   * The reference sections (props, labels, keyboard, accessibility, without JavaScript) as HTML
   * (reference-sections.tsx), or null where the document already shows them.
   */
  referenceHtml: string | null;
  examples: ExampleBlockProps[];
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
export function WidgetPage({ copy, doc, reference, theme, examples, referenceHtml }: WidgetPageProps) {
  const article = useRef<HTMLElement>(null);
  // Null until read, which is once the page has hydrated: the theme's fields and the code's copy
  // buttons come then. (Not the package's useHydrated: its `/hooks` module, imported by this page and
  // /demo alone, became an empty script of its own that both pages fetched.)
  const [current, setCurrent] = useState<Record<string, string> | null>(null);
  const hydrated = current !== null;
  const [values, setValues] = useState<Record<string, string>>({});

  // The values in effect where the examples are: the package's defaults as this site's theme sets
  // them, read again when the theme changes (the site's buttons set data-theme on the root, the
  // system's setting flips prefers-color-scheme); a property the site leaves alone shows its default.
  useEffect(() => {
    const read = () => {
      const computed = article.current?.parentElement ? getComputedStyle(article.current.parentElement) : null;
      if (!computed) return;
      const defaults = new Map(theme.rows.map(([name, value]) => [plainText(name!), plainText(value!)]));
      setCurrent(Object.fromEntries(reference.themeVars.map((name) => [name, computed.getPropertyValue(name).trim() || (defaults.get(name) ?? "")])));
    };
    // Custom properties take their new values at once (only the colours built from them animate).
    const settle = () => requestAnimationFrame(read);
    settle();
    const observer = new MutationObserver(settle);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    const scheme = matchMedia("(prefers-color-scheme: dark)");
    scheme.addEventListener("change", settle);
    return () => {
      observer.disconnect();
      scheme.removeEventListener("change", settle);
    };
  }, [reference.themeVars, theme]);

  const { size } = reference;
  return (
    <article ref={article} style={themeStyle(values) as CSSProperties} aria-labelledby="widget-title">
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
        <strong>Size:</strong> {formatBytes(size.js)} of JavaScript{size.lazy ? ` (and ${formatBytes(size.lazy)} on first open)` : ""} and {formatBytes(size.css)} of CSS, minified
        and gzipped
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
        <CodeSample title="Shell" html={reference.install.command.html} copyable={hydrated} />
        <p>
          <Inline text={copy.install} />
        </p>
        <CodeSample title="TSX" html={reference.install.usage.html} copyable={hydrated} />
      </section>

      <section id="examples" className={section.section} aria-labelledby="examples-title">
        <h2 id="examples-title">Examples</h2>
        <p className={section.needsScript}>{copy.noScript}</p>
        {examples.map((entry) => (
          <ExampleBlock key={entry.example.id} {...entry} copyable={hydrated} />
        ))}
      </section>

      <section id="theme" className={section.section} aria-labelledby="theme-title">
        <h2 id="theme-title">Theme</h2>
        <p>
          <Inline text={copy.theme} />
        </p>
        <ThemeEditor
          table={theme}
          current={current}
          values={values}
          onChange={(name, value) => setValues((before) => ({ ...before, [name]: value }))}
          onReset={() => setValues({})}
        />
        <ReferenceTable
          table={{ head: ["data-state", "when"], rows: doc.states.map((state) => [code(state.value), state.meaning]) }}
          caption="The root's data-state, for styles of your own"
        />
      </section>

      {/* Hydrating a prerendered document, `referenceHtml` is null and the sections are the served
          ones: React leaves an element's inner HTML as it is while it hydrates, and they are kept if
          React renders the page again (`data-served`, app/utils/keep-served.ts). */}
      <div className={styles.reference} data-served="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: referenceHtml ?? "" }} />
    </article>
  );
}
