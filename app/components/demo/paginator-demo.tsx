import { Fragment, useState, type ReactNode } from "react";
import { Paginator, type PageChange } from "@davide-marchetti/widgets/paginator";
import * as styles from "./paginator-demo.css";

// The site's position text is Italian ("1 di 12"); the widget's default is English.
const ITALIAN = { of: "di" };

/** The three paginator templates side by side, each showing the last event it emitted. */
export function PaginatorDemo() {
  const [page, setPage] = useState(1);
  return (
    <div className={styles.grid}>
      <Variant
        title="default"
        note={<>Arrows around “N di TOTAL”. Props: <code>totalPages=12</code>, uncontrolled.</>}
        render={(onPageChange) => <Paginator totalPages={12} labels={ITALIAN} onPageChange={(_page, change) => onPageChange(change)} ariaLabel="Default template" />}
      />
      <Variant
        title="templateOne"
        note={<>The compact variant: previous and next around “N/TOTAL”. Props: <code>totalPages=8</code>, <code>template="templateOne"</code>.</>}
        render={(onPageChange) => <Paginator totalPages={8} template="templateOne" onPageChange={(_page, change) => onPageChange(change)} ariaLabel="templateOne" />}
      />
      <Variant
        title="templateTwo"
        note={<>A sliding window of page numbers. Props: <code>totalPages=20</code>, <code>maxVisiblePages=5</code>, controlled with <code>page</code> and <code>onPageChange</code>.</>}
        render={(onPageChange) => (
          <Paginator
            totalPages={20}
            maxVisiblePages={5}
            template="templateTwo"
            page={page}
            onPageChange={(next, change) => {
              setPage(next);
              onPageChange(change);
            }}
            ariaLabel="templateTwo"
          />
        )}
      />
    </div>
  );
}

function Variant({ title, note, render }: { title: string; note: ReactNode; render: (onPageChange: (change: PageChange) => void) => ReactNode }) {
  const [last, setLast] = useState<PageChange | null>(null);
  return (
    <div className={styles.variant}>
      <h3 className={styles.heading}>{title}</h3>
      <p className={styles.note}>{note}</p>
      {render(setLast)}
      <p className={styles.event} data-testid={`event-${title}`}>
        Last event: <code className={styles.code}>{last ? <BreakableJson value={last} /> : "none yet"}</code>
      </p>
    </div>
  );
}

/** An event's JSON with a line break allowed after each comma: a narrow line breaks between fields, never inside a value. */
function BreakableJson({ value }: { value: unknown }) {
  return JSON.stringify(value)
    .split(",")
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? "," : null}
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ));
}
