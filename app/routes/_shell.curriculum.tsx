import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Curriculum } from "~/components/curriculum/curriculum";
import * as styles from "~/components/curriculum/curriculum.css";
import { cvPdfHref } from "~/components/curriculum/cv-pdf-path";
import { Icon } from "~/components/icon";
import { BreakableEmail } from "~/components/breakable-email";
import * as section from "~/components/section.css";
import { seo } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: data ? `Curriculum vitae · ${data.name}` : "Curriculum vitae",
    description: data ? `Curriculum vitae of ${data.name}, ${data.title}: education, work experience, skills and personal projects.` : "Curriculum vitae.",
  });

export const links: LinksFunction = () => [{ rel: "alternate", type: "application/json", href: "/resume.json", title: "JSON Resume" }];

export async function loader() {
  const { getContent } = await import("~/content/content.server");
  const { site, cv } = getContent();
  return { name: site.name, title: site.title, email: site.email, cv, pdfHref: cvPdfHref(site.name) };
}

/** The curriculum as a page: the no-JavaScript target of the timeline's 'view' link, and the one to print. */
export default function CurriculumPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <article className={[section.section, styles.printPage].join(" ")} aria-labelledby="curriculum-page-title">
      <h1 id="curriculum-page-title">
        <span className={section.eyebrow}>Curriculum vitae</span>
        {data.name}
      </h1>
      <p className={section.lead}>
        {data.title} ·{" "}
        <a href={`mailto:${data.email}`} className={styles.email}>
          <BreakableEmail email={data.email} />
        </a>
      </p>
      <p className={styles.actions} data-print="hide">
        <a className={styles.primaryAction} href={data.pdfHref} target="_blank" rel="noopener noreferrer" type="application/pdf">
          <Icon name="download" size={18} />
          Download the PDF<span className={styles.srOnly}> (opens in a new tab)</span>
        </a>
        {/* Printing needs JavaScript; without it (CSS hides the button) the browser's own Print
            command does the same. Rendered from the start, so the row does not grow when the page
            hydrates. */}
        <button type="button" className={`${styles.action} ${styles.needsScript}`} onClick={() => window.print()}>
          <Icon name="file" size={18} />
          Print
        </button>
        <a className={styles.action} href="/resume.json" type="application/json">
          <Icon name="code" size={18} />
          JSON Resume
        </a>
      </p>
      <Curriculum cv={data.cv} level={2} />
    </article>
  );
}
