import type { ContractCase } from "../shared/case.contract.js";
import { Table } from "./table.js";

export const tableCase: ContractCase = {
  render: (props) => <Table data={[{ name: "Giulia" }, { name: "Marco" }]} columns={["name"]} caption="People" {...props} />,
  tag: "DIV",
  states: ["empty", "filled"],
  change: { todo: "onStateChange(state, { reason }) comes with the Table of issue-24b (WIDGETS-24-DECISIONS.md, 8)" },
  labels: {
    english: ["Items per page:", "Filter name", "First page", "Next page", "Table pages", "1 – 2 of 2"],
    override: { itemsPerPage: "Elementi per pagina:" },
    replaced: { from: "Items per page:", to: "Elementi per pagina:" },
  },
};
