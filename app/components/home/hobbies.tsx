import { Link } from "@remix-run/react";
import type { ImageRef } from "~/utils/image-ref";
import type { Hobby } from "~/content/schemas";
import { Picture } from "~/components/picture";
import * as styles from "./home.css";

type Props = { hobbies: (Hobby & { picture: ImageRef })[] };

/** Four hobbies, each an image and a name: three site pages and one external site in a new tab. */
export function Hobbies({ hobbies }: Props) {
  return (
    <ul className={styles.hobbies}>
      {hobbies.map((hobby) => {
        const body = (
          <>
            <Picture image={hobby.picture} alt="" sizes="(min-width: 768px) 240px, 50vw" className={styles.hobbyPicture} />
            <span className={styles.hobbyName}>{hobby.name}</span>
          </>
        );
        return (
          <li key={hobby.name}>
            {hobby.url ? (
              <Link to={hobby.url} className={styles.hobby} prefetch="intent">
                {body}
              </Link>
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
  );
}
