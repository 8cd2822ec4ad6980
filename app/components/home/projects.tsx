import type { MouseEvent } from "react";
import type { ImageRef } from "~/utils/image-ref";
import type { Project } from "~/content/schemas";
import { Picture } from "~/components/picture";
import { useLastShown } from "~/components/use-modal-url";
import { Modal, preloadModalOnIntent } from "@davide-marchetti/widgets/modal";
import { ProjectDetails } from "./project-details";
import * as styles from "./home.css";

export type ProjectWithPicture = Project & { picture: ImageRef };

/** Whether a click should open the modal rather than let the browser follow the link (new tab etc.). */
export function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type TilesProps = { projects: ProjectWithPicture[]; onOpen: (slug: string) => void };

/**
 * Seven tiles, three per row from medium screens up. Each is a real link to the project's page,
 * which is what it stays without JavaScript; with it, a plain click opens the modal instead.
 */
export function ProjectTiles({ projects, onOpen }: TilesProps) {
  return (
    <ul className={styles.projects}>
      {projects.map((project) => (
        <li key={project.slug}>
          <a
            href={`/projects/${project.slug}`}
            className={styles.project}
            {...preloadModalOnIntent}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen(project.slug);
            }}
          >
            <Picture image={project.picture} alt="" sizes="(min-width: 1280px) 340px, (min-width: 768px) 30vw, 100vw" className={styles.projectPicture} />
            <span className={styles.projectTitle}>{project.title}</span>
            <span className={styles.projectTech}>{project.technologies.slice(0, 3).join(" · ")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

type ModalProps = { project: ProjectWithPicture | undefined; onClose: () => void };

/** The modal of one project (the spec's workModal). */
export function ProjectModal({ project, onClose }: ModalProps) {
  // Closing, the dialog fades out still showing its project.
  const shown = useLastShown(project);
  return (
    <Modal open={project !== undefined} onOpenChange={(open) => open || onClose()} title={shown?.title ?? ""} size="lg" id="workModal">
      {shown ? <ProjectDetails project={shown} picture={shown.picture} /> : null}
    </Modal>
  );
}
