import { version } from "react";

// React 19 knows `inert` as a boolean attribute and drops an empty string; React 18 does not know
// it, passes strings through and warns about `true`. Each gets the form it renders as `inert=""`.
const booleanInert = Number.parseInt(version, 10) >= 19;

/** Props that make an element inert (or not), on React 18 and 19 alike. `<div {...inertProps(hidden)} />` */
export function inertProps(inert: boolean): Record<string, unknown> {
  if (!inert) return {};
  return { inert: booleanInert ? true : "" };
}
