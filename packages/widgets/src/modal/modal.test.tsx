// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Component, useState, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from "vitest";
import { Modal, preloadModal } from "./modal.js";
import { ModalTrigger } from "./modal-trigger.js";

function Harness({ staticBackdrop = false, onClose = () => {} }: { staticBackdrop?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal
        open={open}
        staticBackdrop={staticBackdrop}
        title="Curriculum"
        onOpenChange={(next) => {
          if (!next) onClose();
          setOpen(next);
        }}
      >
        <p>inside</p>
      </Modal>
    </>
  );
}

test("the dialog is named by its title and closes by its button", async () => {
  render(<Harness />);
  fireEvent.click(screen.getByText("open"));
  // The dialog's code loads on the first open: the dialog appears once it has (the first import of
  // Reach's modules can take seconds on a busy machine; the tests after this one find it loaded).
  const dialog = await screen.findByRole("dialog", { name: "Curriculum" }, { timeout: 10_000 });
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("dialog")).toBeNull();
}, 15_000);

test("Escape closes the dialog", async () => {
  render(<Harness />);
  fireEvent.click(screen.getByText("open"));
  fireEvent.keyDown(await screen.findByRole("dialog"), { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("a static backdrop bumps instead of closing, then settles", async () => {
  const onClose = vi.fn();
  render(<Harness staticBackdrop onClose={onClose} />);
  fireEvent.click(screen.getByText("open"));
  await screen.findByRole("dialog");
  vi.useFakeTimers();
  const overlay = document.querySelector("[data-reach-dialog-overlay]")!;
  fireEvent.mouseDown(overlay);
  fireEvent.click(overlay);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole("dialog").hasAttribute("data-bump")).toBe(true);
  act(() => vi.advanceTimersByTime(300));
  expect(screen.getByRole("dialog").hasAttribute("data-bump")).toBe(false);
  vi.useRealTimers();
});

test.each([{ "aria-label": "Photos of Etna" }, { ariaLabel: "Photos of Etna" }])("a headerless dialog takes its name from %o", async (name) => {
  render(
    <Modal open onOpenChange={() => {}} headerless {...name}>
      <p>slides</p>
    </Modal>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Photos of Etna" });
  expect(dialog.querySelector("h1, h2, h3, h4, h5, h6")).toBeNull();
  expect(dialog.contains(screen.getByRole("button", { name: "Close" }))).toBe(true);
});

test("a headerless dialog whose title is an element is still named by it, through a hidden heading", async () => {
  render(
    <Modal
      open
      onOpenChange={() => {}}
      headerless
      title={
        <span>
          Photos of <em>Etna</em>
        </span>
      }
    >
      <p>slides</p>
    </Modal>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Photos of Etna" });
  const heading = dialog.querySelector("h2")!;
  expect(dialog.getAttribute("aria-labelledby")).toBe(heading.id);
  expect(dialog.hasAttribute("aria-label")).toBe(false);
});

test("a dialog with a header but no title, named by ariaLabel, has no empty heading", async () => {
  render(
    <Modal open onOpenChange={() => {}} ariaLabel="Settings">
      <p>body</p>
    </Modal>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Settings" });
  expect(dialog.querySelector("h1, h2, h3, h4, h5, h6")).toBeNull();
  expect(dialog.contains(screen.getByRole("button", { name: "Close" }))).toBe(true);
});

test("the root attributes passed in cannot undo the dialog's own ARIA: aria-modal stays true", async () => {
  render(
    <Modal open onOpenChange={() => {}} title="Settings" aria-modal={false} aria-roledescription="settings dialog">
      <p>body</p>
    </Modal>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Settings" });
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  expect(dialog.getAttribute("aria-roledescription")).toBe("settings dialog");
});

test("a backdrop click closes a normal dialog, a click inside does not", async () => {
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  fireEvent.click(screen.getByText("open"));
  const inside = await screen.findByText("inside");
  fireEvent.mouseDown(inside);
  fireEvent.click(inside);
  expect(onClose).not.toHaveBeenCalled();
  const overlay = document.querySelector("[data-reach-dialog-overlay]")!;
  fireEvent.mouseDown(overlay);
  fireEvent.click(overlay);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("Escape closes even a static-backdrop dialog", async () => {
  render(<Harness staticBackdrop />);
  fireEvent.click(screen.getByText("open"));
  fireEvent.keyDown(await screen.findByRole("dialog"), { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("the dialog carries its id and an open state", async () => {
  render(
    <Modal open onOpenChange={() => {}} title="Curriculum" id="curriculumModal">
      <p>cv</p>
    </Modal>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Curriculum" });
  expect(dialog.id).toBe("curriculumModal");
  expect(dialog.dataset.state).toBe("open");
  const heading = screen.getByRole("heading", { name: "Curriculum" });
  expect(dialog.getAttribute("aria-labelledby")).toBe(heading.id);
});

test("on the server, and on the client until it first opens, the modal renders nothing", () => {
  const modal = (open: boolean) => (
    <Modal open={open} onOpenChange={() => {}} title="Curriculum">
      <p>cv</p>
    </Modal>
  );
  expect(renderToString(modal(false))).toBe("");
  // Even asked open, so that hydration always meets the server's empty HTML.
  expect(renderToString(modal(true))).toBe("");
  const { container } = render(modal(false));
  expect(container.innerHTML).toBe("");
});

test("a second open, after a close, shows the dialog again", async () => {
  render(<Harness />);
  fireEvent.click(screen.getByText("open"));
  fireEvent.click(await screen.findByRole("button", { name: "Close" }));
  expect(screen.queryByRole("dialog")).toBeNull();
  fireEvent.click(screen.getByText("open"));
  // The code is loaded by now: the dialog is there at once.
  expect(screen.getByRole("dialog", { name: "Curriculum" }).textContent).toContain("inside");
});

test("preloadModal warms the dialog's code, so the first open shows the dialog at once", async () => {
  await expect(preloadModal()).resolves.toBeUndefined();
  render(<Harness />);
  fireEvent.click(screen.getByText("open"));
  // The loaded module renders with the effect that mounts the dialog: no network wait.
  const dialog = await screen.findByRole("dialog", { name: "Curriculum" }, { timeout: 50 });
  expect(dialog.textContent).toContain("inside");
});

test("when the dialog's code cannot load, the modal closes itself and the page stays; a later open retries", async () => {
  vi.resetModules();
  let offline = true;
  vi.doMock("./modal-dialog.js", async (importOriginal) => {
    if (offline) throw new Error("offline");
    return importOriginal();
  });
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const fresh = await import("./modal.js");
  await expect(fresh.preloadModal()).resolves.toBeUndefined();
  const onClose = vi.fn();
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <fresh.Modal open={open} onOpenChange={(next) => (onClose(), setOpen(next))} title="Curriculum">
          <p>body</p>
        </fresh.Modal>
      </>
    );
  }
  render(<Page />);
  const opener = screen.getByText("open");
  fireEvent.click(opener);
  await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(error.mock.calls.some(([message]) => String(message).includes("the dialog could not be loaded"))).toBe(true);
  // The same button, still in the document: the page was not torn down.
  expect(opener.isConnected).toBe(true);
  expect(screen.queryByRole("dialog")).toBeNull();

  offline = false;
  fireEvent.click(opener);
  expect((await screen.findByRole("dialog", { name: "Curriculum" })).textContent).toContain("body");
  vi.doUnmock("./modal-dialog.js");
});

/** The app's own error boundary: shows what it caught. */
class AppBoundary extends Component<{ children: ReactNode }, { caught: unknown }> {
  state = { caught: null as unknown };
  static getDerivedStateFromError(caught: unknown) {
    return { caught };
  }
  render() {
    return this.state.caught ? <p role="alert">The app caught: {String((this.state.caught as Error).message)}</p> : this.props.children;
  }
}

test("an error thrown by the dialog's content reaches the app's own error boundary, not reported as a failed load", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  // React's development build reports the error a boundary catches to the window as well, and
  // jsdom prints what nobody handled: handled here, so the run's output stays clean.
  const handled = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener("error", handled);
  onTestFinished(() => window.removeEventListener("error", handled));
  // What a framework throws to leave the page (Next.js's redirect() is an Error with a digest): it
  // must reach the framework's boundary as it was thrown.
  const redirect = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/done;307;" });
  const caught: unknown[] = [];
  function Form() {
    const [sent, setSent] = useState(false);
    if (sent) throw redirect;
    return (
      <button type="button" onClick={() => setSent(true)}>
        Send
      </button>
    );
  }
  const onOpenChange = vi.fn();
  class Recording extends AppBoundary {
    componentDidCatch(thrown: unknown) {
      caught.push(thrown);
    }
  }
  render(
    <Recording>
      <Modal defaultOpen title="Sign up" onOpenChange={onOpenChange}>
        <Form />
      </Modal>
    </Recording>,
  );
  fireEvent.click(await screen.findByRole("button", { name: "Send" }));
  expect((await screen.findByRole("alert")).textContent).toBe("The app caught: NEXT_REDIRECT");
  expect(caught).toEqual([redirect]);
  expect(onOpenChange).not.toHaveBeenCalled();
  expect(error.mock.calls.some((args) => args.some((arg) => String(arg).includes("could not be loaded")))).toBe(false);
});

test("uncontrolled: defaultOpen shows the dialog after hydration, and it closes itself", async () => {
  const onOpenChange = vi.fn();
  render(
    <Modal defaultOpen onOpenChange={onOpenChange} title="Welcome">
      <p>hello</p>
    </Modal>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Welcome" });
  fireEvent.keyDown(dialog, { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false, { reason: "escape" });
});

test("the close button's name is one of the labels", async () => {
  const onOpenChange = vi.fn();
  render(
    <Modal open onOpenChange={onOpenChange} title="Curriculum" labels={{ close: "Chiudi" }}>
      <p>cv</p>
    </Modal>,
  );
  fireEvent.click(await screen.findByRole("button", { name: "Chiudi" }));
  expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false, { reason: "close-button" });
});

test("onOpenChange names what closed it: the close button, Escape, the backdrop", async () => {
  const onOpenChange = vi.fn();
  render(
    <Modal open onOpenChange={onOpenChange} title="Curriculum">
      <p>cv</p>
    </Modal>,
  );
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  fireEvent.keyDown(dialog, { key: "Escape" });
  const overlay = document.querySelector("[data-reach-dialog-overlay]")!;
  fireEvent.mouseDown(overlay);
  fireEvent.click(overlay);
  expect(onOpenChange.mock.calls).toEqual([
    [false, { reason: "close-button" }],
    [false, { reason: "escape" }],
    [false, { reason: "backdrop" }],
  ]);
});

test("ModalTrigger: an uncontrolled modal opens from its control (onOpenChange(true)), which tells its state", async () => {
  const onOpenChange = vi.fn();
  const onClick = vi.fn();
  render(
    <ModalTrigger>
      <button type="button" onClick={onClick}>
        See the CV
      </button>
      <Modal defaultOpen={false} title="Curriculum" onOpenChange={onOpenChange}>
        <p>cv</p>
      </Modal>
    </ModalTrigger>,
  );
  const trigger = screen.getByRole("button", { name: "See the CV" });
  expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");
  expect(trigger.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(trigger);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onOpenChange).toHaveBeenLastCalledWith(true, { reason: "trigger" });
  const dialog = await screen.findByRole("dialog", { name: "Curriculum" });
  expect(trigger.getAttribute("aria-expanded")).toBe("true");
  expect(trigger.dataset.state).toBe("open");
  fireEvent.keyDown(dialog, { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(trigger.getAttribute("aria-expanded")).toBe("false");
  expect(onOpenChange.mock.calls).toEqual([
    [true, { reason: "trigger" }],
    [false, { reason: "escape" }],
  ]);
  // And again.
  fireEvent.click(trigger);
  expect(screen.getByRole("dialog", { name: "Curriculum" })).toBeTruthy();
});

test("ModalTrigger keeps a controlled modal controlled: the control only asks", async () => {
  const onOpenChange = vi.fn();
  render(
    <ModalTrigger>
      <button type="button">Open</button>
      <Modal open={false} title="Controlled" onOpenChange={onOpenChange}>
        <p>body</p>
      </Modal>
    </ModalTrigger>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true, { reason: "trigger" });
  await Promise.resolve();
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("ModalTrigger: the control's own click handler may cancel the open; a link keeps its address and only a plain click opens", async () => {
  const { unmount } = render(
    <ModalTrigger>
      <button type="button" onClick={(event) => event.preventDefault()}>
        Open
      </button>
      <Modal title="Never">
        <p>body</p>
      </Modal>
    </ModalTrigger>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  await Promise.resolve();
  expect(screen.queryByRole("dialog")).toBeNull();
  unmount();

  render(
    <ModalTrigger>
      <a href="/projects/one">One</a>
      <Modal title="Project">
        <p>body</p>
      </Modal>
    </ModalTrigger>,
  );
  const link = screen.getByRole("link", { name: "One" });
  expect(link.getAttribute("href")).toBe("/projects/one");
  // What the page left to the browser, read on the window once its handlers have run; then kept
  // from jsdom, which cannot follow a link to another document.
  const leftToBrowser: boolean[] = [];
  const browser = (event: MouseEvent) => {
    leftToBrowser.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener("click", browser);
  onTestFinished(() => window.removeEventListener("click", browser));
  // A new-tab click is the browser's.
  fireEvent.click(link, { ctrlKey: true });
  expect(screen.queryByRole("dialog")).toBeNull();
  // A plain click opens the dialog instead of following the link.
  fireEvent.click(link);
  expect(leftToBrowser).toEqual([true, false]);
  expect(await screen.findByRole("dialog", { name: "Project" })).toBeTruthy();
});

test("ModalTrigger on the server: the control rendered, a button disabled until hydration (it needs JavaScript), a link usable", () => {
  const html = (control: ReactElement) =>
    renderToString(
      <ModalTrigger>
        {control}
        <Modal title="T">
          <p>body</p>
        </Modal>
      </ModalTrigger>,
    );
  const button = html(<button type="button">Open</button>);
  expect(button).toMatch(/^<button[^>]* disabled=""[^>]*>Open<\/button>$/);
  expect(button).toContain('aria-haspopup="dialog"');
  const link = html(<a href="/t">Open</a>);
  expect(link).not.toContain("disabled");
  expect(link).toContain('href="/t"');
});

test("description: shown under the title and wired to aria-describedby, beside one passed in", async () => {
  render(
    <>
      <p id="help">Press Escape to close.</p>
      <Modal open title="Delete the file?" description="It cannot be undone." aria-describedby="help">
        <button type="button">Delete</button>
      </Modal>
    </>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Delete the file?" });
  const ids = dialog.getAttribute("aria-describedby")!.split(" ");
  expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(["It cannot be undone.", "Press Escape to close."]);
  expect(dialog.contains(document.getElementById(ids[0]!))).toBe(true);
});

test("without a description nothing is added to aria-describedby", async () => {
  render(
    <Modal open title="Plain">
      <p>body</p>
    </Modal>,
  );
  expect((await screen.findByRole("dialog")).hasAttribute("aria-describedby")).toBe(false);
});

describe("the exit animation", () => {
  // jsdom runs no CSS animations: this stands in for what a browser's getAnimations() returns.
  let finish = () => {};
  const getAnimations = vi.fn();
  beforeEach(() => {
    const finished = new Promise<void>((resolve) => (finish = resolve));
    getAnimations.mockReturnValue([{ finished }]);
    Object.defineProperty(Element.prototype, "getAnimations", { value: getAnimations, configurable: true });
  });
  afterEach(() => {
    delete (Element.prototype as { getAnimations?: unknown }).getAnimations;
  });

  /** Opens the harness's dialog, then closes it by its button: it is now playing its exit. */
  async function openThenClose(onClose = () => {}) {
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByText("open"));
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    return screen.getByRole("dialog");
  }

  test("closing, the dialog stays with data-state=closed until its animations end, then unmounts", async () => {
    const onClose = vi.fn();
    const dialog = await openThenClose(onClose);
    expect(dialog.dataset.state).toBe("closed");
    expect(document.querySelector("[data-reach-dialog-overlay]")?.getAttribute("data-state")).toBe("closed");
    expect(getAnimations).toHaveBeenCalledWith({ subtree: true });
    // Escape during the exit asks nothing more.
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("opened again during its exit, it stays open", async () => {
    expect((await openThenClose()).dataset.state).toBe("closed");
    fireEvent.click(screen.getByText("open"));
    expect(screen.getByRole("dialog").dataset.state).toBe("open");
    await act(async () => finish());
    expect(screen.getByRole("dialog").dataset.state).toBe("open");
  });
});

test("container: the dialog renders into it, and what sits beside it there is hidden from assistive technology", async () => {
  const host = document.createElement("div");
  host.innerHTML = "<p id='beside'>beside</p>";
  document.body.append(host);
  try {
    render(
      <Modal defaultOpen title="Inside the host" container={host}>
        <p>body</p>
      </Modal>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Inside the host" });
    expect(host.contains(dialog)).toBe(true);
    await vi.waitFor(() => expect(document.getElementById("beside")?.getAttribute("aria-hidden")).toBe("true"));
    expect(host.getAttribute("aria-hidden")).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(host.contains(dialog)).toBe(false);
    expect(document.getElementById("beside")?.getAttribute("aria-hidden")).toBeNull();
  } finally {
    host.remove();
  }
});
