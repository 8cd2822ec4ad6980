// The shipped content: the demo persona of SPEC §3 and decision 1, with its exact counts and
// structure. The schemas (schemas.ts) check only shape, so that a real owner can add or remove any
// item; these tests are what holds the demo persona to the spec.
// Whether each file parses against its schema is validate.test.ts's and the build's job.
import { expect, test } from "vitest";
import { WIDGETS } from "../../packages/widgets/entries";
import { getContent } from "./content.server";

/** SPEC §3: the skills and their percents, in order. */
const specSkills = [
  ["html", 100],
  ["css", 70],
  ["scss", 90],
  ["javascript", 70],
  ["typescript", 70],
  ["angular", 80],
  ["vue", 40],
  ["svelte", 30],
] as const;

test("getContent parses the folder once", () => {
  expect(getContent()).toBe(getContent());
});

test("the counts follow SPEC §3", () => {
  const c = getContent();
  expect(c.education).toHaveLength(3);
  expect(c.experience).toHaveLength(9);
  expect(c.skills).toHaveLength(8);
  expect(c.hobbies).toHaveLength(4);
  expect(c.projects).toHaveLength(7);
  expect(c.outdoor).toHaveLength(8);
  expect(c.woodwork).toHaveLength(5);
  expect(c.social).toHaveLength(5);
  expect(c.cv.sections.map((s) => [s.title, s.list.length])).toEqual([
    ["EDUCATION AND TRAINING", 3],
    ["WORK EXPERIENCE", 8],
    ["PERSONAL SKILLS AND COMPETENCES", 12],
    ["PERSONAL PROJECTS", 7],
  ]);
  expect(c.people).toHaveLength(6);
  expect(c.demo.slides).toHaveLength(4);
  expect(c.lessons.map((lesson) => lesson.slug)).toEqual(["variabili-in-javascript", "this-in-javascript"]);
});

test("every outdoor location's photos are named <slug>-<n>.jpg and it has no text", () => {
  for (const location of getContent().outdoor) {
    expect(location.photos).toEqual(location.photos.map((_, index) => `${location.slug}-${index + 1}.jpg`));
    expect(location.text).toBe("");
  }
});

test("every person has one view and one delete button", () => {
  for (const person of getContent().people) {
    expect(person.buttons.map((button) => button.action).sort()).toEqual(["delete", "view"]);
  }
});

test("the site, skills and social channels are the SPEC ones", () => {
  const c = getContent();
  expect(c.site).toMatchObject({ title: "front end developer", motto: "never give up", photo: "owner.jpg" });
  expect(c.skills.map((s) => [s.tecnology, s.percent])).toEqual(specSkills.map(([t, p]) => [t, p]));
  expect(c.social.map((s) => [s.name, s.icon])).toEqual(["facebook", "linkedin", "pinterest", "instagram", "github"].map((name) => [name, name]));
});

test("the timeline ends with the curriculum button", () => {
  const last = getContent().experience.at(-1);
  expect(last).toMatchObject({
    title: "View my curriculum...",
    subtitle: "...and download it",
    linkText: "view",
    dataTarget: "curriculumModal",
  });
  expect(getContent().education.map((item) => item.title)).toEqual(["1988", "2002 - 2007", "2007 - 2008"]);
});

test("hobbies link to the three routes and one external site", () => {
  expect(getContent().hobbies.map((h) => [h.name, h.image, h.url ?? h.externalUrl?.slice(0, 8)])).toEqual([
    ["Software", "software.jpg", "/demo"],
    ["Outdoor", "outdoor.jpg", "/outdoor"],
    ["Wood work", "woodwork.jpg", "/woodwork"],
    ["Handicraft", "handicraft.jpg", "https://"],
  ]);
});

test("projects use the agreed images, in order, and the CV lists the same projects", () => {
  const { projects, cv } = getContent();
  expect(projects.map((p) => p.image)).toEqual([
    "countdown.jpg",
    "paginator.jpg",
    "card-slider.jpg",
    "filter-table.jpg",
    "trail-journal.jpg",
    "woodshop-calc.jpg",
    "portfolio.jpg",
  ]);
  expect(cv.sections[3].list.map((entry) => entry.label)).toEqual(projects.map((p) => p.title));
});

test("outdoor locations have the agreed photos", () => {
  expect(getContent().outdoor.map((l) => [l.id, l.slug, l.photos.length])).toEqual([
    [0, "dolomiti-tre-cime", 9],
    [1, "lago-di-braies", 4],
    [2, "monte-rosa", 3],
    [3, "cinque-terre", 6],
    [4, "val-d-orcia", 5],
    [5, "gran-paradiso", 2],
    [6, "lago-di-garda", 4],
    [7, "etna", 3],
  ]);
});

test("woodwork photos are the five reclaimed-wood pieces", () => {
  expect(getContent().woodwork.map((w) => w.photo)).toEqual(["shabby-chest.jpg", "rustic-chandelier.jpg", "umbrella-stand.jpg", "table-lamp.jpg", "stool.jpg"]);
});

test("two people cannot be deleted", () => {
  const locked = getContent().people.filter((p) => p.buttons.some((b) => b.action === "delete" && b.disable));
  expect(locked).toHaveLength(2);
});

test("the demo countdown and slides are the SPEC ones", () => {
  const { countdown, slides } = getContent().demo;
  expect(countdown).toMatchObject({
    startDate: "2023/06/26 16:24:00",
    endDate: "2024/06/28 10:32:00",
    expiredAlertText: "Time is expired",
    daysLabel: "Days",
    hoursLabel: "Hours",
    minutesLabel: "Minutes",
    secondsLabel: "Seconds",
  });
  expect(slides.map((s) => s.mediaSrc)).toEqual(["mountains.jpg", "workshop.jpg", "code.jpg", "lake.jpg"]);
});

test("the widgets' documentation covers each of the package's widgets once, in its order", () => {
  expect(getContent().widgets.map((widget) => widget.id)).toEqual([...WIDGETS]);
});
