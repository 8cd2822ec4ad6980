import type { ContractCase } from "../shared/case.contract.js";
import { Paginator } from "./paginator.js";

export const paginatorCase: ContractCase = {
  render: (props) => <Paginator totalPages={5} {...props} />,
  tag: "NAV",
  states: ["empty", "single", "first", "middle", "last"],
  change: {
    prop: "onPageIndexChange",
    act: (root, user) => user.click(root.querySelector("[data-direction=next]")!),
    value: 1,
    reason: "next",
    reasons: ["first", "prev", "next", "last", "page"],
  },
  labels: {
    english: ["Pagination", "First page", "Previous page", "Next page", "Last page", "1 of 5"],
    override: { of: "di" },
    replaced: { from: "1 of 5", to: "1 di 5" },
  },
};
