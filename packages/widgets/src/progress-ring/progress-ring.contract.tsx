import type { ContractCase } from "../shared/case.contract.js";
import { ProgressRing } from "./progress-ring.js";

export const progressRingCase: ContractCase = {
  render: (props) => <ProgressRing percent={70} label="css" lazy={false} animationDuration={0} {...props} />,
  tag: "DIV",
  states: ["static", "waiting", "animating", "done"],
  // It shows a value; nothing a user does changes it.
  change: null,
  labels: { english: ["css 70%"], override: { units: " pts" }, replaced: { from: "css 70%", to: "css 70 pts" } },
};
