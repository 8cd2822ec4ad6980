import { expect, test } from "vitest";
import { getContent } from "~/content/content.server";
import { dateRange, keywords, toJsonResume } from "./json-resume";

const content = getContent();
const resume = toJsonResume(content);

test("years become ISO 8601 dates", () => {
  expect(dateRange("2014 - 2017")).toEqual({ startDate: "2014", endDate: "2017" });
  expect(dateRange("2016")).toEqual({ startDate: "2016", endDate: "2016" });
  expect(dateRange("Mother tongue")).toEqual({ startDate: undefined, endDate: undefined });
});

test("prose lists split outside parentheses", () => {
  expect(keywords("Linux (Ubuntu, Debian) for work, macOS, Windows.")).toEqual(["Linux (Ubuntu, Debian) for work", "macOS", "Windows"]);
  expect(keywords("RxJS; NgRx")).toEqual(["RxJS", "NgRx"]);
});

test("every CV entry lands in the document, by section", () => {
  const [education, work, skills, projects] = content.cv.sections;
  expect(resume.education).toHaveLength(education!.list.length);
  expect(resume.work).toHaveLength(work!.list.length);
  expect(resume.projects).toHaveLength(projects!.list.length);
  const languageEntries = skills!.list.filter((e) => /tongue|other languages/i.test(e.label));
  expect(resume.skills).toHaveLength(skills!.list.length - languageEntries.length);
  expect(resume.languages.map((l) => l.language)).toEqual(["Italian", "English", "German"]);
});

test("work titles split into position and employer, with dates", () => {
  expect(resume.work[0]).toMatchObject({ position: "Web design intern", name: "Studio Lanterna, Rovereto", startDate: "2007", endDate: "2008" });
  expect(resume.work.find((w) => w.position === "Freelance web developer")?.name).toBe("Self-employed");
  for (const job of resume.work) expect(job.startDate).toMatch(/^\d{4}$/);
});

test("the basics and profiles come from the site and social content", () => {
  expect(resume.basics).toMatchObject({ name: content.site.name, email: content.site.email, label: content.site.title });
  expect(resume.basics.profiles).toHaveLength(5);
  expect(resume.meta.canonical).toBe(`${content.site.origin}/resume.json`);
  expect(resume.projects.filter((p) => p.url).every((p) => p.url!.startsWith("https://github.com/"))).toBe(true);
});
