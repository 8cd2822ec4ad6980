import { expect, test } from "vitest";
import { consoleText } from "./console-text";

test("primitives print as the lessons show them, joined by a space", () => {
  expect(consoleText(["Giulia", 2024, "Torino"])).toBe("Giulia 2024 Torino");
  expect(consoleText([undefined, null, true, NaN, -0, 10n, Symbol("s")])).toBe("undefined null true NaN -0 10n Symbol(s)");
  expect(consoleText([])).toBe("");
});

test("objects, arrays, maps and sets are previewed as Chrome's console does, nested ones abbreviated", () => {
  expect(consoleText([{ nome: "Luca", eta: 30 }])).toBe("{nome: 'Luca', eta: 30}");
  expect(consoleText([[1, 2, 3]])).toBe("(3) [1, 2, 3]");
  expect(consoleText([["Sara"]])).toBe("['Sara']");
  expect(consoleText([[]])).toBe("[]");
  expect(consoleText([{ a: { b: 1 }, c: [1, 2], "d-e": "it's" }])).toBe("{a: {…}, c: Array(2), 'd-e': 'it\\'s'}");
  expect(consoleText([new Map([["a", 1]]), new Set([1, 2])])).toBe("Map(1) {'a' => 1} Set(2) {1, 2}");
  expect(consoleText([Array.from({ length: 12 }, (_, i) => i)])).toBe("(12) [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, …]");
  expect(consoleText([Object.create(null)])).toBe("{}");
  expect(
    consoleText([
      {
        get x() {
          return 1;
        },
      },
    ]),
  ).toBe("{x: (...)}");
});

test("instances carry their class's name; functions and classes print as a short line", () => {
  class Persona {
    constructor(public nome: string) {}
  }
  function presentati() {}
  expect(consoleText([new Persona("Anna")])).toBe("Persona {nome: 'Anna'}");
  expect(consoleText([presentati, Persona, () => 1])).toBe("ƒ presentati() class Persona ƒ ()");
  expect(consoleText([{ f: presentati, p: new Persona("A") }])).toBe("{f: ƒ presentati(), p: Persona}");
  expect(consoleText([new TypeError("no"), Promise.resolve()])).toBe("TypeError: no Promise {…}");
  expect(consoleText([globalThis])).toMatch(/^\w+ \{…\}$/);
});

test("an uncaught error reads as Chrome's console writes it", () => {
  expect(consoleText([new TypeError("Assignment to constant variable.")], "Uncaught")).toBe("Uncaught TypeError: Assignment to constant variable.");
  expect(consoleText([new Error()], "Uncaught")).toBe("Uncaught Error");
  expect(consoleText(["stringa"], "Uncaught")).toBe("Uncaught stringa");
  expect(consoleText([{ a: 1 }], "Uncaught (in promise)")).toBe("Uncaught (in promise) {a: 1}");
  const imported = new SyntaxError("Failed to execute 'importScripts' on 'WorkerGlobalScope': Missing initializer in const declaration");
  expect(consoleText([imported], "Uncaught")).toBe("Uncaught SyntaxError: Missing initializer in const declaration");
});

test("it is self-contained: its source text alone, as a worker gets it, works the same", () => {
  const alone = new Function(`return (${consoleText.toString()})`)() as typeof consoleText;
  expect(alone(["a", [1, "b"], { c: null }])).toBe("a (2) [1, 'b'] {c: null}");
});
