export { Slider } from "./slider";
export type { RenderImageInfo, SlideCard, SliderProps } from "./slider";
export { DEFAULT_SLIDE_WIDTH, slideWidth, slideWidthCss, swipeDirection, trackOffset, visibleSlides } from "./slider-layout";
export type { LayoutInput } from "./slider-layout";
