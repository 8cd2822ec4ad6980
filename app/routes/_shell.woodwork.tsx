import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Picture } from "~/components/picture";
import * as section from "~/components/section.css";
import * as styles from "~/components/gallery/woodwork.css";
import { getContent } from "~/content/content.server";
import { getImage } from "~/content/images.server";
import { seo } from "~/utils/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Woodwork · Furniture from reclaimed wood",
    description: "A chest, a chandelier, an umbrella stand, a lamp and a stool, made by hand from reclaimed wood.",
  });

export function loader() {
  const { woodwork } = getContent();
  return { projects: woodwork.map((project) => ({ ...project, picture: getImage(`woodwork/${project.photo}`) })) };
}

export default function Woodwork() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Woodwork</h1>
      <p className={section.lead}>Pieces made by hand from reclaimed wood.</p>
      <ul className={styles.grid}>
        {projects.map((project, index) => (
          <li key={project.photo} className={styles.item}>
            <figure className={styles.figure}>
              <Picture image={project.picture} alt={project.name} sizes="(min-width: 1024px) 40vw, 100vw" priority={index === 0} className={styles.picture} />
              <figcaption className={styles.caption}>
                <strong>{project.name}</strong> {project.description}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
