import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { expect, test, vi } from "vitest";
import { Modal } from "./modal";

function Harness({ staticBackdrop = false, onClose = () => {} }: { staticBackdrop?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal
        isOpen={open}
        staticBackdrop={staticBackdrop}
        title="Curriculum"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>inside</p>
      </Modal>
    </>
  );
}

test("the dialog is named by its title and closes by its button", () => {
  render(<Harness />);
  fireEvent.click(screen.getByText("open"));
  const dialog = screen.getByRole("dialog", { name: "Curriculum" });
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("Escape closes the dialog", () => {
  render(<Harness />);
  fireEvent.click(screen.getByText("open"));
  fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("a static backdrop bumps instead of closing, then settles", () => {
  vi.useFakeTimers();
  const onClose = vi.fn();
  render(<Harness staticBackdrop onClose={onClose} />);
  fireEvent.click(screen.getByText("open"));
  const overlay = document.querySelector("[data-reach-dialog-overlay]")!;
  fireEvent.mouseDown(overlay);
  fireEvent.click(overlay);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole("dialog").hasAttribute("data-bump")).toBe(true);
  act(() => vi.advanceTimersByTime(300));
  expect(screen.getByRole("dialog").hasAttribute("data-bump")).toBe(false);
  vi.useRealTimers();
});

test("a headerless dialog takes its name from ariaLabel", () => {
  render(
    <Modal isOpen onClose={() => {}} headerless ariaLabel="Photos of Etna">
      <p>slides</p>
    </Modal>,
  );
  expect(screen.getByRole("dialog", { name: "Photos of Etna" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
});

test("a backdrop click closes a normal dialog, a click inside does not", () => {
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  fireEvent.click(screen.getByText("open"));
  const inside = screen.getByText("inside");
  fireEvent.mouseDown(inside);
  fireEvent.click(inside);
  expect(onClose).not.toHaveBeenCalled();
  const overlay = document.querySelector("[data-reach-dialog-overlay]")!;
  fireEvent.mouseDown(overlay);
  fireEvent.click(overlay);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("Escape closes even a static-backdrop dialog", () => {
  render(<Harness staticBackdrop />);
  fireEvent.click(screen.getByText("open"));
  fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("the dialog carries its id and an open state", () => {
  render(
    <Modal isOpen onClose={() => {}} title="Curriculum" id="curriculumModal">
      <p>cv</p>
    </Modal>,
  );
  const dialog = screen.getByRole("dialog", { name: "Curriculum" });
  expect(dialog.id).toBe("curriculumModal");
  expect(dialog.dataset.state).toBe("open");
  const heading = screen.getByRole("heading", { name: "Curriculum" });
  expect(dialog.getAttribute("aria-labelledby")).toBe(heading.id);
});
