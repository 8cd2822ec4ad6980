// What one widget's entry in the contract test (src/contract.test.tsx) says about it: the README's
// "API conventions", held for each of the seven. Each widget keeps its case beside it
// (`<widget>/<widget>.contract.tsx`); these files are tests' input and are not built.
import type { UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";

export type ChangeCase = {
  /** The change callback, `on<Thing>Change`, named after the controlled prop `<thing>`. */
  prop: `on${string}Change`;
  /** What a user does on the rendered root to change the value. */
  act: (root: HTMLElement, user: UserEvent) => Promise<void>;
  /** The value it must report first. */
  value: unknown;
  /** The `details.reason` of that change. */
  reason: string;
  /** Every reason the README documents for this callback. */
  reasons: readonly string[];
};

export type ContractCase = {
  /** The widget, with `props` (root attributes, `ref`, `labels`, a change callback) spread on it. */
  render: (props: Record<string, unknown>) => ReactElement;
  /** The root element's tag. */
  tag: string;
  /** The documented values of the root's `data-state`. */
  states: readonly string[];
  /**
   * Its change event; `null` for a widget with no state a user changes; `{ todo }` for one whose
   * change event another branch is bringing (reported as a pending test, never as a pass).
   */
  change: ChangeCase | null | { todo: string };
  /** Texts it shows or announces by default (English), and one `labels` override that replaces one of them. */
  labels: { english: readonly string[]; override: Record<string, unknown>; replaced: { from: string; to: string } };
};
