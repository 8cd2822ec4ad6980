// @vitest-environment jsdom
// The owner can grow or shrink every list (SPEC decision 1): the schemas check shape, not
// quantity. This builds the site twice, at once, with the project's own `npm run build`: from a
// content folder with one more, and from one with one fewer, experience, skill, project, outdoor
// location and lesson; and checks that the pages, the sitemap, the CV PDF and /resume.json follow.
//
// Each build reuses the project's encoded images (hard links) and encodes only what is new, so a
// variant costs about as much as an incremental rebuild of the project, not a full one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Cv, Lesson, OutdoorLocation, Project, Skill, Timeline } from "../../app/content/schemas";
import { noisyLines } from "../../scripts/lib/build-output";
import { pdfText } from "../helpers/pdf-text";
import { build, exported, makeVariant, ROOT, type Variant } from "./variant";

type Content = { timeline: Timeline; skills: Skill[]; projects: Project[]; outdoor: OutdoorLocation[]; lessons: Lesson[]; cv: Cv };

function read(variant: Variant): Content {
  return {
    timeline: variant.readJson("timeline"),
    skills: variant.readJson("skills"),
    projects: variant.readJson("projects"),
    outdoor: variant.readJson("outdoor"),
    lessons: variant.readJson("lessons"),
    cv: variant.readJson("cv"),
  };
}

function write(variant: Variant, content: Content) {
  for (const [name, data] of Object.entries(content)) variant.writeJson(name, data);
}

const section = (cv: Cv, title: string) => cv.sections.find((s) => s.title === title)!.list;

/** One more of each kind, the way the README tells the owner to add them. */
function addOneOfEach(variant: Variant) {
  const c = read(variant);
  // A job goes before the last item, which opens the curriculum; the CV gets it too.
  c.timeline.experience.splice(-1, 0, {
    id: "platform-lead-2026",
    icon: "briefcase",
    title: "2026 - today",
    subtitle: "Front-end platform lead",
    description: "Leads the team that builds the shared component library of a travel company.",
  });
  section(c.cv, "WORK EXPERIENCE").push({ label: "2026 - today", title: "Front-end platform lead - Viaggi Alpini", description: "Shared component library and design tokens." });
  c.skills.push({ tecnology: "rust", percent: 25 });
  c.projects.push({
    id: "workModal",
    slug: "garden-planner",
    title: "Garden planner",
    image: "garden-planner.jpg",
    description: "A planner for a vegetable garden: beds, crops and a sowing calendar.",
    technologies: ["Svelte", "TypeScript"],
    buttons: [{ label: "GitHub", url: "https://github.com/davide-marchetti-dev/garden-planner" }],
  });
  variant.copyImage("projects/portfolio.jpg", "projects/garden-planner.jpg");
  section(c.cv, "PERSONAL PROJECTS").push({
    label: "Garden planner",
    title: "garden-planner",
    description: "Beds, crops and a sowing calendar.",
    github: "https://github.com/davide-marchetti-dev/garden-planner",
  });
  c.outdoor.push({ id: 8, location: "Lago di Como", slug: "lago-di-como", text: "", photos: ["lago-di-como-1.jpg", "lago-di-como-2.jpg"] });
  variant.copyImage("outdoor/lago-di-garda-1.jpg", "outdoor/lago-di-como-1.jpg");
  variant.copyImage("outdoor/lago-di-garda-2.jpg", "outdoor/lago-di-como-2.jpg");
  c.lessons.push({ slug: "promesse-in-javascript", title: "Le promesse", description: "Che cos'è una promessa e come si aspetta il suo risultato." });
  variant.writeFile("lessons/promesse-in-javascript.mdx", "## Che cos'è una promessa\n\nUna promessa rappresenta un valore che arriverà più tardi.\n");
  write(variant, c);
}

/** One fewer of each kind. */
function removeOneOfEach(variant: Variant) {
  const c = read(variant);
  const job = c.timeline.experience.shift()!;
  expect(job.dataTarget).toBeUndefined();
  section(c.cv, "WORK EXPERIENCE").shift();
  c.skills.pop();
  const project = c.projects.pop()!;
  const cvProjects = section(c.cv, "PERSONAL PROJECTS");
  cvProjects.splice(
    cvProjects.findIndex((entry) => entry.label === project.title),
    1,
  );
  c.outdoor.pop();
  const lesson = c.lessons.pop()!;
  variant.removeFile(`lessons/${lesson.slug}.mdx`);
  write(variant, c);
}

/** The exported HTML, parsed (jsdom gives this test file a DOMParser). */
const document = (html: string) => new DOMParser().parseFromString(html, "text/html");
const texts = (nodes: Iterable<Element>) => [...nodes].map((node) => node.textContent?.replace(/\s+/g, " ").trim());
const squash = (text: string) => text.replace(/\s+/g, "");

/** Everything the site shows of the content, checked against the variant's own files. */
function expectTheSiteFollows(variant: Variant) {
  const c = read(variant);
  const prerendered = (JSON.parse(readFileSync(path.join(variant.dir, "build/prerender.json"), "utf8")) as { pages: { path: string }[] }).pages.map((p) => p.path);

  const home = document(exported(variant, "index.html"));
  expect(texts(home.querySelectorAll("section[aria-labelledby=experience] li h3"))).toEqual(c.timeline.experience.map((item) => item.title));
  expect(texts(home.querySelectorAll("section[aria-labelledby=skills] li")).map((text) => text?.toLowerCase())).toEqual(
    c.skills.map((skill) => expect.stringContaining(skill.tecnology)),
  );
  expect(home.querySelectorAll("section[aria-labelledby=skills] li")).toHaveLength(c.skills.length);
  const tiles = [...home.querySelectorAll("section[aria-labelledby=projects] li a")];
  expect(tiles.map((tile) => tile.getAttribute("href"))).toEqual(c.projects.map((project) => `/projects/${project.slug}`));
  expect(texts(tiles)).toEqual(c.projects.map((project) => expect.stringContaining(project.title)));

  // Every project has its page; no page is left for a removed one.
  expect(prerendered.filter((p) => p.startsWith("/projects/")).sort()).toEqual(c.projects.map((project) => `/projects/${project.slug}`).sort());

  const outdoor = document(exported(variant, "outdoor.html"));
  expect(texts(outdoor.querySelectorAll("main section h2"))).toEqual(c.outdoor.map((location) => location.location));
  expect(outdoor.querySelectorAll("main section img")).toHaveLength(c.outdoor.reduce((sum, location) => sum + location.photos.length, 0));

  const lessonPaths = c.lessons.map((lesson) => `/js-doc/${lesson.slug}`);
  expect(prerendered.filter((p) => p.startsWith("/js-doc/")).sort()).toEqual([...lessonPaths].sort());
  const index = document(exported(variant, "js-doc.html"));
  expect(texts(index.querySelectorAll("main section li h2"))).toEqual(c.lessons.map((lesson) => lesson.title));
  for (const lesson of c.lessons) {
    const page = document(exported(variant, `js-doc/${lesson.slug}.html`));
    expect(page.querySelector("main article h1")?.textContent).toBe(lesson.title);
    expect(page.title).toContain(lesson.title);
  }

  const sitemap = exported(variant, "sitemap.xml");
  const urls = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  expect(urls.filter((url) => url.startsWith("/js-doc/"))).toEqual(lessonPaths);
  expect(urls).toEqual(expect.arrayContaining(["/", "/outdoor", "/woodwork", "/js-doc", "/demo"]));

  const resume = JSON.parse(exported(variant, "resume.json")) as { work: { summary: string }[]; projects: { name: string }[] };
  expect(resume.work.map((job) => job.summary)).toEqual(section(c.cv, "WORK EXPERIENCE").map((entry) => entry.description));
  expect(resume.projects.map((project) => project.name)).toEqual(section(c.cv, "PERSONAL PROJECTS").map((entry) => entry.title ?? entry.label));

  const pdfs = readdirSync(path.join(variant.dir, "build/static/assets/cv")).filter((name) => name.endsWith(".pdf"));
  expect(pdfs).toHaveLength(1);
  const pdf = squash(pdfText(readFileSync(path.join(variant.dir, "build/static/assets/cv", pdfs[0]!))));
  for (const entry of c.cv.sections.flatMap((s) => s.list)) expect(pdf).toContain(squash(entry.description));
  return { home, pdf, urls, prerendered };
}

const base = read({ readJson: <T>(name: string) => JSON.parse(readFileSync(path.join(ROOT, "app/content", `${name}.json`), "utf8")) as T } as Variant);
type Built = Awaited<ReturnType<typeof build>>;
let variants: { more: Variant; fewer: Variant };
let built: { more: Built; fewer: Built };

// The two variants build at once, each in its own copy of the project: most of a build is one
// process waiting on another (Remix's compiler, the prerender, the PDF), and one after the other
// they took 71 s of a quiet 2-core machine. A build takes one to two minutes on a quiet machine
// and several on a busy one: the limit is only there to stop a build that hangs.
beforeAll(async () => {
  variants = { more: makeVariant("one-more"), fewer: makeVariant("one-fewer") };
  addOneOfEach(variants.more);
  removeOneOfEach(variants.fewer);
  const [more, fewer] = await Promise.all([build(variants.more), build(variants.fewer)]);
  built = { more, fewer };
}, 1_800_000);
afterAll(() => built && console.log(`content variants built in ${built.more.seconds.toFixed(1)} and ${built.fewer.seconds.toFixed(1)} s, at once`));

describe("a content folder with one more, then one fewer, of each kind", () => {
  test("one more experience, skill, project, location and lesson: every page, the sitemap, the PDF and resume.json follow", () => {
    const variant = variants.more;
    // A successful build is quiet: no warning, error or stack trace among its lines.
    expect(noisyLines(built.more.output)).toEqual([]);
    const { home, pdf, urls, prerendered } = expectTheSiteFollows(variant);
    expect(home.querySelectorAll("section[aria-labelledby=experience] li")).toHaveLength(base.timeline.experience.length + 1);
    expect(home.querySelectorAll("section[aria-labelledby=skills] li")).toHaveLength(base.skills.length + 1);
    expect(prerendered).toContain("/projects/garden-planner");
    expect(urls).toContain("/js-doc/promesse-in-javascript");
    expect(pdf).toContain(squash("Front-end platform lead - Viaggi Alpini"));
    expect(pdf).toContain(squash("Beds, crops and a sowing calendar."));
  });

  test("one fewer of each: nothing of the removed items is left anywhere", () => {
    const variant = variants.fewer;
    // A successful build is quiet: no warning, error or stack trace among its lines.
    expect(noisyLines(built.fewer.output)).toEqual([]);
    const { home, pdf, urls, prerendered } = expectTheSiteFollows(variant);
    expect(home.querySelectorAll("section[aria-labelledby=projects] li")).toHaveLength(base.projects.length - 1);
    expect(prerendered).not.toContain(`/projects/${base.projects.at(-1)!.slug}`);
    expect(urls).not.toContain(`/js-doc/${base.lessons.at(-1)!.slug}`);
    expect(prerendered).not.toContain(`/js-doc/${base.lessons.at(-1)!.slug}`);
    expect(pdf).not.toContain(squash(section(base.cv, "WORK EXPERIENCE")[0]!.description));
    expect(exported(variant, "outdoor.html")).not.toContain(base.outdoor.at(-1)!.location);
  });
});
