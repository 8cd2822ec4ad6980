import { Picture } from "~/components/picture";
import type { ImageInfo } from "~/content/images.server";
import * as styles from "./woodwork.css";
import { coverWidth, mainColumnSizes, spanWidth } from "./sizes";
import { areaFor, WOODWORK_COLUMNS, WOODWORK_GAP, WOODWORK_ROW_VW, type GridArea } from "./woodwork-layout";

export type WoodProjectView = { name: string; description: string; photo: string; picture: ImageInfo };

function sizesFor(area: GridArea, picture: ImageInfo): string {
  const ratio = picture.width / picture.height;
  const span = area.column[1] - area.column[0];
  const rows = area.row[1] - area.row[0];
  return mainColumnSizes((main, minWidth) => {
    // Phones get one photo per row at its own ratio; from md up the photo covers its grid area.
    if (minWidth < 768) return main;
    const box = spanWidth(main, WOODWORK_COLUMNS, span, WOODWORK_GAP);
    return coverWidth(box, `${rows * WOODWORK_ROW_VW}vw + ${(rows - 1) * WOODWORK_GAP}px`, ratio);
  });
}

/** The woodwork photos in an 8 × 8 grid (SPEC §9), each with its name and description as a caption. */
export function WoodworkGallery({ projects }: { projects: WoodProjectView[] }) {
  return (
    <ul className={styles.grid}>
      {projects.map((project, index) => {
        const area = areaFor(index);
        return (
          <li key={project.photo} className={`${styles.item} ${styles.area[index] ?? styles.extra}`}>
            <figure className={styles.figure}>
              <Picture
                image={project.picture}
                alt={project.name}
                sizes={sizesFor(area, project.picture)}
                loading={index < 2 ? "eager" : "lazy"}
                priority={index === 0}
                className={styles.picture}
              />
              <figcaption className={styles.caption}>
                <strong className={styles.name}>{project.name}</strong> {project.description}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
