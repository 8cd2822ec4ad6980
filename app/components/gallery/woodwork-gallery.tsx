import { Picture } from "~/components/picture";
import type { ImageRef } from "~/utils/image-ref";
import { breakpoints } from "~/styles/layout";
import * as styles from "./woodwork.css";
import { coverWidth, mainColumnSizes, spanWidth } from "./sizes";
import { areaFor, WOODWORK_COLUMNS, WOODWORK_GAP, WOODWORK_ROW_VW, type GridArea } from "./woodwork-layout";

export type WoodProjectView = { name: string; description: string; photo: string; picture: ImageRef };

function sizesFor(area: GridArea, picture: ImageRef): string {
  const ratio = picture.width / picture.height;
  const span = area.column[1] - area.column[0];
  const rows = area.row[1] - area.row[0];
  return mainColumnSizes((main, minWidth) => {
    // Two square tiles a row on phones (a 12 px gap); from md each covers its grid area.
    if (minWidth < breakpoints.md) {
      const half = `((${main}) - 12px) / 2`;
      return coverWidth(half, half, ratio);
    }
    const box = spanWidth(main, WOODWORK_COLUMNS, span, WOODWORK_GAP);
    return coverWidth(box, `${rows * WOODWORK_ROW_VW}vw + ${(rows - 1) * WOODWORK_GAP}px`, ratio);
  });
}

/**
 * The woodwork photos in an 8 × 8 grid (SPEC §9), then their names and descriptions as the
 * gallery's caption. Over the photos themselves only the name shows: a 200-character description
 * laid over a cell of 5vw rows would hide most of the piece it describes.
 */
export function WoodworkGallery({ projects }: { projects: WoodProjectView[] }) {
  return (
    <figure className={styles.gallery}>
      <ul className={styles.grid}>
        {projects.map((project, index) => {
          const area = areaFor(index);
          return (
            <li key={project.photo} className={`${styles.item} ${styles.area[index] ?? styles.extra}`}>
              <Picture
                image={project.picture}
                alt={project.name}
                sizes={sizesFor(area, project.picture)}
                loading={index < 2 ? "eager" : "lazy"}
                priority={index === 0}
                className={styles.picture}
              />
              {/* The alt text already names the photo for assistive technology. */}
              <span className={styles.label} aria-hidden="true">
                {project.name}
              </span>
            </li>
          );
        })}
      </ul>
      <figcaption className={styles.captions}>
        <dl className={styles.list}>
          {projects.map((project) => (
            <div key={project.photo} className={styles.entry}>
              <dt className={styles.name}>{project.name}</dt>
              <dd className={styles.description}>{project.description}</dd>
            </div>
          ))}
        </dl>
      </figcaption>
    </figure>
  );
}
