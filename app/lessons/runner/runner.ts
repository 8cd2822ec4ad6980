// What an example's Run and Edit buttons do (components/copy-buttons.ts loads it when one is
// wanted). Each run gets a sandboxed frame of its own (SANDBOX_PATH): the page sends it the code
// and shows what it reports beside the console the lesson states; removing the frame ends the
// run, whatever it is doing. README.md here says why.
//
// It imports nothing the page's first load has: a module shared with that load is split by the
// bundler into a chunk of its own, which would add responses to every lesson's first load. So the
// served HTML's attributes are named here again (runner.test.tsx holds them to CodeBlock's and
// ConsoleOutput's), and the example's name is read from the button's.
import type { Editor } from "./editor";
import { expectedLines, kindOf, NEW_RUN, received, runNote, type Run } from "./output";
import { SANDBOX_PATH, TIME_LIMIT_MS, type Job } from "./protocol";
import * as styles from "./runner.css";

/** CODE_BLOCK_ATTRIBUTE, EXAMPLE_ATTRIBUTE and CONSOLE_ATTRIBUTE of the lesson's components. */
export const ATTRIBUTES = { code: "data-code-block", example: "data-example", console: "data-console" } as const;

/** How long a frame may take to start the code (a slow phone, a busy machine) before the run is given up. */
const START_LIMIT_MS = 20_000;

/**
 * An example with a run shown or going on, or an editor open. Each lives in its figure: when the
 * lesson's text goes (another lesson), its runs' frames go with it, and so does every run.
 */
type Example = { stop?: () => void; pair?: HTMLElement; output?: HTMLElement; show?: (run: Run) => void; editor?: Editor };
const examples = new WeakMap<HTMLElement, Example>();
const exampleOf = (figure: HTMLElement) => examples.get(figure) ?? examples.set(figure, {}).get(figure)!;

/** The button's action on its example: run it, open its editor, or put the lesson's code back. */
export function press(button: HTMLButtonElement): void {
  const figure = button.closest("figure");
  if (!figure) return;
  // "Esegui l'esempio 3, Dichiarare…" (components/copy-buttons.ts): the example is what follows the verb.
  const label = button.getAttribute("aria-label") ?? "";
  const name = label.slice(label.indexOf(" ") + 1);
  if (button.dataset.run === "run") run(figure, name);
  else void edit(figure, button, name);
}

/** The HTML of the page a button example runs on: the lesson's last html block before it. */
function pageOf(figure: HTMLElement): string {
  const pages = [...(figure.closest("[data-lesson-text]") ?? document).querySelectorAll(`[${ATTRIBUTES.code}="html"]`)];
  const before = pages.filter((page) => page.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING);
  return before.at(-1)?.querySelector("code")?.textContent ?? "";
}

function run(figure: HTMLElement, name: string) {
  const example = exampleOf(figure);
  example.stop?.();
  const text = example.editor?.value() ?? figure.querySelector("code")?.textContent ?? "";
  const clicks = (figure.getAttribute(ATTRIBUTES.example) ?? "").split(" ").filter(Boolean);
  const job: Job = { code: text, clicks, page: kindOf(text, clicks) === "page" ? pageOf(figure) : undefined };
  const show = outputOf(figure, example);
  let current: Run = NEW_RUN;
  show(current);

  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  frame.src = SANDBOX_PATH;
  frame.title = `Esecuzione del${name}`;
  frame.className = styles.frame;
  frame.tabIndex = -1;
  frame.setAttribute("aria-hidden", "true");
  const channel = new MessageChannel();
  let limit = setTimeout(() => end("failed"), START_LIMIT_MS);
  const end = (how: NonNullable<Run["end"]> | undefined) => {
    clearTimeout(limit);
    channel.port1.close();
    frame.remove();
    example.stop = undefined;
    if (how) show((current = { ...current, end: current.end ?? how }));
  };
  channel.port1.onmessage = ({ data }: MessageEvent) => {
    if ((data as { t?: unknown } | null)?.t === "start") {
      clearTimeout(limit);
      limit = setTimeout(() => end("timeout"), TIME_LIMIT_MS);
    }
    current = received(current, data);
    if (current.end) end("done");
  };
  // The sandbox's origin is opaque: "*" is the only target that reaches it; the code is no secret.
  frame.addEventListener("load", () => frame.contentWindow?.postMessage(job, "*", [channel.port2]), { once: true });
  example.stop = () => end(undefined);
  example.output!.append(frame);
}

/**
 * The reader's console for this example, beside the lesson's: made on the first run, in a polite
 * live region (a screen reader hears the result, and the focus stays on the button). Returns
 * what shows a run in it.
 */
function outputOf(figure: HTMLElement, example: Example): (run: Run) => void {
  if (example.show) return example.show;
  const stated = figure.nextElementSibling?.hasAttribute(ATTRIBUTES.console) ? figure.nextElementSibling : null;
  const expected = expectedLines(stated?.querySelector("samp")?.textContent ?? "");
  const pair = (example.pair = document.createElement("div"));
  pair.className = styles.pair;
  (stated ?? figure).after(pair);
  if (stated) pair.append(stated);
  const output = (example.output = pair.appendChild(document.createElement("figure")));
  output.className = styles.yours;
  const caption = output.appendChild(document.createElement("figcaption"));
  caption.className = styles.label;
  caption.textContent = "La tua esecuzione";
  const live = output.appendChild(document.createElement("div"));
  live.setAttribute("aria-live", "polite");
  const samp = live.appendChild(document.createElement("pre")).appendChild(document.createElement("samp"));
  samp.parentElement!.className = styles.text;
  const note = live.appendChild(document.createElement("p"));
  note.className = styles.note;
  return (example.show = (run: Run) => {
    output.dataset.state = run.end ?? "running";
    samp.replaceChildren(
      ...run.lines.flatMap((line, index) => {
        const shown = line.startsWith("Uncaught ") ? Object.assign(document.createElement("span"), { className: styles.error, textContent: line }) : line;
        return index > 0 ? ["\n", shown] : [shown];
      }),
    );
    samp.parentElement!.hidden = run.lines.length === 0;
    note.textContent = runNote(run, expected);
  });
}

/** Opens the example's editor, or, when it is open, closes it and puts the lesson's code back. */
async function edit(figure: HTMLElement, button: HTMLButtonElement, name: string) {
  const example = exampleOf(figure);
  if (example.editor) {
    reset(figure);
    button.textContent = "Modifica";
    button.setAttribute("aria-label", `Modifica ${name}`);
    return;
  }
  const { openEditor } = await import("./editor");
  if (example.editor) return;
  example.editor = openEditor(figure, { label: `Codice del${name}`, run: () => run(figure, name) });
  button.textContent = "Ripristina";
  button.setAttribute("aria-label", `Ripristina ${name}`);
}

/** The example as the lesson has it: no run, no output, no editor. */
function reset(figure: HTMLElement) {
  const example = examples.get(figure);
  if (!example) return;
  example.stop?.();
  example.editor?.close();
  const pair = example.pair;
  if (pair) {
    const stated = pair.firstElementChild?.hasAttribute(ATTRIBUTES.console) ? pair.firstElementChild : null;
    if (stated) pair.before(stated);
    pair.remove();
  }
  examples.delete(figure);
}
