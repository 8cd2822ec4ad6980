import type { ImageRef } from "~/utils/image-ref";
import type { Project } from "~/content/schemas";
import { Icon } from "~/components/icon";
import { Picture } from "~/components/picture";
import * as styles from "./home.css";

type Props = { project: Project; picture: ImageRef };

/** A project's image, description, technologies and links: the body of its modal and of its page. */
export function ProjectDetails({ project, picture }: Props) {
  return (
    <div className={styles.details}>
      <Picture image={picture} alt={`Screenshot of ${project.title}`} sizes="(min-width: 960px) 860px, 100vw" loading="eager" className={styles.detailsPicture} />
      <p>{project.description}</p>
      <p className={styles.techLabel} id={`tech-${project.slug}`}>
        Used technologies:
      </p>
      <ul className={styles.tech} aria-labelledby={`tech-${project.slug}`}>
        {project.technologies.map((tech) => (
          <li key={tech}>{tech}</li>
        ))}
      </ul>
      {project.buttons?.length ? (
        <p className={styles.buttons}>
          {/* SPEC §2: each link button opens in a new tab, the site's own pages (a demo, this
              site) included, so the project being read stays where it was. */}
          {project.buttons.map((button) => (
            <a key={button.url} href={button.url} className={styles.button} target="_blank" rel="noopener noreferrer">
              {button.label}
              <Icon name="external" size={16} />
              <span className={styles.srOnly}> (opens in a new tab)</span>
            </a>
          ))}
        </p>
      ) : null}
    </div>
  );
}
