import type { ContractCase } from "../shared/case.contract.js";
import { Counter } from "./counter.js";

const day = 24 * 60 * 60 * 1000;

export const counterCase: ContractCase = {
  render: (props) => <Counter startDate={Date.now() - day} endDate={Date.now() + day} pauseButton {...props} />,
  tag: "DIV",
  states: ["pending", "running", "paused", "expired", "invalid"],
  change: {
    prop: "onPausedChange",
    act: (root, user) => user.click(root.querySelector("button")!),
    value: true,
    reason: "button",
    reasons: ["button"],
  },
  labels: {
    english: ["Days", "Hours", "Minutes", "Seconds", "Time elapsed", "Pause", "Countdown", "elapsed", "to go"],
    override: { days: "Giorni" },
    replaced: { from: "Days", to: "Giorni" },
  },
};
