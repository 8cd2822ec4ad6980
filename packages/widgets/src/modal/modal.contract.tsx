import type { ContractCase } from "../shared/case.contract.js";
import { Modal } from "./modal.js";

export const modalCase: ContractCase = {
  render: (props) => (
    <Modal open title="Hello" {...props}>
      <p>body</p>
    </Modal>
  ),
  tag: "DIV",
  states: ["open", "closed"],
  change: {
    prop: "onOpenChange",
    act: (root, user) => user.click(root.querySelector("button")!),
    value: false,
    reason: "close-button",
    reasons: ["trigger", "close-button", "escape", "backdrop", "error"],
  },
  labels: { english: ["Close"], override: { close: "Chiudi" }, replaced: { from: "Close", to: "Chiudi" } },
};
