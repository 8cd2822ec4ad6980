import { createElement, type ReactNode } from "react";
import { visuallyHidden } from "../shared/visually-hidden.css.js";
import type { SlideCard, SliderLabels } from "./slider.js";
import * as styles from "./slider.css.js";

type CardProps = {
  slide: SlideCard;
  titleId: string;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** Present when the whole card is clickable. */
  onClick?: () => void;
  /** False until the page is interactive: the card button is disabled before then. */
  interactive: boolean;
  labels: Pick<SliderLabels, "newTab" | "cta">;
  image: ReactNode;
};

/** One slide's card: image with its tag, title (a stretched button when clickable), text and link. */
export function Card({ slide, titleId, headingLevel, onClick, interactive, labels, image }: CardProps) {
  return (
    <article className={styles.card} data-part="card" data-clickable={onClick ? "" : undefined}>
      <div className={styles.media} data-part="media">
        {image}
        {/* Without an `alt` of its own the tag is the image's alt text: on screen only, as a caption chip. */}
        <span className={styles.tag} data-part="tag" aria-hidden={slide.alt === undefined ? "true" : undefined}>
          {slide.tag}
        </span>
      </div>
      <div className={styles.body} data-part="body">
        {createElement(
          `h${headingLevel}`,
          { className: styles.title, id: titleId, "data-part": "title" },
          onClick ? (
            <button type="button" className={styles.cardButton} data-part="card-button" disabled={!interactive} onClick={onClick}>
              {slide.title}
            </button>
          ) : (
            slide.title
          ),
        )}
        <p className={styles.description} data-part="description">
          {slide.description}
        </p>
        <a className={styles.cta} data-part="cta" href={slide.link} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
          {slide.cta ?? labels.cta}
          <span className={visuallyHidden}> {labels.newTab}</span>
        </a>
      </div>
    </article>
  );
}
