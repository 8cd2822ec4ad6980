import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProjectDetails } from "~/components/home/project-details";
import { backLink } from "~/components/home/home.css";
import * as section from "~/components/section.css";
import { seo } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: data ? `${data.project.title} · Personal projects` : "Personal project",
    description: data ? data.project.description.slice(0, 155) : "A personal project.",
  });

export async function loader({ params }: LoaderFunctionArgs) {
  const { getContent } = await import("~/content/content.server");
  const { getImageRef } = await import("~/content/images.server");
  const project = getContent().projects.find((p) => p.slug === params.slug);
  if (!project) throw new Response("Not found", { status: 404 });
  return { project, picture: getImageRef(`projects/${project.image}`) };
}

/** A project as a page: what a tile links to without JavaScript, and a URL to share. */
export default function ProjectPage() {
  const { project, picture } = useLoaderData<typeof loader>();
  return (
    <article className={section.section} aria-labelledby="project-title">
      <p>
        {/* To the projects grid, with no modal opening again (the tile is one tap away). */}
        <Link to="/#projects" className={backLink}>
          Back to the home page
        </Link>
      </p>
      <h1 id="project-title">
        <span className={section.eyebrow}>Personal project</span>
        {project.title}
      </h1>
      <ProjectDetails project={project} picture={picture} />
    </article>
  );
}
