"use client";

import { DialogContent, DialogInner, unstable_DialogWrapper as DialogWrapper } from "@reach/dialog";
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEventHandler,
  type RefObject,
} from "react";
import FocusLock from "react-focus-lock";
import { useMergedRef } from "../shared/hooks.js";
import { cx } from "../shared/utils.js";
import { defaultLabels } from "./labels.js";
import type { DialogProps } from "./modal.js";
import * as styles from "./modal.css.js";
import { hideOutside, nextPresence, type Presence } from "./presence.js";

/**
 * The Reach-backed half of `Modal`, in its own module so that the dialog's libraries (Reach
 * Dialog, react-focus-lock, react-remove-scroll) load only when a dialog first opens.
 * Use `Modal`, not this.
 *
 * Reach's own focus lock (react-focus-lock 2.5, pinned by @reach/dialog 0.18) puts a focus guard
 * with tabindex="1" before the dialog, and a positive tabindex breaks the page's Tab order for
 * everything else. So Reach's lock is bypassed and the dialog gets the same lock (the same module
 * Reach bundles), without its guards, between two guards of tabindex 0: Tab and Shift+Tab still
 * wrap around inside, focus still moves in, starts on `initialFocusRef` and returns on close.
 *
 * Reach's `DialogOverlay` unmounts at once when closed; built from its parts (`DialogWrapper` and
 * `DialogInner`, which it is made of), the dialog stays for its exit animation with
 * `data-state="closed"` (scroll and focus already released), then unmounts.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  ariaLabel,
  description,
  container,
  headerless = false,
  staticBackdrop = false,
  size = "md",
  initialFocusRef,
  labels,
  id,
  className,
  children,
  dialogRef,
  "aria-describedby": describedBy,
  "aria-label": label,
  onKeyDown,
  ...root
}: DialogProps) {
  const closeLabel = labels?.close ?? defaultLabels.close;
  const titleId = useId();
  const descriptionId = useId();
  const [bumping, setBumping] = useState(false);
  const bumpTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const contentRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const contentRefs = useMergedRef(contentRef, dialogRef);
  // Reach's portal takes its container as a ref object.
  const containerRef = useMemo(() => (container ? { current: container } : undefined), [container]);

  const [presence, setPresence] = useState<Presence>(open ? "open" : "closed");
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    setPresence(nextPresence(presence, open ? "open" : "close"));
  }
  // The exit lasts as long as the animations `data-state="closed"` started (read once the
  // attribute is in the DOM); with none (reduced motion, or no Web Animations API) it ends at once.
  useLayoutEffect(() => {
    if (presence !== "closing") return;
    const animations = overlayRef.current?.getAnimations?.({ subtree: true }) ?? [];
    const settle = () => setPresence((current) => nextPresence(current, "settled"));
    if (!animations.length) return settle();
    let live = true;
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => live && settle());
    return () => {
      live = false;
    };
  }, [presence]);

  useEffect(() => () => clearTimeout(bumpTimer.current), []);

  const onDismiss = useCallback(
    (event: React.MouseEvent | React.KeyboardEvent) => {
      if (staticBackdrop && event.type !== "keydown") {
        clearTimeout(bumpTimer.current);
        setBumping(true);
        // The press on the backdrop moved focus to <body>, out of reach of the dialog's Escape
        // handler and of the focus trap; take it back so the keyboard still works.
        const dialog = contentRef.current;
        if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
        bumpTimer.current = setTimeout(() => setBumping(false), 300);
        return;
      }
      onClose(event.type === "keydown" ? "escape" : "backdrop");
    },
    [onClose, staticBackdrop],
  );

  if (presence === "closed") return null;
  const shown = presence === "open";
  // A visible title names the dialog. Headerless, the name is `ariaLabel` or a string `title`;
  // a title that is not a string (an element) is kept in the dialog, hidden, to name it still.
  const textName = label ?? ariaLabel ?? (typeof title === "string" ? title : undefined);
  const labelled = title != null && (!headerless || textName === undefined);
  const hasDescription = description != null && description !== false && description !== "";
  return (
    // Closed, the wrapper tells Reach's parts (data-state, scroll lock) while the exit plays.
    <DialogWrapper isOpen={shown} containerRef={containerRef}>
      <DialogInner data-reach-dialog-overlay="" ref={overlayRef} onDismiss={onDismiss} dangerouslyBypassFocusLock className={styles.overlay} data-part="overlay">
        <FocusGuard />
        <FocusLock
          disabled={!shown}
          returnFocus
          autoFocus
          noFocusGuards
          className={styles.lock}
          lockProps={{ "data-part": "lock" }}
          onActivation={() => initialFocusRef?.current?.focus()}
        >
          <DialogContent
            {...root}
            as={ContentElement}
            {...{ keyDown: onKeyDown }}
            ref={contentRefs}
            className={cx(styles.content, styles.size[size], className)}
            aria-labelledby={labelled ? titleId : undefined}
            aria-label={labelled ? undefined : textName}
            aria-describedby={cx(hasDescription && descriptionId, describedBy) || undefined}
            id={id}
            // After the root attributes, as every widget's own ARIA: a dialog that traps focus and
            // hides the page is modal, whatever was passed in.
            aria-modal="true"
            data-bump={bumping ? "" : undefined}
          >
            {headerless ? null : (
              <div className={styles.header} data-part="header">
                {title != null ? (
                  <h2 id={titleId} className={styles.title} data-part="title">
                    {title}
                  </h2>
                ) : null}
                <CloseButton label={closeLabel} onClick={() => onClose("close-button")} />
              </div>
            )}
            {headerless && labelled ? (
              <h2 id={titleId} className={styles.hiddenTitle} data-part="title">
                {title}
              </h2>
            ) : null}
            {headerless ? <CloseButton label={closeLabel} onClick={() => onClose("close-button")} floating /> : null}
            <div className={styles.body} data-part="body">
              {hasDescription ? (
                <div id={descriptionId} className={styles.description} data-part="description">
                  {description}
                </div>
              ) : null}
              {children}
            </div>
          </DialogContent>
        </FocusLock>
        <FocusGuard />
      </DialogInner>
      {/* After DialogInner, so that its effect runs after Reach's hider. */}
      {container ? <HideOutsideContainer dialog={contentRef} /> : null}
    </DialogWrapper>
  );
}

/**
 * The dialog's element. Reach's `DialogContent` drops an `onKeyDown` it is given; this `<div>` takes
 * the app's under another name, so the dialog's root passes every handler through as the others do.
 */
const ContentElement = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<"div"> & { keyDown?: KeyboardEventHandler<HTMLDivElement> }>(function ContentElement(
  { keyDown, ...props },
  ref,
) {
  // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- role="dialog" comes from Reach's DialogContent in `props`
  return <div {...props} ref={ref} onKeyDown={keyDown} />;
});

/** Hides what sits beside a dialog rendered into a `container` (see `hideOutside`). */
function HideOutsideContainer({ dialog }: { dialog: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const portal = dialog.current?.closest("reach-portal");
    return portal ? hideOutside(portal) : undefined;
  }, [dialog]);
  return null;
}

/** Focus that leaves the dialog lands here and the lock sends it back in, first or last. */
function FocusGuard() {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focus guard is focusable only to hand focus back to the dialog
  return <div data-focus-guard tabIndex={0} className={styles.focusGuard} data-part="focus-guard" />;
}

function CloseButton({ label, onClick, floating = false }: { label: string; onClick: () => void; floating?: boolean }) {
  return (
    <button type="button" className={floating ? styles.closeFloating : styles.close} data-part="close" onClick={onClick} aria-label={label}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
      </svg>
    </button>
  );
}
