export { Carousel } from "./carousel.js";
export type { CarouselLabels, CarouselProps } from "./carousel.js";
