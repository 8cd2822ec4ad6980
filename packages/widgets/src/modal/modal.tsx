"use client";

import { forwardRef, useEffect, useState, type ReactNode, type Ref, type RefObject } from "react";
import { useControllableState } from "../shared/hooks.js";
import type { WithRootProps } from "../shared/root-props.js";

export type ModalSize = "sm" | "md" | "lg" | "xl";

import { defaultLabels, type ModalLabels } from "./labels.js";

export { defaultLabels, type ModalLabels };

/**
 * A dialog must have a name: a visible `title`, or an `aria-label` (or the older `ariaLabel`) when
 * it has none. The types refuse a Modal with neither.
 */
export type ModalName =
  | {
      /** The visible heading, which also names the dialog. */
      title: Exclude<ReactNode, null | undefined | boolean>;
      /** Names a dialog with no visible title (required when `title` is absent). */
      "aria-label"?: string;
      /**
       * Names a dialog with no visible title.
       * @deprecated Use `aria-label`, as every widget takes its name; this still works.
       */
      ariaLabel?: string;
    }
  | {
      /** The visible heading, which also names the dialog. */
      title?: undefined;
      /** Names a dialog with no visible title (required when `title` is absent). */
      "aria-label": string;
      /**
       * Names a dialog with no visible title.
       * @deprecated Use `aria-label`, as every widget takes its name; this still works.
       */
      ariaLabel?: string;
    }
  | {
      /** The visible heading, which also names the dialog. */
      title?: undefined;
      /** Names a dialog with no visible title (required when `title` is absent). */
      "aria-label"?: string;
      /**
       * Names a dialog with no visible title.
       * @deprecated Use `aria-label`, as every widget takes its name; this still works.
       */
      ariaLabel: string;
    };

/**
 * What opened or closed the dialog: its `ModalTrigger`, the close button, Escape, a backdrop click, or
 * `"error"` when the dialog's code could not load.
 */
export type ModalOpenChangeReason = "trigger" | "close-button" | "escape" | "backdrop" | "error";

/** The details of `onOpenChange`. */
export type ModalOpenChangeDetails = { reason: ModalOpenChangeReason };

export type ModalProps = ModalName & {
  /** Whether the dialog is shown, controlled: pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the dialog is shown at first when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Every open and close, with its reason: `true` from a `ModalTrigger`, `false` from the close
   * button, Escape, (unless `staticBackdrop`) a backdrop click, or a failed load.
   */
  onOpenChange?: (open: boolean, details: ModalOpenChangeDetails) => void;
  /** Text under the title that describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /**
   * The element the dialog is rendered into (through a portal).
   * @default document.body
   */
  container?: HTMLElement | null;
  /**
   * Hides the header bar; the close button stays, floating in the corner.
   * @default false
   */
  headerless?: boolean;
  /**
   * A backdrop click makes the dialog bump instead of closing it. Escape still closes.
   * @default false
   */
  staticBackdrop?: boolean;
  /**
   * Maximum width: sm 420 px, md 640 px, lg 900 px, xl 1180 px.
   * @default "md"
   */
  size?: ModalSize;
  /**
   * The element to focus first.
   * @default the first focusable element inside (the close button)
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Texts, merged over the defaults.
   * @default English: see the labels table
   */
  labels?: Partial<ModalLabels>;
  /** The dialog element's id, e.g. "curriculumModal". */
  id?: string;
  /** Added to the dialog element. */
  className?: string;
  /** The dialog's body. */
  children: ReactNode;
};

/** The dialog `<div>`'s own props, beside the modal's. */
type ModalRootProps = Omit<WithRootProps<Record<never, never>, "div">, keyof ModalProps>;

/** What the lazily loaded half receives: the props, with the open state resolved. */
export type DialogProps = Omit<ModalProps & ModalRootProps, "open" | "defaultOpen" | "onOpenChange"> & {
  open: boolean;
  onClose: (reason: ModalOpenChangeReason) => void;
  dialogRef?: Ref<HTMLDivElement>;
};

type DialogModule = typeof import("./modal-dialog.js");
let dialogModule: Promise<DialogModule> | undefined;
/** The dialog's code once it has loaded: a modal opened after that renders it at once. */
let loaded: DialogModule | undefined;

/** The dialog's code, loaded once; a failed load is forgotten, so the next call retries. */
function loadDialog(): Promise<DialogModule> {
  dialogModule ??= import("./modal-dialog.js").then(
    (module) => (loaded = module),
    (error: unknown) => {
      dialogModule = undefined;
      throw error;
    },
  );
  return dialogModule;
}

/**
 * Starts loading the dialog's code: call it when a visitor shows the intent to open a modal
 * (pointer over, focus on, or touch of a trigger) so the first open does not wait for the network.
 * Safe as an event handler: the promise settles once the code has loaded or failed, and never
 * rejects (a failure shows up, and is retried, when a modal opens).
 *
 * @example
 * <a href="/cv" onPointerEnter={preloadModal} onFocus={preloadModal}>CV</a>
 */
export function preloadModal(): Promise<void> {
  return loadDialog().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * `preloadModal` on pointer over, focus and touch: spread these on each control that opens a modal.
 *
 * @example
 * <a href="/curriculum" {...preloadModalOnIntent} onClick={open}>View the curriculum</a>
 */
export const preloadModalOnIntent = { onPointerEnter: preloadModal, onFocus: preloadModal, onTouchStart: preloadModal } as const;

/**
 * A modal dialog (WAI-ARIA dialog pattern), controlled (`open` + `onOpenChange`) or not
 * (`defaultOpen`, and a `ModalTrigger` around it). Focus moves in, stays in and returns to the
 * trigger; page scroll is locked (the scrollbar's width is made up, so nothing shifts); siblings
 * are hidden from assistive technology. The dialog's code loads on the first open (or earlier,
 * through `preloadModal`).
 *
 * @example
 * <Modal open={open} onOpenChange={setOpen} title="Curriculum">…</Modal>
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps & ModalRootProps>(function Modal({ open: openProp, defaultOpen = false, onOpenChange, ...props }, ref) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  // Renders nothing until the dialog is first opened, so the server's HTML and the hydrating render
  // agree whatever `open` says. From then on the dialog stays mounted, closed or not, so that
  // closing (focus return, scroll unlock) runs exactly as Reach does it.
  const [wanted, setWanted] = useState(false);
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  // The load is a promise of its own, not a boundary around the dialog: a failed load is caught
  // here, and anything the dialog's content throws (a bug, a framework's redirect) reaches the
  // app's own error boundary, as it would from anywhere else on the page.
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    loadDialog().then(
      (loadedModule) => live && setModule(loadedModule),
      (error: unknown) => {
        if (!live) return;
        // Offline, or a deploy replaced the chunk: the page stays as it was, the owner's state closed.
        console.error("Modal: the dialog could not be loaded", error);
        setWanted(false);
        setOpen(false, { reason: "error" });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, module, setOpen]);

  if (!wanted || !module) return null;
  const { ModalDialog } = module;
  return <ModalDialog {...props} dialogRef={ref} open={open} onClose={(reason) => setOpen(false, { reason })} />;
});
