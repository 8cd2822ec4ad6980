"use client";

import { Children, cloneElement, type MouseEvent, type ReactElement } from "react";
import { useControllableState, useHydrated } from "../shared/hooks.js";
import { isPlainClick } from "../shared/click.js";
import { preloadModal, type ModalOpenChangeDetails, type ModalProps } from "./modal.js";

export type ModalTriggerProps = {
  /**
   * Two elements: the control that opens the dialog (a `<button>`, or a link that keeps its
   * address for new tabs and pages without JavaScript), then the `Modal`.
   */
  children: [ReactElement, ReactElement<ModalProps>];
};

type Handler = (event: MouseEvent) => void;
type TriggerOwnProps = { onClick?: Handler; onPointerEnter?: Handler; onFocus?: Handler; onTouchStart?: Handler; disabled?: boolean };

/**
 * Opens a `Modal` from a control of its own, as React Aria's `DialogTrigger` does: the first child
 * is the control, the second the `Modal`, which keeps its `defaultOpen` (or `open`) and
 * `onOpenChange` (called with `true` and `{ reason: "trigger" }` on opening). The control gets
 * `aria-haspopup="dialog"`, `aria-expanded`, `data-state`, and starts loading the dialog's code
 * when pointed at, focused or touched; its own handlers run first (its click may cancel the open).
 * A `<button>` stays disabled until the page has hydrated. Focus returns to it on close.
 *
 * @example
 * <ModalTrigger>
 *   <button type="button">Curriculum</button>
 *   <Modal title="Curriculum">…</Modal>
 * </ModalTrigger>
 */
export function ModalTrigger({ children }: ModalTriggerProps) {
  const [control, modal] = Children.toArray(children) as [ReactElement<TriggerOwnProps>, ReactElement<ModalProps>];
  const { open: openProp, defaultOpen = false, onOpenChange } = modal.props;
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const hydrated = useHydrated();
  const own = control.props;
  // The control's own handler first; the modal's part unless it cancelled.
  const then = (name: "onClick" | "onPointerEnter" | "onFocus" | "onTouchStart", after: Handler) => (event: MouseEvent) => {
    own[name]?.(event);
    if (!event.defaultPrevented) after(event);
  };
  return (
    <>
      {cloneElement(control, {
        onPointerEnter: then("onPointerEnter", preloadModal),
        onFocus: then("onFocus", preloadModal),
        onTouchStart: then("onTouchStart", preloadModal),
        // A link keeps its address for a new tab (a modified click) and for pages without JavaScript.
        onClick: then("onClick", (event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setOpen(true, { reason: "trigger" });
        }),
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        "data-state": open ? "open" : "closed",
        // A button opens nothing without JavaScript: disabled until it runs.
        ...(control.type === "button" ? { disabled: !hydrated || own.disabled } : {}),
      } as TriggerOwnProps)}
      {cloneElement(modal, { open, onOpenChange: (next: boolean, details: ModalOpenChangeDetails) => setOpen(next, details) })}
    </>
  );
}
