// @vitest-environment jsdom
import { expect, test } from "vitest";
import { hideOutside, nextPresence, type Presence } from "./presence.js";

test("nextPresence: close plays the exit, settling removes the dialog, open wins at any time", () => {
  const all: Presence[] = ["open", "closing", "closed"];
  expect(all.map((p) => nextPresence(p, "open"))).toEqual(["open", "open", "open"]);
  expect(all.map((p) => nextPresence(p, "close"))).toEqual(["closing", "closing", "closed"]);
  // Only an exit under way ends by settling: a dialog opened again meanwhile stays.
  expect(all.map((p) => nextPresence(p, "settled"))).toEqual(["open", "closed", "closed"]);
});

test("hideOutside: the container's branch shows again, its siblings along the way are hidden, and the undo restores them", () => {
  document.body.innerHTML = `
    <header id="header" aria-hidden="true"></header>
    <div id="app" aria-hidden="true">
      <main id="main"></main>
      <aside id="aside" aria-hidden="true"></aside>
      <div id="host"><p id="note"></p><reach-portal id="portal"><div role="dialog"></div></reach-portal></div>
    </div>`;
  const attr = (id: string) => document.getElementById(id)!.getAttribute("aria-hidden");
  // As Reach left it: every child of <body> hidden, #aside hidden by the app itself.
  const undo = hideOutside(document.getElementById("portal")!);
  expect(attr("app")).toBeNull();
  expect(attr("header")).toBe("true");
  expect([attr("main"), attr("aside"), attr("note"), attr("host"), attr("portal")]).toEqual(["true", "true", "true", null, null]);
  undo();
  // What it hid shows again; what the app hid stays hidden; the branch itself is Reach's to restore.
  expect([attr("main"), attr("aside"), attr("note")]).toEqual([null, "true", null]);
  document.body.innerHTML = "";
});
