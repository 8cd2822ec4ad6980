import { Picture } from "~/components/picture";
import type { ImageInfo } from "~/content/images.server";
import type { Slide } from "~/content/schemas";
import { breakpoints } from "~/styles/tokens";
import { Slider } from "~/widgets/slider";
import * as styles from "./slider-demo.css";

export type DemoSlide = Slide & { picture: ImageInfo };

// Cards are at most 455 px wide; on phones they fill the column.
const sizes = `(min-width: ${breakpoints.sm}px) 455px, 100vw`;

/** The four demo cards; a click on a card only logs it (SPEC §2, demo block 2). */
export function SliderDemo({ slides }: { slides: DemoSlide[] }) {
  return (
    <div className={styles.stage}>
      <Slider
        slideList={slides}
        clickableSlide
        onSlideClick={(slide, index) => console.log("Slide clicked:", index, slide.title)}
        ariaLabel="Demo cards"
        renderImage={(slide, { className }) => (
          <Picture image={slide.picture} alt={slide.tag} sizes={sizes} loading="lazy" className={className} />
        )}
      />
    </div>
  );
}
