import { Island, type RenderedIsland } from "~/components/island";
import type { ExampleSource } from "../data";
import { exampleIsland } from "../example-islands";
import type { Example } from "../examples.server";
import { CodeSample } from "./code-sample";
import { Inline } from "./inline";
import * as styles from "./widget-docs.css";

type Props = { example: Example; rendered: RenderedIsland<Record<string, never>>; source: ExampleSource };

/**
 * One live example: what it shows, the example running (served as HTML, its code loaded when it
 * comes into view), and the file it runs, as text.
 */
export function ExampleBlock({ example, rendered, source }: Props) {
  const heading = `example-${example.id}`;
  return (
    <section className={styles.example} aria-labelledby={heading}>
      <h3 id={heading} className={styles.exampleTitle}>
        <Inline text={example.title} />
      </h3>
      <p className={styles.exampleText}>
        <Inline text={example.description} />
      </p>
      <Island island={exampleIsland(example.id)} rendered={rendered} className={styles.preview} />
      <CodeSample title={source.file.replace(/^app\/widget-docs\//, "")} html={source.html} />
    </section>
  );
}
