export { Paginator } from "./paginator.js";
export type { PaginatorLabels, PaginatorLayout, PaginatorProps, PaginatorTemplate } from "./paginator.js";
export type { PageChange, PageChangeReason, PageDirection } from "./paginate.js";
export type { RootProps, WithRootProps } from "../shared/root-props.js";
