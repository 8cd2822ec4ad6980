import type { ContractCase } from "../shared/case.contract.js";
import { Slider } from "./slider.js";

const slides = [1, 2, 3].map((n) => ({ mediaSrc: `/${n}.jpg`, tag: `t${n}`, title: `Card ${n}`, description: "", link: "/" }));

export const sliderCase: ContractCase = {
  render: (props) => <Slider slideList={slides} {...props} />,
  tag: "SECTION",
  states: ["empty", "single", "first", "middle", "last"],
  change: {
    prop: "onIndexChange",
    act: (root, user) => user.click(root.querySelector("nav [data-direction=next]")!),
    value: 1,
    reason: "next",
    reasons: ["first", "prev", "next", "last", "page", "key", "drag"],
  },
  labels: {
    english: ["Slides", "1 of 3", "Read", "(opens in a new tab)", "Next slide", "Previous slide"],
    override: { cta: "Leggi" },
    replaced: { from: "Read", to: "Leggi" },
  },
};
