export { Paginator } from "./paginator";
export type { PaginatorLabels, PaginatorProps, PaginatorTemplate } from "./paginator";
export { arrowState, clampPage, move, normalizeTotal, pageWindow } from "./paginate";
export type { PageChange, PageDirection } from "./paginate";
