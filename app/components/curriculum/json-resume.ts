import type { Cv, CvEntry, Site, SocialChannel } from "~/content/schemas";

/** The subset of JSON Resume 1.0.0 (https://jsonresume.org/schema) this site fills in. */
export type JsonResume = {
  $schema: string;
  basics: {
    name: string;
    label: string;
    email: string;
    url: string;
    summary: string;
    profiles: { network: string; username: string; url: string }[];
  };
  work: { name: string; position: string; startDate?: string; endDate?: string; summary: string }[];
  education: { institution: string; studyType: string; startDate?: string; endDate?: string; courses: string[] }[];
  skills: { name: string; level?: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  projects: { name: string; description: string; url?: string }[];
  meta: { canonical: string; version: string };
};

/**
 * The years of a label like "2014 - 2017" or "2016" as ISO 8601 dates (JSON Resume allows a bare year).
 * @example dateRange("2014 - 2017") // { startDate: "2014", endDate: "2017" }
 */
export function dateRange(label: string): { startDate?: string; endDate?: string } {
  const years = label.match(/\b(19|20)\d{2}\b/g) ?? [];
  return { startDate: years[0], endDate: years[1] ?? years[0] };
}

/**
 * Splits a list written as prose on commas and semicolons that are not inside parentheses.
 * @example keywords("Linux (Ubuntu, Debian), macOS.") // ["Linux (Ubuntu, Debian)", "macOS"]
 */
export function keywords(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(") depth += 1;
    if (char === ")") depth = Math.max(0, depth - 1);
    if ((char === "," || char === ";") && depth === 0) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim().replace(/\.$/, "")).filter(Boolean);
}

const sectionNamed = (cv: Cv, title: string): CvEntry[] => cv.sections.find((s) => s.title === title)?.list ?? [];

/** The CV as a JSON Resume document, from the same content the modal and the PDF show. */
export function toJsonResume({ site, social, cv }: { site: Site; social: SocialChannel[]; cv: Cv }): JsonResume {
  const skillEntries = sectionNamed(cv, "PERSONAL SKILLS AND COMPETENCES");
  const isLanguage = (entry: CvEntry) => /tongue|language/i.test(entry.label) && !/programming/i.test(entry.label);
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name: site.name,
      label: site.title,
      email: site.email,
      url: site.origin,
      summary: site.profile,
      profiles: social.map((channel) => ({ network: channel.title, username: channel.accountname, url: channel.url })),
    },
    work: sectionNamed(cv, "WORK EXPERIENCE").map((entry) => {
      const [position, employer] = (entry.title ?? entry.label).split(/\s+-\s+/, 2);
      return {
        name: employer ?? "Self-employed",
        position: position ?? entry.label,
        ...dateRange(entry.label),
        summary: entry.description,
      };
    }),
    education: sectionNamed(cv, "EDUCATION AND TRAINING").map((entry) => ({
      institution: entry.description.split(/[.:]/)[0] ?? entry.description,
      studyType: entry.title ?? entry.label,
      ...dateRange(entry.label),
      courses: [entry.description],
    })),
    skills: skillEntries
      .filter((entry) => !isLanguage(entry))
      .map((entry) => ({ name: entry.label, ...(entry.title ? { level: entry.title } : {}), keywords: keywords(entry.description) })),
    languages: skillEntries.filter(isLanguage).flatMap((entry) => keywords(entry.title ?? "").map((language) => ({ language, fluency: entry.description }))),
    projects: sectionNamed(cv, "PERSONAL PROJECTS").map((entry) => ({
      name: entry.title ?? entry.label,
      description: entry.title ? `${entry.label}. ${entry.description}` : entry.description,
      ...(entry.github ? { url: entry.github } : {}),
    })),
    meta: { canonical: new URL("/resume.json", site.origin).href, version: "v1.0.0" },
  };
}
