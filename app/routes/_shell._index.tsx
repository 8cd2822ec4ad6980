import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CurriculumModal } from "~/components/curriculum/curriculum-modal";
import { cvPdfHref } from "~/components/curriculum/cv-pdf-path";
import { Hobbies } from "~/components/home/hobbies";
import * as styles from "~/components/home/home.css";
import { isPlainClick, ProjectModal, ProjectTiles } from "~/components/home/projects";
import { Skills } from "~/components/home/skills";
import * as section from "~/components/section.css";
import { Timeline } from "~/components/timeline";
import { homeModals, sameDataForModalQuery, useModalUrl } from "~/components/use-modal-url";
import { getContent } from "~/content/content.server";
import { getImageRef } from "~/content/images.server";
import { seo } from "~/utils/seo";
import { preloadModalOnIntent } from "~/widgets/modal";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: data ? `${data.site.name} · Front end developer` : "Front end developer",
    description: data
      ? `${data.site.name}, front end developer: education, experience, skills, hobbies and personal projects.`
      : "Portfolio of a front end developer.",
  });

export const shouldRevalidate = sameDataForModalQuery;

export function loader() {
  const { site, education, experience, skills, hobbies, projects, cv } = getContent();
  return {
    site: { name: site.name, profile: site.profile },
    education,
    experience,
    skills,
    hobbies: hobbies.map((hobby) => ({ ...hobby, picture: getImageRef(`hobbies/${hobby.image}`) })),
    projects: projects.map((project) => ({ ...project, picture: getImageRef(`projects/${project.image}`) })),
    cv,
    pdfHref: cvPdfHref(site.name),
  };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const modal = useModalUrl(homeModals);
  const request = modal.request;
  const openProject = request?.kind === "project" ? data.projects.find((p) => p.slug === request.slug) : undefined;

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
        <Timeline
          items={data.experience}
          renderAction={(item) =>
            item.dataTarget === "curriculumModal" ? (
              // A real link to the printable page; with JavaScript a plain click opens the modal.
              <a
                href="/curriculum"
                className={styles.timelineAction}
                {...preloadModalOnIntent}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  modal.open({ kind: "cv" });
                }}
              >
                {item.linkText}
                <span className={styles.srOnly}> the curriculum</span>
              </a>
            ) : null
          }
        />
      </section>

      <section className={section.section} aria-labelledby="skills">
        <h2 id="skills">Skills</h2>
        <Skills skills={data.skills} />
      </section>

      <section className={section.section} aria-labelledby="hobbies">
        <h2 id="hobbies">Hobbies</h2>
        <Hobbies hobbies={data.hobbies} />
      </section>

      <section className={section.section} aria-labelledby="projects">
        <h2 id="projects">Personal projects</h2>
        <ProjectTiles projects={data.projects} onOpen={(slug) => modal.open({ kind: "project", slug })} />
      </section>

      <CurriculumModal isOpen={modal.request?.kind === "cv"} onClose={modal.close} cv={data.cv} pdfHref={data.pdfHref} />
      <ProjectModal project={openProject} onClose={modal.close} />
    </>
  );
}
