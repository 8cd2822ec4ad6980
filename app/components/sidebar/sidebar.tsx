import { Link, useLocation } from "@remix-run/react";
import type { ImageRef } from "~/utils/image-ref";
import type { Site, SocialChannel } from "~/content/schemas";
import { Picture } from "~/components/picture";
import { SiteNav } from "~/components/site-nav/site-nav";
import { About } from "./about";
import { PhoneMenu } from "./phone-menu";
import * as styles from "./sidebar.css";

type Props = { site: Site; social: SocialChannel[]; photo: ImageRef };

/**
 * From 1024 px the fixed profile column: photo, title, the site navigation, profile and motto,
 * social links and e-mail. Below it a compact bar: the name, and the navigation in a menu that
 * opens without JavaScript (a <details>); the rest of the column follows the page's content
 * there (the shell's <About>). Only one of each is displayed at a width, so assistive
 * technology meets each once.
 */
export function Sidebar({ site, social, photo }: Props) {
  const { pathname, search } = useLocation();
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <Link to="/" className={styles.homeLink}>
          <Picture image={photo} alt="" sizes="(min-width: 1024px) 80px, 36px" loading="eager" className={styles.photo} />
          <span className={styles.identity}>
            <span className={styles.name}>{site.name}</span>
            <span className={styles.title}>{site.title}</span>
          </span>
        </Link>
        <PhoneMenu key={pathname + search}>
          <SiteNav />
        </PhoneMenu>
        <div className={styles.column}>
          <SiteNav />
          <About site={site} social={social} />
        </div>
      </div>
    </header>
  );
}
