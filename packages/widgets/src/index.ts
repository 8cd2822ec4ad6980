// The whole library from one import. Named re-exports only (no `export *`), so bundlers keep just
// the widgets an app uses; each widget also has its own entry point, e.g. "@davide-marchetti/widgets/table".
export { Carousel } from "./carousel/index.js";
export type { CarouselChangeDetails, CarouselChangeReason, CarouselLabels, CarouselName, CarouselProps } from "./carousel/index.js";
export { Counter, parseCounterDate, useCountdown } from "./counter/index.js";
export type {
  CountdownResult,
  CountdownStatus,
  CountdownValues,
  CounterDateInput,
  CounterDateString,
  CounterLabels,
  CounterProps,
  PausedChangeDetails,
  ProgressbarSize,
  TimeLeft,
  UseCountdownOptions,
} from "./counter/index.js";
export { Modal, ModalTrigger, preloadModal, preloadModalOnIntent } from "./modal/index.js";
export type { ModalLabels, ModalName, ModalOpenChangeDetails, ModalOpenChangeReason, ModalProps, ModalSize, ModalTriggerProps } from "./modal/index.js";
export { Paginator } from "./paginator/index.js";
export type { PageChange, PageChangeReason, PageDirection, PaginatorLabels, PaginatorLayout, PaginatorProps, PaginatorTemplate } from "./paginator/index.js";
export { ProgressRing } from "./progress-ring/index.js";
export type { ProgressRingLabels, ProgressRingProps } from "./progress-ring/index.js";
export { Slider } from "./slider/index.js";
export type { RenderImageInfo, RenderSlideInfo, SlideCard, SlideSource, SliderChangeDetails, SliderChangeReason, SliderLabels, SliderProps } from "./slider/index.js";
export { initialTableState, readTableState, Table, writeTableState } from "./table/index.js";
export type {
  FilterAppliedEvent,
  FilterEntry,
  PageEvent,
  SortDirection,
  SortState,
  TableAccessorColumn,
  TableAction,
  TableColumn,
  TableColumnInput,
  TableFieldColumn,
  TableFilterMode,
  TableLabels,
  TableProps,
  TableRow,
  TableSelectionDetails,
  TableState,
  TableStateDetails,
  TableUrlColumn,
} from "./table/index.js";
export { themeDarkDefaults, themeDefaults, themeVars } from "./theme/index.js";
export { useHydrated } from "./hooks/index.js";
export type { RootProps, WithRootProps } from "./shared/root-props.js";
