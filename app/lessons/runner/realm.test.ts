import vm from "node:vm";
import { expect, test } from "vitest";
import { consoleText } from "./console-text";
import type { RealmMessage } from "./protocol";
import { realm } from "./realm";

type Listener = (event: { error?: unknown; message?: string; reason?: unknown; preventDefault: () => void }) => void;

/**
 * A fresh global scope readied by `realm` from its source text alone (as a worker gets it), with
 * the timers and the events of a browser's global; runs `code` in it as a classic script and
 * resolves with what the realm posted once it says the run is done.
 */
function runInRealm(code: string, { limits = { lines: 100, length: 2000 }, fetch }: { limits?: { lines: number; length: number }; fetch?: () => Promise<unknown> } = {}) {
  const messages: RealmMessage[] = [];
  const listeners = new Map<string, Listener>();
  const context = vm.createContext({
    console: {},
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    fetch,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
  const done = new Promise<RealmMessage[]>((resolve) => {
    const post = (message: RealmMessage) => {
      messages.push(message);
      if (message.t === "done") resolve(messages);
    };
    const run = new vm.Script(`(${realm.toString()})`).runInContext(context) as typeof realm;
    const text = new vm.Script(`(${consoleText.toString()})`).runInContext(context) as typeof consoleText;
    const readied = run(post, text, limits);
    readied.begin();
    try {
      new vm.Script(code).runInContext(context);
    } catch (error) {
      readied.uncaught(error);
    }
    readied.ran();
  });
  // Node's timers report a throw to the process, not to the scope: pass it on as a browser would.
  const fire = (type: string, event: Omit<Parameters<Listener>[0], "preventDefault">) => listeners.get(type)!({ ...event, preventDefault() {} });
  return { done, fire, messages };
}

const lines = (messages: RealmMessage[]) => messages.flatMap((message) => (message.t === "line" ? [message.text] : []));

test("the console prints lines; the run starts, runs and is done, in that order", async () => {
  const messages = await runInRealm('var a = 1; console.log("a", a, [a]); console.error("b");').done;
  expect(messages).toEqual([{ t: "start" }, { t: "line", text: "a 1 [1]" }, { t: "line", text: "b" }, { t: "ran" }, { t: "done", cut: 0 }]);
});

test("an error thrown at the top ends the code with its Uncaught line", async () => {
  expect(lines(await runInRealm("console.log(1); null.x; console.log(2);").done)).toEqual(["1", "Uncaught TypeError: Cannot read properties of null (reading 'x')"]);
});

test("the run waits for its timers, cleared ones excepted, and their this is the global object", async () => {
  const code =
    'setTimeout(function () { console.log("dopo", this === globalThis); }, 20); const t = setTimeout(() => console.log("mai"), 10); clearTimeout(t); console.log("prima");';
  expect(lines(await runInRealm(code).done)).toEqual(["prima", "dopo true"]);
  const interval = "let n = 0; const id = setInterval(() => { if (++n === 3) { clearInterval(id); console.log(n); } }, 1);";
  expect(lines(await runInRealm(interval).done)).toEqual(["3"]);
});

test("a fetch is waited for, and what it ends with is printed", async () => {
  const fetch = () => Promise.reject(new TypeError("Failed to fetch"));
  const code = 'fetch("/").catch((error) => console.log("bloccato:", error.message));';
  expect(lines(await runInRealm(code, { fetch }).done)).toEqual(["bloccato: Failed to fetch"]);
});

test("alert, confirm and prompt print a line and return at once", async () => {
  const code = 'alert("ciao"); console.log(confirm("sicuro?"), prompt("nome?"));';
  expect(lines(await runInRealm(code).done)).toEqual(["[alert] ciao", "[confirm] sicuro?", "[prompt] nome?", "false null"]);
});

test("past the limit lines are only counted, and sent now and then; a line is cut to its length", async () => {
  const messages = await runInRealm('for (let i = 0; i < 2500; i++) console.log(i); console.log("x".repeat(10));', { limits: { lines: 3, length: 5 } }).done;
  expect(lines(messages)).toEqual(["0", "1", "2"]);
  expect(messages.filter((message) => message.t === "cut")).toEqual([
    { t: "cut", n: 1 },
    { t: "cut", n: 1001 },
    { t: "cut", n: 2001 },
  ]);
  expect(messages.at(-1)).toEqual({ t: "done", cut: 2498 });
  expect(lines(await runInRealm('console.log("abcdefgh")', { limits: { lines: 3, length: 5 } }).done)).toEqual(["abcde…"]);
});

test("errors and rejections nobody caught, reported by the scope's events, are Uncaught lines", async () => {
  const run = runInRealm("setTimeout(() => {}, 30);");
  run.fire("error", { error: new RangeError("troppo") });
  run.fire("unhandledrejection", { reason: new TypeError("Failed to fetch") });
  expect(lines(await run.done)).toEqual(["Uncaught RangeError: troppo", "Uncaught (in promise) TypeError: Failed to fetch"]);
});
