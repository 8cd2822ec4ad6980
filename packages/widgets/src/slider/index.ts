export { Slider } from "./slider.js";
export type { RenderImageInfo, RenderSlideInfo, SlideCard, SlideSource, SliderChangeDetails, SliderChangeReason, SliderLabels, SliderProps } from "./slider.js";
export type { RootProps, WithRootProps } from "../shared/root-props.js";
