import { expect, test } from "vitest";
import { expectedLines, kindOf, NEW_RUN, received, runNote, type Run } from "./output";
import { LIMITS } from "./protocol";

test("an example runs in a worker unless it needs a page: clicks, document or window", () => {
  expect(kindOf("for (;;) {}", [])).toBe("worker");
  expect(kindOf("console.log(this === globalThis);", [])).toBe("worker");
  expect(kindOf("x();", ["#saluta"])).toBe("page");
  expect(kindOf('document.querySelector("#b");', [])).toBe("page");
  expect(kindOf("console.log(this === window);", [])).toBe("page");
  expect(kindOf("const windowSize = 1;", [])).toBe("worker");
});

const receive = (...messages: unknown[]) => messages.reduce<Run>(received, NEW_RUN);

test("the lines of a run arrive in order, and it ends when the sandbox says done", () => {
  expect(receive({ t: "start" }, { t: "line", text: "a" }, { t: "line", text: "b" }, { t: "ran" }, { t: "done", cut: 0 })).toEqual({
    lines: ["a", "b"],
    cut: 0,
    ran: true,
    end: "done",
  });
  // Nothing counts after the end.
  expect(receive({ t: "done", cut: 0 }, { t: "line", text: "tardi" }).lines).toEqual([]);
});

test("what the sandbox may post is checked: a reader's code can post anything", () => {
  expect(receive(null, "line", { t: "line", text: 42 }, { t: "cut", n: "9" }, { t: "ran", extra: 1 }, { t: "other" })).toEqual({ lines: [], cut: 0, ran: true });
  const flood = Array.from({ length: LIMITS.lines + 5 }, (_, i) => ({ t: "line", text: String(i) }));
  const run = receive(...flood, { t: "line", text: "x".repeat(LIMITS.length + 1) });
  expect(run.lines).toHaveLength(LIMITS.lines);
  expect(run.cut).toBe(6);
  expect(receive({ t: "line", text: "x".repeat(LIMITS.length + 1) }).lines[0]).toBe(`${"x".repeat(LIMITS.length)}…`);
  expect(receive({ t: "cut", n: 5000 }, { t: "cut", n: 10 }).cut).toBe(5000);
});

test("the stated output reads line by line; an empty block states no line", () => {
  expect(expectedLines("3.14\nUncaught TypeError: Assignment to constant variable.")).toEqual(["3.14", "Uncaught TypeError: Assignment to constant variable."]);
  expect(expectedLines("")).toEqual([]);
});

test("the note says whether the run printed what the lesson says", () => {
  const done = (lines: string[], cut = 0): Run => ({ lines, cut, ran: true, end: "done" });
  expect(runNote(NEW_RUN, [])).toBe("In esecuzione…");
  expect(runNote(done(["1", "2"]), ["1", "2"])).toBe("Come nella lezione.");
  expect(runNote(done(["1"]), ["1", "2"])).toBe("Diverso dalla lezione.");
  expect(runNote(done([]), [])).toBe("Nessuna riga stampata. Come nella lezione.");
  expect(runNote(done(["0"], 99_900), ["0"])).toBe("Altre 99.900 righe non mostrate. Diverso dalla lezione.");
  expect(runNote(done(["0"], 1), ["0"])).toBe("Un'altra riga non mostrata. Diverso dalla lezione.");
  expect(runNote({ ...done(["0"], 1), end: "timeout" }, ["0"])).toBe("Fermato dopo 2 secondi: restavano timer o richieste in attesa. Almeno un'altra riga non mostrata.");
});

test("the note says why a run was stopped", () => {
  expect(runNote({ lines: [], cut: 0, ran: false, end: "timeout" }, [])).toBe(
    "Interrotto dopo 2 secondi: il codice non era ancora finito (un ciclo infinito?). Nessuna riga stampata.",
  );
  expect(runNote({ lines: ["1"], cut: 0, ran: true, end: "timeout" }, [])).toBe("Fermato dopo 2 secondi: restavano timer o richieste in attesa.");
  expect(runNote({ lines: ["1"], cut: 12_001, ran: false, end: "timeout" }, [])).toBe(
    "Interrotto dopo 2 secondi: il codice non era ancora finito (un ciclo infinito?). Almeno altre 12.001 righe non mostrate.",
  );
  expect(runNote({ ...NEW_RUN, end: "failed" }, [])).toBe("Non è stato possibile eseguire l'esempio: riprova.");
});
