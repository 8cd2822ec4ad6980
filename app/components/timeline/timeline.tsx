import type { ReactNode } from "react";
import type { TimelineItem } from "~/content/schemas";
import { Icon } from "~/components/icon";
import * as styles from "./timeline.css";

type Props = {
  items: TimelineItem[];
  /** Renders the optional action of an item (the curriculum button, for one). */
  renderAction?: (item: TimelineItem) => ReactNode;
};

/** A vertical timeline: icon, date range, subtitle, description and an optional action. */
export function Timeline({ items, renderAction }: Props) {
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.marker}>
            <Icon name={item.icon} size={16} />
          </span>
          <article className={styles.card} aria-labelledby={`tl-${item.id}`}>
            <h3 id={`tl-${item.id}`} className={styles.title}>
              {item.title}
            </h3>
            <p className={styles.subtitle}>{item.subtitle}</p>
            <p className={styles.description}>{item.description}</p>
            {renderAction?.(item)}
          </article>
        </li>
      ))}
    </ol>
  );
}
