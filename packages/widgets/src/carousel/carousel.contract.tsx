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
  change: { todo: "onIndexChange(index, { reason }) comes with the Carousel of issue-24b (WIDGETS-24-DECISIONS.md, 8)" },
  labels: {
    english: ["Previous slide", "Next slide", "Stop automatic slide show", "1 of 2", "Choose a slide"],
    override: { next: "Avanti" },
    replaced: { from: "Next slide", to: "Avanti" },
  },
};
