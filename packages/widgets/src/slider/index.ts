export { Slider } from "./slider.js";
export type { RenderImageInfo, SlideCard, SliderLabels, SliderProps } from "./slider.js";
export type { RootProps } from "../shared/root-props.js";
