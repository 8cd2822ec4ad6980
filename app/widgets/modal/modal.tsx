import { Component, lazy, Suspense, useEffect, useState, type ReactNode, type RefObject } from "react";

export type ModalSize = "sm" | "md" | "lg" | "xl";

export type ModalProps = {
  /** Whether the dialog is shown. The parent owns this state. */
  isOpen: boolean;
  /** Called on the close button, Escape, and (unless `staticBackdrop`) a backdrop click. */
  onClose: () => void;
  /** The visible heading, which also names the dialog. */
  title?: ReactNode;
  /** Names a headerless dialog (no visible title); required when `title` is absent. */
  ariaLabel?: string;
  /** Hides the header bar; the close button stays, floating in the corner. */
  headerless?: boolean;
  /** A backdrop click makes the dialog bump instead of closing it. Escape still closes. */
  staticBackdrop?: boolean;
  size?: ModalSize;
  /** The element to focus first; by default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement>;
  /** Text of the close button's accessible name. */
  closeLabel?: string;
  /** The dialog element's id, e.g. "curriculumModal". */
  id?: string;
  className?: string;
  children: ReactNode;
};

type DialogModule = typeof import("./modal-dialog");
let dialogModule: Promise<DialogModule> | undefined;

/** The dialog's code, loaded once; a failed load is forgotten, so the next call retries. */
function loadDialog(): Promise<DialogModule> {
  dialogModule ??= import("./modal-dialog").catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
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

// React.lazy remembers a failure for good: a failed load gets a fresh one for the next open.
const lazyDialog = () => lazy(() => loadDialog().then((module) => ({ default: module.ModalDialog })));
let ModalDialog = lazyDialog();

/** Catches a failed load of the dialog's code, so it costs one dialog and not the page. */
class LoadBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The one modal dialog of the app (WAI-ARIA dialog pattern). Focus moves in, stays in and returns
 * to the trigger; page scroll is locked (the scrollbar's width is made up, so nothing shifts);
 * siblings are hidden from assistive technology. The dialog's code loads on the first open (or
 * earlier, through `preloadModal`).
 *
 * @example
 * <Modal isOpen={open} onClose={() => setOpen(false)} title="Curriculum">…</Modal>
 */
export function Modal(props: ModalProps) {
  // Renders nothing until the dialog is first opened, so the server's HTML and the hydrating render
  // agree whatever `isOpen` says. From then on the dialog stays mounted, closed or not, so that
  // closing (focus return, scroll unlock) runs exactly as Reach does it.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (props.isOpen) setWanted(true);
  }, [props.isOpen]);

  if (!wanted) return null;
  const onLoadError = (error: unknown) => {
    // Offline, or a deploy replaced the chunk: the page stays as it was, the parent's state closed.
    console.error("Modal: the dialog could not be loaded", error);
    ModalDialog = lazyDialog();
    setWanted(false);
    props.onClose();
  };
  return (
    <LoadBoundary onError={onLoadError}>
      <Suspense fallback={null}>
        <ModalDialog {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
