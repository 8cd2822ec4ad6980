import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Picture } from "~/components/picture";
import * as section from "~/components/section.css";
import * as styles from "~/components/gallery/outdoor.css";
import { getContent } from "~/content/content.server";
import { getImage } from "~/content/images.server";
import { seo } from "~/utils/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Outdoor · Travel and mountain photos",
    description: "Photos from the mountains, lakes and coasts of Italy: eight places, walked and climbed.",
  });

export function loader() {
  const { outdoor } = getContent();
  return {
    locations: outdoor.map((location) => ({
      ...location,
      pictures: location.photos.map((file) => getImage(`outdoor/${file}`)),
    })),
  };
}

export default function Outdoor() {
  const { locations } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>I love traveling, I love mountains,  I love nature</h1>
      {locations.map((location, position) => (
        <section key={location.id} className={section.section} aria-labelledby={`loc-${location.slug}`}>
          <h2 id={`loc-${location.slug}`}>{location.location}</h2>
          {location.text ? <p>{location.text}</p> : null}
          <ul className={styles.grid}>
            {location.pictures.map((picture, index) => (
              <li key={location.photos[index]} className={position % 2 === 0 ? styles.wide : styles.narrow}>
                <Picture
                  image={picture}
                  alt={`${location.location}, photo ${index + 1} of ${location.pictures.length}`}
                  sizes={position % 2 === 0 ? "(min-width: 768px) 30vw, 50vw" : "(min-width: 768px) 22vw, 50vw"}
                  priority={position === 0 && index === 0}
                  className={styles.thumb}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
