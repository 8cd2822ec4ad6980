export { Slider } from "./slider.js";
export type { RenderImageInfo, SlideCard, SliderLabels, SliderProps } from "./slider.js";
