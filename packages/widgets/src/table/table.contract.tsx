import type { ContractCase } from "../shared/case.contract.js";
import { Table } from "./table.js";

export const tableCase: ContractCase = {
  render: (props) => <Table data={[{ name: "Giulia" }, { name: "Marco" }]} columns={["name"]} caption="People" {...props} />,
  tag: "DIV",
  states: ["empty", "filled"],
  change: {
    prop: "onStateChange",
    act: (root, user) => user.click(root.querySelector("[data-part=sort-button]")!),
    value: { filters: [], sort: { active: "name", direction: "asc" }, pageIndex: 0, pageSize: 5 },
    reason: "sort",
    reasons: ["sort", "filter", "page", "page-size"],
  },
  labels: {
    english: ["Items per page:", "Filter name", "First page", "Next page", "People: pages", "1 – 2 of 2"],
    override: { itemsPerPage: "Elementi per pagina:" },
    replaced: { from: "Items per page:", to: "Elementi per pagina:" },
  },
};
