import type { ReactNode } from "react";
import * as section from "~/components/section.css";
import * as styles from "./demo.css";

/** One widget on the demo page: a heading, what it is and which props it uses, then the widget. */
export function DemoBlock({ id, title, caption, children }: { id: string; title: string; caption: ReactNode; children: ReactNode }) {
  return (
    <section className={section.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={styles.caption}>{caption}</div>
      <div className={styles.stage}>{children}</div>
    </section>
  );
}
