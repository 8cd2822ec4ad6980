import { cvSectionId } from "~/content/ids";
import type { Cv } from "~/content/schemas";
import { Icon } from "~/components/icon";
import * as styles from "./curriculum.css";

type Props = {
  cv: Cv;
  /** Heading level of the section titles: 3 inside the modal (its title is the h2), 2 on the page. */
  level?: 2 | 3;
};

/** The CV's four sections in screen order, each entry with its label, title and description. */
export function Curriculum({ cv, level = 3 }: Props) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={styles.root}>
      {cv.sections.map((section) => {
        const id = cvSectionId(section.title);
        return (
          <section key={section.title} className={styles.section} aria-labelledby={id}>
            <Heading id={id} className={styles.sectionTitle}>
              {/* SPEC §9: the section icon is 60 px, a round badge around the glyph. */}
              <span className={styles.sectionIcon}>
                <Icon name={section.icon} size={28} />
              </span>
              {section.title}
            </Heading>
            <dl className={styles.list}>
              {section.list.map((entry) => (
                <div key={`${entry.label}-${entry.title ?? ""}`} className={styles.entry}>
                  <dt className={styles.label}>{entry.label}</dt>
                  <dd className={styles.body}>
                    {entry.title ? <strong className={styles.title}>{entry.title}</strong> : null}
                    <span className={styles.description}>{entry.description}</span>
                    {entry.github ? (
                      <a className={styles.github} href={entry.github} target="_blank" rel="noopener noreferrer">
                        GITHUB<span className={styles.srOnly}> ({entry.title ?? entry.label}, opens in a new tab)</span>
                      </a>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
