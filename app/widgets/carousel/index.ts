export { Carousel, defaultLabels } from "./carousel";
export { carouselVars } from "./carousel.css";
export type { CarouselLabels, CarouselProps } from "./carousel";
export { carouselReducer, initialState, rotationEnabled, rotationState, step, swipeDirection, SWIPE_THRESHOLD } from "./carousel-state";
export type { CarouselAction, CarouselState, PauseReason, RotationState } from "./carousel-state";
export { useCarousel } from "./use-carousel";
export type { CarouselControls, UseCarouselOptions } from "./use-carousel";
