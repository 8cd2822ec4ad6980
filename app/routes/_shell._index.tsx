import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Picture } from "~/components/picture";
import { Timeline } from "~/components/timeline";
import * as section from "~/components/section.css";
import * as styles from "~/components/home/home.css";
import { getContent } from "~/content/content.server";
import { getImage } from "~/content/images.server";
import { seo } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: data ? `${data.site.name} · Front end developer` : "Front end developer",
    description: data
      ? `${data.site.name}, front end developer: education, experience, skills, hobbies and personal projects.`
      : "Portfolio of a front end developer.",
  });

export function loader() {
  const { site, education, experience, skills, hobbies, projects } = getContent();
  return {
    site: { name: site.name, profile: site.profile },
    education,
    experience,
    skills,
    hobbies: hobbies.map((hobby) => ({ ...hobby, picture: getImage(`hobbies/${hobby.image}`) })),
    projects: projects.map((project) => ({ ...project, picture: getImage(`projects/${project.image}`) })),
  };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <section className={section.section} aria-labelledby="intro-title">
        <h1 id="intro-title">
          <span className={section.eyebrow}>Front end developer</span>
          {data.site.name}
        </h1>
        <p className={section.lead}>{data.site.profile}</p>
      </section>

      <section className={section.section} aria-labelledby="education">
        <h2 id="education">Education</h2>
        <Timeline items={data.education} />
      </section>

      <section className={section.section} aria-labelledby="experience">
        <h2 id="experience">Experience</h2>
        <Timeline items={data.experience} />
      </section>

      <section className={section.section} aria-labelledby="skills">
        <h2 id="skills">Skills</h2>
        <ul className={styles.skills}>
          {data.skills.map((skill) => (
            <li key={skill.tecnology} className={styles.skill}>
              <span className={styles.skillName}>{skill.tecnology}</span>
              <span className={styles.skillBar} aria-hidden="true">
                <span className={styles.skillFill} style={{ width: `${skill.percent}%` }} />
              </span>
              <span className={styles.skillPercent}>{skill.percent}%</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={section.section} aria-labelledby="hobbies">
        <h2 id="hobbies">Hobbies</h2>
        <ul className={styles.hobbies}>
          {data.hobbies.map((hobby) => {
            const body = (
              <>
                <Picture image={hobby.picture} alt="" sizes="(min-width: 1024px) 240px, 50vw" className={styles.hobbyPicture} />
                <span className={styles.hobbyName}>{hobby.name}</span>
              </>
            );
            return (
              <li key={hobby.name}>
                {hobby.url ? (
                  <Link to={hobby.url} className={styles.hobby} prefetch="intent">{body}</Link>
                ) : (
                  <a href={hobby.externalUrl} className={styles.hobby} target="_blank" rel="noopener noreferrer">
                    {body}
                    <span className={styles.srOnly}> (opens in a new tab)</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className={section.section} aria-labelledby="projects">
        <h2 id="projects">Personal projects</h2>
        <ul className={styles.projects}>
          {data.projects.map((project) => (
            <li key={project.slug} className={styles.project}>
              <Picture image={project.picture} alt="" sizes="(min-width: 1280px) 300px, (min-width: 768px) 30vw, 100vw" className={styles.projectPicture} />
              <div className={styles.projectBody}>
                <h3 className={styles.projectTitle}>{project.title}</h3>
                <p>{project.description}</p>
                <p className={styles.techLabel}>Used technologies:</p>
                <ul className={styles.tech}>
                  {project.technologies.map((tech) => <li key={tech}>{tech}</li>)}
                </ul>
                {project.buttons?.length ? (
                  <p className={styles.buttons}>
                    {project.buttons.map((button) => (
                      <a key={button.url} href={button.url} target="_blank" rel="noopener noreferrer" className={styles.button}>
                        {button.label}<span className={styles.srOnly}> (opens in a new tab)</span>
                      </a>
                    ))}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
