import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { CurriculumModal } from "~/components/curriculum/curriculum-modal";
import { cvPdfHref } from "~/components/curriculum/cv-pdf-path";
import { Hero } from "~/components/home/hero";
import { Hobbies } from "~/components/home/hobbies";
import * as styles from "~/components/home/home.css";
import { isPlainClick, ProjectModal, ProjectTiles } from "~/components/home/projects";
import { Skills } from "~/components/home/skills";
import * as section from "~/components/section.css";
import { Timeline } from "~/components/timeline";
import { homeModals } from "~/components/home/home-modals";
import { sameDataForModalQuery, useModalUrl } from "~/components/use-modal-url";
import { seo } from "~/utils/seo";
import { preloadModalOnIntent } from "@davide-marchetti/widgets/modal";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: data ? `${data.site.name} · Front end developer` : "Front end developer",
    description: data ? `${data.site.name}, front end developer: education, experience, skills, hobbies and personal projects.` : "Portfolio of a front end developer.",
  });

export const shouldRevalidate = sameDataForModalQuery;

export async function loader() {
  const { getContent } = await import("~/content/content.server");
  const { getImageRef } = await import("~/content/images.server");
  const { site, education, experience, skills, hobbies, projects, cv } = getContent();
  return {
    site: { name: site.name, headline: site.headline, intro: site.intro },
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

  // A plain click on a link to the curriculum page opens the curriculum modal instead.
  const openCurriculum = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    modal.open({ kind: "cv" });
  };

  return (
    <>
      <Hero headline={data.site.headline} intro={data.site.intro} pdfHref={data.pdfHref} onOpenCurriculum={openCurriculum} />

      <HomeSection id="education" title="Education" items={data.education}>
        <Timeline items={data.education} />
      </HomeSection>

      <HomeSection id="experience" title="Experience" items={data.experience}>
        <Timeline
          items={data.experience}
          renderAction={(item) =>
            item.dataTarget === "curriculumModal" ? (
              // A real link to the printable page; with JavaScript a plain click opens the modal.
              <a href="/curriculum" className={styles.timelineAction} {...preloadModalOnIntent} onClick={openCurriculum}>
                {item.linkText}
                <span className={styles.srOnly}> the curriculum</span>
              </a>
            ) : null
          }
        />
      </HomeSection>

      <HomeSection id="skills" title="Skills" items={data.skills}>
        <Skills skills={data.skills} />
      </HomeSection>

      <HomeSection id="hobbies" title="Hobbies" items={data.hobbies}>
        <Hobbies hobbies={data.hobbies} />
      </HomeSection>

      <HomeSection id="projects" title="Personal projects" items={data.projects}>
        <ProjectTiles projects={data.projects} onOpen={(slug) => modal.open({ kind: "project", slug })} />
      </HomeSection>

      <CurriculumModal isOpen={modal.request?.kind === "cv"} onClose={modal.close} cv={data.cv} pdfHref={data.pdfHref} />
      <ProjectModal project={openProject} onClose={modal.close} />
    </>
  );
}

/** One section of the home page, left out while its list is empty (the owner may empty any list). */
function HomeSection({ id, title, items, children }: { id: string; title: string; items: readonly unknown[]; children: ReactNode }) {
  if (items.length === 0) return null;
  return (
    <section className={section.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
