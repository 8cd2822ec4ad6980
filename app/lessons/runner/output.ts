import { LIMITS, TIME_LIMIT_MS } from "./protocol";

/**
 * Where an example runs: in a worker, where a loop that never ends is stopped without touching
 * the page, unless it needs a page (it clicks a button, or names `document` or `window`), when it
 * runs in the sandbox's own document.
 * @example kindOf("console.log(1)", []) // "worker"
 */
export function kindOf(code: string, clicks: readonly string[]): "worker" | "page" {
  return clicks.length > 0 || /\b(?:document|window)\b/.test(code) ? "page" : "worker";
}

/** A run as the page knows it: the lines received, the count of those cut, and how it ended. */
export type Run = { lines: string[]; cut: number; ran: boolean; end?: "done" | "timeout" | "failed" };

export const NEW_RUN: Run = { lines: [], cut: 0, ran: false };

/**
 * The run after one message from the sandbox. The sandbox runs a reader's code, which can post
 * anything: what is not a message of runner/protocol.ts is ignored, and the limits hold here too.
 * @example received(NEW_RUN, { t: "line", text: "1" }).lines // ["1"]
 */
export function received(run: Run, message: unknown): Run {
  if (run.end || typeof message !== "object" || message === null) return run;
  const { t, text, n, cut } = message as Record<string, unknown>;
  if (t === "line" && typeof text === "string") {
    if (run.lines.length >= LIMITS.lines) return { ...run, cut: run.cut + 1 };
    return { ...run, lines: [...run.lines, text.length > LIMITS.length ? `${text.slice(0, LIMITS.length)}…` : text] };
  }
  if (t === "cut" && typeof n === "number") return { ...run, cut: Math.max(run.cut, n) };
  if (t === "ran") return { ...run, ran: true };
  if (t === "done") return { ...run, cut: typeof cut === "number" ? Math.max(run.cut, cut) : run.cut, end: "done" };
  return run;
}

/**
 * The lines an example's output block states: expectedLines("3.14\nUncaught …") // ["3.14", "Uncaught …"]
 */
export function expectedLines(text: string): string[] {
  return text === "" ? [] : text.split("\n");
}

const seconds = TIME_LIMIT_MS / 1000;
const count = (n: number) => n.toLocaleString("it-IT");

/**
 * The sentence under a run's lines: still running, how it was stopped, how many lines were cut,
 * and whether it printed what the lesson says.
 * @example runNote({ lines: ["1"], cut: 0, ran: true, end: "done" }, ["1"]) // "Come nella lezione."
 */
export function runNote(run: Run, expected: readonly string[]): string {
  if (!run.end) return "In esecuzione…";
  if (run.end === "failed") return "Non è stato possibile eseguire l'esempio: riprova.";
  const parts: string[] = [];
  if (run.end === "timeout") {
    parts.push(
      run.ran
        ? `Fermato dopo ${seconds} secondi: restavano timer o richieste in attesa.`
        : `Interrotto dopo ${seconds} secondi: il codice non era ancora finito (un ciclo infinito?).`,
    );
  }
  if (run.cut > 0) {
    const cut = run.cut === 1 ? "un'altra riga non mostrata" : `altre ${count(run.cut)} righe non mostrate`;
    parts.push(run.end === "timeout" ? `Almeno ${cut}.` : `${cut[0]!.toUpperCase()}${cut.slice(1)}.`);
  } else if (run.lines.length === 0) parts.push("Nessuna riga stampata.");
  if (run.end === "done") {
    const same = run.cut === 0 && run.lines.length === expected.length && run.lines.every((line, i) => line === expected[i]);
    parts.push(same ? "Come nella lezione." : "Diverso dalla lezione.");
  }
  return parts.join(" ");
}
