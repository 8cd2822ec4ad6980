import { Fragment, useState, type ReactNode } from "react";
import { Paginator, type PageChange } from "@davide-marchetti/widgets/paginator";
import * as styles from "./paginator-demo.css";

// The site's position text is Italian ("1 di 12"); the widget's default is English.
const ITALIAN = { of: "di" };

/** The three paginator templates side by side, and templateTwo with ellipses, each showing the last event it emitted. */
export function PaginatorDemo() {
  const [pageIndex, setPageIndex] = useState(0);
  return (
    <div className={styles.grid}>
      <Variant
        title="default"
        note={
          <>
            Arrows around “N di TOTAL”. Props: <code>totalPages=12</code>, uncontrolled.
          </>
        }
        render={(report) => <Paginator totalPages={12} labels={ITALIAN} onPageIndexChange={(_index, change) => report(change)} aria-label="Default template" />}
      />
      <Variant
        title="templateOne"
        note={
          <>
            The compact variant: previous and next around “N/TOTAL”. Props: <code>totalPages=8</code>, <code>template="templateOne"</code>.
          </>
        }
        render={(report) => <Paginator totalPages={8} template="templateOne" onPageIndexChange={(_index, change) => report(change)} aria-label="templateOne" />}
      />
      <Variant
        title="templateTwo"
        note={
          <>
            A sliding window of page numbers. Props: <code>totalPages=20</code>, <code>maxVisiblePages=5</code>, controlled with <code>pageIndex</code> and{" "}
            <code>onPageIndexChange</code>.
          </>
        }
        render={(report) => (
          <Paginator
            totalPages={20}
            maxVisiblePages={5}
            template="templateTwo"
            pageIndex={pageIndex}
            onPageIndexChange={(next, change) => {
              setPageIndex(next);
              report(change);
            }}
            aria-label="templateTwo"
          />
        )}
      />
      <Variant
        title="ellipses"
        note={
          <>
            templateTwo with the first and last pages always there, the current one between and an ellipsis where pages are skipped (five places, which fit a phone). Props:{" "}
            <code>totalPages=50</code>, <code>maxVisiblePages=1</code>, <code>boundaryCount=1</code>.
          </>
        }
        render={(report) => (
          <Paginator totalPages={50} maxVisiblePages={1} boundaryCount={1} template="templateTwo" onPageIndexChange={(_index, change) => report(change)} aria-label="Ellipses" />
        )}
      />
    </div>
  );
}

function Variant({ title, note, render }: { title: string; note: ReactNode; render: (report: (change: PageChange) => void) => ReactNode }) {
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
