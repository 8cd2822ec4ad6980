import { Fragment } from "react";
import * as styles from "./code-block.css";

type Props = {
  /** What the example prints, one line per console.log; an uncaught error starts with "Uncaught ". */
  text: string;
  /** How many times the example's button is clicked before this output (0 for plain examples). */
  clicks: number;
};

/** consoleLabel(0) === "Console"; consoleLabel(2) === "Console, dopo 2 clic sul pulsante" */
export function consoleLabel(clicks: number): string {
  if (clicks === 0) return "Console";
  return clicks === 1 ? "Console, dopo un clic sul pulsante" : `Console, dopo ${clicks} clic sul pulsante`;
}

/** Marks the console an example states, which the reader's own run is shown beside (runner/runner.ts). */
export const CONSOLE_ATTRIBUTE = "data-console";

/** The console of the example above it: printed lines, and an uncaught error marked as such. */
export function ConsoleOutput({ text, clicks }: Props) {
  return (
    <figure className={styles.output} {...{ [CONSOLE_ATTRIBUTE]: "" }}>
      <figcaption className={styles.outputLabel}>{consoleLabel(clicks)}</figcaption>
      <pre className={styles.outputText}>
        <samp>
          {text.split("\n").map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? "\n" : null}
              {line.startsWith("Uncaught ") ? <span className={styles.error}>{line}</span> : line}
            </Fragment>
          ))}
        </samp>
      </pre>
    </figure>
  );
}
