"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "../shared/hooks.js";
import { useIsomorphicLayoutEffect } from "../shared/use-isomorphic-layout-effect.js";
import * as styles from "./table.css.js";
import { tooltipPosition } from "./tooltip-position.js";

/** One button of the actions column. Extra fields (action, link) ride along to `onAction`. */
export type TableAction = { label: string; icon?: string; title?: string; disable?: boolean };

/** Touch: the tooltip appears after a 500 ms press and hides 1500 ms after the finger lifts (SPEC §9). */
export const TOUCH_SHOW_DELAY = 500;
export const TOUCH_HIDE_DELAY = 1500;

type Props = {
  action: Pick<TableAction, "label" | "title" | "disable">;
  icon?: ReactNode;
  onClick: () => void;
};

/**
 * An action button whose title is an accessible tooltip: shown on hover, on focus and after a
 * long touch press, hidden by Escape. It stays in the DOM (hidden) so `aria-describedby` always
 * names it, with JavaScript off too. Shown, it is placed in the viewport (in the top layer where
 * the browser has popovers), so the table's scroll box never cuts it.
 */
export function ActionButton({ action, icon, onClick }: Props) {
  const tooltipId = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const touchShown = useRef(false);
  const title = action.title?.trim();
  // An action runs only with JavaScript: the button is disabled until then.
  const hydrated = useHydrated();

  const clear = () => clearTimeout(timer.current);
  useEffect(() => clear, []);

  // Escape dismisses the tooltip wherever focus is (WCAG 1.4.13), without moving focus.
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setShown(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shown]);

  // Before the browser paints it: into the top layer, then beside its button, within the screen;
  // again whenever anything scrolls or the window resizes while it shows.
  const tip = useRef<HTMLSpanElement>(null);
  useIsomorphicLayoutEffect(() => {
    const element = tip.current;
    if (!shown || !element) return;
    const place = () => {
      const { width, height } = element.getBoundingClientRect();
      const { left, top } = tooltipPosition(
        element.parentElement!.getBoundingClientRect(),
        { width, height },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      );
      element.style.left = `${left}px`;
      element.style.top = `${top}px`;
    };
    // Made a popover only while it shows: a browser without popovers keeps it where it is, fixed.
    if ("showPopover" in element) {
      element.popover = "manual";
      element.showPopover();
    }
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
      // Taking the attribute away closes an open popover.
      element.removeAttribute("popover");
    };
  }, [shown]);

  return (
    // The anchor, not the button, listens for the pointer: a disabled button fires no events,
    // and its tooltip is what tells why it is disabled.
    <span
      className={styles.tooltipAnchor}
      data-part="action-anchor"
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse" && title) setShown(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") setShown(false);
      }}
      onPointerDown={(event) => {
        if (event.pointerType !== "touch" || !title) return;
        clear();
        touchShown.current = false;
        timer.current = setTimeout(() => {
          touchShown.current = true;
          setShown(true);
        }, TOUCH_SHOW_DELAY);
      }}
      onPointerUp={(event) => {
        if (event.pointerType !== "touch") return;
        clear();
        if (touchShown.current) timer.current = setTimeout(() => setShown(false), TOUCH_HIDE_DELAY);
      }}
      onPointerCancel={() => {
        clear();
        setShown(false);
      }}
    >
      <button
        type="button"
        className={styles.actionButton}
        data-part="action"
        disabled={!hydrated || Boolean(action.disable)}
        aria-describedby={title ? tooltipId : undefined}
        onFocus={() => title && setShown(true)}
        onBlur={() => setShown(false)}
        onClick={() => {
          // A long press shows the tooltip; it should not also fire the action.
          if (touchShown.current) {
            touchShown.current = false;
            return;
          }
          onClick();
        }}
        onContextMenu={(event) => {
          if (touchShown.current) event.preventDefault();
        }}
      >
        {icon}
        {action.label}
      </button>
      {title ? (
        <span ref={tip} role="tooltip" id={tooltipId} className={styles.tooltip} data-part="tooltip" hidden={!shown} data-state={shown ? "open" : "closed"}>
          {title}
        </span>
      ) : null}
    </span>
  );
}
