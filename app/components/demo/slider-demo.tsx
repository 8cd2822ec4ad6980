import { Picture } from "~/components/picture";
import type { ImageRef } from "~/utils/image-ref";
import type { Slide } from "~/content/schemas";
import { breakpoints } from "~/styles/layout";
import { Slider } from "@davide-marchetti/widgets/slider";
import * as styles from "./slider-demo.css";

export type DemoSlide = Slide & { picture: ImageRef };

// Cards are at most 455 px wide; on phones they fill the column.
const sizes = `(min-width: ${breakpoints.sm}px) 455px, 100vw`;

// Two cards share the column (half of it, at most half of the widest main column) once each
// half is at least the slider's 240 px minimum, from about 600 px; one card fills it below.
const halfSizes = `(min-width: ${breakpoints.lg}px) 480px, (min-width: ${breakpoints.sm}px) 50vw, 100vw`;

// The site's paginator position text is Italian ("1 di 4"); the widget's default is English.
const ITALIAN = { of: "di" };

const picture = (slide: DemoSlide, className: string, cardSizes: string) => (
  <Picture image={slide.picture} alt={slide.tag} sizes={cardSizes} loading="lazy" className={className} />
);

/** The four demo cards; a click on a card only logs it (SPEC §2, demo block 2). Then a variant. */
export function SliderDemo({ slides }: { slides: DemoSlide[] }) {
  return (
    <div className={styles.stage}>
      <Slider
        slideList={slides}
        clickableSlide
        onSlideClick={(slide, index) => console.log("Slide clicked:", index, slide.title)}
        aria-label="Demo cards"
        labels={ITALIAN}
        renderImage={(slide, { className }) => picture(slide, className, sizes)}
      />
      <h3 className={styles.heading}>Two at a time</h3>
      <p className={styles.note}>
        Props: <code>maxVisibleSlides=2</code> (each card is half the wrapper minus the gap; where that is narrower than <code>minSlideWidth</code>, 240 px by default, one card
        shows), <code>spaceBetweenSlide=16</code>, <code>paginatorTemplate="templateTwo"</code>, <code>headingLevel=4</code>; cards are not clickable.
      </p>
      <Slider
        slideList={slides}
        maxVisibleSlides={2}
        spaceBetweenSlide={16}
        paginatorTemplate="templateTwo"
        headingLevel={4}
        aria-label="Demo cards, two at a time"
        labels={ITALIAN}
        renderImage={(slide, { className }) => picture(slide, className, halfSizes)}
      />
    </div>
  );
}
