import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OutdoorGallery } from "~/components/gallery/outdoor-gallery";
import { usePhotoUrl } from "~/components/gallery/use-photo-url";
import { sameDataForModalQuery } from "~/components/use-modal-url";
import { seo } from "~/utils/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Outdoor · Travel and mountain photos",
    description: "Photos from the mountains, lakes and coasts of Italy: eight places, walked and climbed.",
  });

// The open photo lives in the query (?location=…&photo=…): Back closes the carousel.
export const shouldRevalidate = sameDataForModalQuery;

export async function loader() {
  const { getContent } = await import("~/content/content.server");
  const { getImageRef } = await import("~/content/images.server");
  const { outdoor } = getContent();
  return {
    locations: outdoor.map((location) => ({
      ...location,
      photos: location.photos.map((file) => ({ file, picture: getImageRef(`outdoor/${file}`) })),
    })),
  };
}

export default function Outdoor() {
  const { locations } = useLoaderData<typeof loader>();
  const photo = usePhotoUrl(locations);
  return (
    <>
      {/* SPEC §2 (Outdoor page) writes it with two spaces after the second comma; a string keeps them as written. */}
      <h1>{"I love traveling, I love mountains,  I love nature"}</h1>
      <OutdoorGallery locations={locations} {...photo} />
    </>
  );
}
