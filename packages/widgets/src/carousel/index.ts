export { Carousel } from "./carousel.js";
export type { CarouselLabels, CarouselName, CarouselProps } from "./carousel.js";
export type { CarouselChangeDetails, CarouselChangeReason } from "./use-carousel.js";
export type { RootProps, WithRootProps } from "../shared/root-props.js";
