import type { MouseEvent } from "react";
import { Icon } from "~/components/icon";
import * as section from "~/components/section.css";
import { preloadModalOnIntent } from "@davide-marchetti/widgets/modal";
import * as styles from "./home.css";

type Props = {
  headline: string;
  intro: string;
  pdfHref: string;
  /** A plain click on "Read the curriculum" opens the curriculum modal instead of its page. */
  onOpenCurriculum: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * The top of the home page: a headline and an introduction that say what the page holds (the
 * sidebar beside it already gives the name, title and profile), and the way to the curriculum.
 */
export function Hero({ headline, intro, pdfHref, onOpenCurriculum }: Props) {
  return (
    <section className={`${section.section} ${section.intro}`} aria-labelledby="intro-title">
      <h1 id="intro-title" className={styles.heroTitle}>
        {headline}
      </h1>
      <p className={section.lead}>{intro}</p>
      <p className={styles.heroActions}>
        <a href="/curriculum" className={styles.heroPrimary} {...preloadModalOnIntent} onClick={onOpenCurriculum}>
          <Icon name="file" size={18} />
          Read the curriculum
        </a>
        <a href={pdfHref} className={styles.heroSecondary} target="_blank" rel="noopener noreferrer" type="application/pdf">
          <Icon name="download" size={18} />
          Download the PDF<span className={styles.srOnly}> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
