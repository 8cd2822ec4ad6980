// The script of the sandbox's document (SANDBOX_PATH, built by scripts/build/lesson-sandbox.ts):
// it receives one example from the page, runs it and reports what it prints through the port the
// page sent with it. The page removes the frame when the run is over or out of time, and with it
// the document and any worker it started. README.md here says why each part is where it is.
import { consoleText } from "./console-text";
import { LIMITS, type Job } from "./protocol";
import { realm } from "./realm";

const script = (text: string) => URL.createObjectURL(new Blob([text], { type: "text/javascript" }));

/**
 * In a worker: the reader's code is a classic script the worker imports, in a global scope
 * readied by `realm` (given as source text, hence self-contained); a loop that never ends keeps
 * only the worker busy. The wrapper declares nothing global: the code's own `let` and `const` live
 * in the same global scope.
 */
function inWorker({ code }: Job, port: MessagePort) {
  const main = `(() => {
"use strict";
const run = (${realm})(self.postMessage.bind(self), ${consoleText}, ${JSON.stringify(LIMITS)});
run.begin();
try { importScripts(${JSON.stringify(script(code))}); } catch (error) { run.uncaught(error); }
run.ran();
})();`;
  new Worker(script(main)).onmessage = (event) => port.postMessage(event.data);
}

/** In this document, holding the example's HTML: a classic script, then the clicks, as a reader would. */
function inPage({ code, page = "", clicks }: Job, port: MessagePort) {
  const run = realm((message) => port.postMessage(message), consoleText, LIMITS);
  document.body.innerHTML = page;
  const element = document.createElement("script");
  element.src = script(code);
  // A script that throws, or does not compile, still loads: its error is reported, then the clicks.
  element.onload = () => {
    for (const selector of clicks) document.querySelector<HTMLElement>(selector)?.click();
    run.ran();
  };
  run.begin();
  document.body.append(element);
}

addEventListener("message", function first(event) {
  const [port] = event.ports;
  if (event.source !== parent || !port) return;
  removeEventListener("message", first);
  const job = event.data as Job;
  (job.page === undefined ? inWorker : inPage)(job, port);
});
