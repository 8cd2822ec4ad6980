import { useContext } from "react";
import { Island } from "~/components/island";
import { ServedHtmlContext } from "~/lessons/served-html";
import { exampleIsland, exampleKeys } from "../example-islands";
import type { Example } from "../examples.server";
import { CodeSample } from "./code-sample";
import { Inline } from "./inline";
import * as styles from "./widget-docs.css";

export type ExampleBlockProps = {
  example: Example;
  /** The example as the loader rendered it; `html` null where the document already shows it. */
  rendered: { html: string | null; props: Record<string, never> };
  /** Its file and highlighted text; `html` null where the document already shows it. */
  source: { file: string; html: string | null };
};

/**
 * One live example: what it shows, the example running (served as HTML, its code loaded when it
 * comes into view), and the file it runs, as text.
 */
export function ExampleBlock({ example, rendered, source, copyable }: ExampleBlockProps & { copyable: boolean }) {
  const heading = `example-${example.id}`;
  const served = useContext(ServedHtmlContext);
  const keys = exampleKeys(example.id);
  return (
    <section className={styles.example} aria-labelledby={heading}>
      <h3 id={heading} className={styles.exampleTitle}>
        <Inline text={example.title} />
      </h3>
      <p className={styles.exampleText}>
        <Inline text={example.description} />
      </p>
      <Island island={exampleIsland(example.id)} rendered={{ html: rendered.html ?? served.get(keys.served) ?? null, props: rendered.props }} className={styles.preview} />
      <CodeSample title={source.file.replace(/^app\/widget-docs\//, "")} html={source.html ?? served.get(keys.source) ?? null} copyable={copyable} />
    </section>
  );
}
