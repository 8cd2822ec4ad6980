import type { Site, SocialChannel } from "~/content/schemas";
import { BreakableEmail } from "~/components/breakable-email";
import { Icon } from "~/components/icon";
import { ThemeToggle } from "~/components/theme-toggle";
import * as styles from "./sidebar.css";

type Props = { site: Site; social: SocialChannel[] };

/**
 * Who the owner is, beyond name and title: the profile and motto, the social links, the e-mail
 * and the theme choice. In the sidebar from 1024 px; below it, after the page's content (the
 * shell renders it there), so a phone's first screen holds the page rather than the profile.
 */
export function About({ site, social }: Props) {
  return (
    <div className={styles.about}>
      <div className={styles.profile}>
        <p>{site.profile}</p>
        <p>
          <span>Motto</span> “{site.motto}”
        </p>
      </div>
      <nav aria-label="Social profiles">
        <ul className={styles.social}>
          {social.map((channel) => (
            <li key={channel.name}>
              <a href={channel.url} target="_blank" rel="noopener noreferrer" title={channel.title}>
                <Icon name={channel.icon} size={20} />
                <span>
                  {channel.title} @{channel.accountname} (opens in a new tab)
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
  );
}
