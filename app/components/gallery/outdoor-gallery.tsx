import type { MouseEvent } from "react";
import { useLastShown } from "~/components/use-modal-url";
import type { PhotoRequest } from "./photo-modal";
import { Picture } from "~/components/picture";
import * as section from "~/components/section.css";
import { imageSrc, type ImageRef } from "~/utils/image-ref";
import { Carousel } from "@davide-marchetti/widgets/carousel";
import { Modal, preloadModalOnIntent } from "@davide-marchetti/widgets/modal";
import * as styles from "./outdoor.css";
import { coverWidth, mainColumnSizes, spanWidth } from "./sizes";

export type OutdoorLocationView = {
  id: number;
  location: string;
  slug: string;
  text: string;
  photos: { file: string; picture: ImageRef }[];
};

const GRID_GAP = 12; // vars.space.sm at a 16px root
const THUMB_RATIO = 3 / 2; // outdoor.css.ts crops thumbnails to 3:2
// The modal's inner width (the widgets' Modal: xl is 1180px, 1rem overlay and 1.25rem body padding)
// and the slide height cap in outdoor.css.ts.
const SLIDE_MAX = "min(1140px, 100vw - 72px)";
const SLIDE_VH = 65;

/** Thumbnails span 4 or 3 of 12 columns by the location's position (SPEC §2); 6 of 12 on phones. */
function thumbSpan(position: number, minWidth: number): number {
  if (minWidth < 768) return 6;
  return position % 2 === 0 ? 4 : 3;
}

function thumbSizes(position: number, picture: ImageRef): string {
  const ratio = picture.width / picture.height;
  return mainColumnSizes((main, minWidth) => {
    const box = spanWidth(main, 12, thumbSpan(position, minWidth), GRID_GAP);
    return ratio > THUMB_RATIO ? coverWidth(box, `(${box}) / ${THUMB_RATIO}`, ratio) : box;
  });
}

export function slideSizes(picture: ImageRef): string {
  const ratio = Math.round((picture.width / picture.height) * 10000) / 10000;
  return `min(${SLIDE_MAX}, ${SLIDE_VH}vh * ${ratio})`;
}

type Props = {
  locations: OutdoorLocationView[];
  /** The photo whose carousel is open (the page keeps it in the URL), or null. */
  open: PhotoRequest | null;
  /** A place the page's address asked for that is not here, or null. */
  missing?: string | null;
  onOpen: (request: PhotoRequest) => void;
  onClose: () => void;
  /** The carousel moved to another photo of the open place. */
  onShow?: (request: PhotoRequest) => void;
};

/**
 * One block per location with its thumbnails; a thumbnail opens a headerless modal with a carousel
 * of that location's photos. Without JavaScript each thumbnail is a plain link to the full photo.
 */
export function OutdoorGallery({ locations, open, missing = null, onOpen, onClose, onShow }: Props) {
  const wanted = open ? locations.find((location) => location.slug === open.location) : undefined;
  // Closing, the dialog fades out still showing its photos.
  const current = useLastShown(wanted);
  // A photo number past the end (an old shared link) shows the last one.
  const startAt = current && open ? Math.min(open.photo, current.photos.length) - 1 : 0;

  const onThumbClick = (event: MouseEvent, location: string, photo: number) => {
    // Let modified clicks open the full-size file in a new tab as the link says.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen({ location, photo });
  };

  return (
    <>
      {missing !== null ? (
        <p role="alert" className={styles.missing}>
          The link names a place that is not on this page, “{missing.length > 60 ? `${missing.slice(0, 60)}…` : missing}”: every place and its photos are below.
        </p>
      ) : null}
      {locations.map((location, position) => (
        <section key={location.id} className={section.section} aria-labelledby={`loc-${location.slug}`}>
          <h2 id={`loc-${location.slug}`}>{location.location}</h2>
          {location.text ? <p>{location.text}</p> : null}
          <ul className={styles.grid}>
            {location.photos.map(({ file, picture }, index) => (
              <li key={file} className={position % 2 === 0 ? styles.wide : styles.narrow}>
                <a
                  href={imageSrc(picture)}
                  className={styles.thumbLink}
                  aria-haspopup="dialog"
                  {...preloadModalOnIntent}
                  onClick={(event) => onThumbClick(event, location.slug, index + 1)}
                >
                  <Picture
                    image={picture}
                    alt={`${location.location}, photo ${index + 1} of ${location.photos.length}`}
                    sizes={thumbSizes(position, picture)}
                    loading={position === 0 ? "eager" : "lazy"}
                    priority={position === 0 && index === 0}
                    className={styles.thumb}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Modal open={wanted != null} onOpenChange={(isOpen) => isOpen || onClose()} headerless aria-label={current ? `Photos of ${current.location}` : "Photos"} size="xl">
        {current ? (
          // autoFocus: focus starts inside the carousel, on its rotation control (which does not
          // pause it), so the arrow keys move the photos at once.
          <Carousel
            key={current.id}
            aria-label={`${current.location}: photos`}
            defaultIndex={startAt}
            onIndexChange={(index) => onShow?.({ location: current.slug, photo: index + 1 })}
            autoFocus
            className={styles.carousel}
          >
            {current.photos.map(({ file, picture }, index) => (
              <figure key={file} className={styles.slide}>
                <Picture
                  image={picture}
                  alt={`${current.location}, photo ${index + 1} of ${current.photos.length}`}
                  sizes={slideSizes(picture)}
                  loading={index === startAt ? "eager" : "lazy"}
                  className={styles.slideImage}
                  style={{ width: `min(100%, ${SLIDE_VH}vh * ${picture.width / picture.height})` }}
                />
                <figcaption className={styles.slideCaption}>
                  <strong>{current.location}</strong>
                  {current.text ? <span> {current.text}</span> : null}
                </figcaption>
              </figure>
            ))}
          </Carousel>
        ) : null}
      </Modal>
    </>
  );
}
