import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as section from "~/components/section.css";
import { WoodworkGallery } from "~/components/gallery/woodwork-gallery";
import { seo } from "~/utils/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Woodwork · Furniture from reclaimed wood",
    description: "A chest, a chandelier, an umbrella stand, a lamp and a stool, made by hand from reclaimed wood.",
  });

export async function loader() {
  const { getContent } = await import("~/content/content.server");
  const { getImageRef } = await import("~/content/images.server");
  const { woodwork } = getContent();
  return { projects: woodwork.map((project) => ({ ...project, picture: getImageRef(`woodwork/${project.photo}`) })) };
}

export default function Woodwork() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Woodwork</h1>
      <p className={section.lead}>
        Away from the keyboard I build furniture from reclaimed wood: old beams, floorboards and pallets, cleaned, cut and joined by hand. Each piece keeps the marks of its first
        life.
      </p>
      <WoodworkGallery projects={projects} />
    </>
  );
}
