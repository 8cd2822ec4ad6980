import { Link } from "@remix-run/react";
import type { ImageRef } from "~/utils/image-ref";
import type { Site, SocialChannel } from "~/content/schemas";
import { BreakableEmail } from "~/components/breakable-email";
import { Picture } from "~/components/picture";
import { Icon, isIconName } from "~/components/icon";
import { SiteNav } from "~/components/site-nav/site-nav";
import { ThemeToggle } from "~/components/theme-toggle";
import * as styles from "./sidebar.css";

type Props = { site: Site; social: SocialChannel[]; photo: ImageRef };

/** The fixed profile column: photo, title, the site navigation, profile and motto, social links and e-mail. */
export function Sidebar({ site, social, photo }: Props) {
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <Link to="/" className={styles.homeLink}>
          <Picture image={photo} alt="" sizes="(min-width: 1024px) 128px, 72px" loading="eager" className={styles.photo} />
          <span className={styles.identity}>
            <span className={styles.name}>{site.name}</span>
            <span className={styles.title}>{site.title}</span>
          </span>
        </Link>
        <SiteNav />
        <div className={styles.profile}>
          <p>{site.profile}</p>
          <p className={styles.motto}>
            <span className={styles.mottoLabel}>Motto</span> “{site.motto}”
          </p>
        </div>
        <nav aria-label="Social profiles">
          <ul className={styles.social}>
            {social.map((channel) => (
              <li key={channel.name}>
                <a
                  className={styles.socialLink}
                  href={channel.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={channel.title}
                >
                  <Icon name={isIconName(channel.icon) ? channel.icon : "external"} size={20} />
                  <span className={styles.socialText}>
                    {channel.title} <span className={styles.account}>@{channel.accountname}</span>
                    <span className={styles.newTab}> (opens in a new tab)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className={styles.email} href={`mailto:${site.email}`}>
          <Icon name="mail" size={18} />
          <span>
            <BreakableEmail email={site.email} />
          </span>
        </a>
        <ThemeToggle />
      </div>
    </header>
  );
}
