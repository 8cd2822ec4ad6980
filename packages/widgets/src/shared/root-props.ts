import type { AriaAttributes, CSSProperties } from "react";

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
 * The root attributes among a widget's props: `id`, `style` and every `data-*` and `aria-*` key
 * (`className` is joined with the widget's own class by each widget).
 *
 * @example rootAttributes({ id: "t", "data-x": 1, caption: "People" }) // { id: "t", "data-x": 1 }
 */
export function rootAttributes(props: object): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === "id" || key === "style" || key.startsWith("data-") || key.startsWith("aria-")) picked[key] = value;
  }
  return picked;
}
