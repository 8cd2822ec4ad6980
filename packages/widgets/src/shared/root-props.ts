import type { AriaAttributes, ComponentPropsWithoutRef, CSSProperties } from "react";

/**
 * What every widget's root element takes besides the widget's own props (README, "API
 * conventions"): a class, an inline style, an id, and any `data-*` or `aria-*` attribute. A
 * widget's own `data-state` and the ARIA it needs to work are set after these and win.
 */
export type RootProps = AriaAttributes & {
  className?: string;
  style?: CSSProperties;
  id?: string;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

/**
 * A widget's props with its root element's own beside them (`onClick`, `title`, `hidden`, …,
 * typed as that element's: `div`, `nav` or `section`), which reach the root. A name that is the
 * widget's own (a Counter's `title`, a Carousel's `children`) keeps the widget's meaning.
 */
export type WithRootProps<Own, Tag extends "div" | "nav" | "section"> = Own & Omit<ComponentPropsWithoutRef<Tag>, keyof Own | "children" | "dangerouslySetInnerHTML"> & RootProps;
