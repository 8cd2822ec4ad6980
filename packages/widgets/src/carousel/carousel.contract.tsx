import type { ContractCase } from "../shared/case.contract.js";
import { Carousel } from "./carousel.js";

export const carouselCase: ContractCase = {
  render: (props) => (
    <Carousel ariaLabel="Photos" {...props}>
      <p>a</p>
      <p>b</p>
    </Carousel>
  ),
  tag: "SECTION",
  states: ["playing", "paused", "stopped"],
  change: {
    prop: "onIndexChange",
    act: (root, user) => user.click(root.querySelector("button[aria-label='Next slide']")!),
    value: 1,
    reason: "next",
    reasons: ["prev", "next", "key", "page", "drag", "auto"],
  },
  labels: {
    english: ["Previous slide", "Next slide", "Stop automatic slide show", "1 of 2", "Choose a slide"],
    override: { next: "Avanti" },
    replaced: { from: "Next slide", to: "Avanti" },
  },
};
