import { useId, useState, type FormEvent } from "react";
import { Counter, parseCounterDate } from "@davide-marchetti/widgets/counter";
import { useHydrated } from "@davide-marchetti/widgets/hooks";
import { DATE_HINT, validateCounterForm, type CounterFormErrors } from "./counter-form";
import * as styles from "./counter-demo.css";

export type CounterDemoProps = {
  title: string;
  expiredAlertText: string;
  labels: { days: string; hours: string; minutes: string; seconds: string };
  /** The content's dates as text, for the form's starting values. */
  startText: string;
  endText: string;
  /** The same dates as epoch ms, read once on the server so server and browser agree. */
  start: number;
  end: number;
  /** The loader's clock reading: server render and hydration compute the same state from it. */
  now: number;
};

/**
 * The countdown block: the content's countdown, plus a form (enabled once the page is interactive)
 * to try other dates in the visitor's own time zone. Whatever is submitted goes to the counter,
 * bad dates too: the form says what is wrong beside the field, and the counter does what it does
 * with bad dates (SPEC §5, §8: its message on the console, its digits blank).
 */
export function CounterDemo({ title, expiredAlertText, labels, startText, endText, start, end, now }: CounterDemoProps) {
  const interactive = useHydrated();
  const [range, setRange] = useState<{ start: number; end: number }>({ start, end });

  return (
    <div className={styles.stage}>
      <Counter title={title} startDate={range.start} endDate={range.end} initialNow={now} labels={{ ...labels, expired: expiredAlertText }} progressbarSize="md" pauseButton />
      {/* The form needs the browser's clock and time zone, so it is enabled only after hydration;
          rendered (disabled) from the start, it takes its place at once and nothing shifts. */}
      <DateForm
        disabled={!interactive}
        initialStart={startText}
        initialEnd={endText}
        onSubmit={(s, e) => setRange({ start: s, end: e })}
        onReset={() => setRange({ start, end })}
      />
    </div>
  );
}

function DateForm({
  disabled,
  initialStart,
  initialEnd,
  onSubmit,
  onReset,
}: {
  disabled: boolean;
  initialStart: string;
  initialEnd: string;
  /** The dates as epoch ms (the Counter takes dates, not free text): NaN for text that is no date. */
  onSubmit: (start: number, end: number) => void;
  onReset: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({ start: initialStart, end: initialEnd });
  const [errors, setErrors] = useState<CounterFormErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCounterForm(values.start, values.end);
    setErrors(found);
    if (found.start || found.end) event.currentTarget.querySelector<HTMLInputElement>(`[name=${found.start ? "start" : "end"}]`)?.focus();
    const epoch = (text: string) => parseCounterDate(text.trim())?.getTime() ?? NaN;
    onSubmit(epoch(values.start), epoch(values.end));
  };

  const field = (name: "start" | "end", label: string) => {
    const error = errors[name];
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <span className={styles.hint} id={`${id}-${name}-hint`}>
          {DATE_HINT}
        </span>
        <input
          className={styles.input}
          id={`${id}-${name}`}
          name={name}
          value={values[name]}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-${name}-hint${error ? ` ${id}-${name}-error` : ""}`}
          autoComplete="off"
          spellCheck={false}
          inputMode="numeric"
        />
        {error ? (
          <p className={styles.error} id={`${id}-${name}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Try your own dates">
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>Try your own dates</legend>
        <div className={styles.fields}>
          {field("start", "Start date")}
          {field("end", "End date")}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={disabled}>
          Start the countdown
        </button>
        <button
          type="button"
          disabled={disabled}
          className={styles.secondary}
          onClick={() => {
            setValues({ start: initialStart, end: initialEnd });
            setErrors({});
            onReset();
          }}
        >
          Back to the demo dates
        </button>
      </div>
    </form>
  );
}
