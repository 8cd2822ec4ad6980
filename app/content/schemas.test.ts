import { expect, test } from "vitest";
import { describeValue, formatPath, imageReferences, parseContentFile, parseCountdownDate } from "./schemas";

test.each([
  ["2023/06/26 16:24:00", new Date(2023, 5, 26, 16, 24, 0)],
  ["2023-06-26 16:24", new Date(2023, 5, 26, 16, 24, 0)],
  ["2024/02/29 00:00", new Date(2024, 1, 29, 0, 0, 0)],
  ["2024/12/31 23:59:59", new Date(2024, 11, 31, 23, 59, 59)],
])("parseCountdownDate(%s) reads the date as local time", (text, date) => {
  expect(parseCountdownDate(text)).toEqual(date);
});

test.each([
  "2023/06/26",
  "2023/6/26 16:24",
  "2023/13/01 10:00",
  "2023/00/10 10:00",
  "2023/06/32 10:00",
  "2023/06/26 24:00",
  "2023/06/26 16:60",
  "2023/06-26 16:24",
  "2023.06.26 16:24",
  "2023/02/29 10:00",
  "2023/04/31 10:00",
  " 2023/06/26 16:24",
])("parseCountdownDate(%s) is null", (text) => {
  expect(parseCountdownDate(text)).toBeNull();
});

test("formatPath writes paths as in JavaScript", () => {
  expect(formatPath([3, "percent"])).toBe("[3].percent");
  expect(formatPath(["sections", 1, "list", 0, "title"])).toBe("sections[1].list[0].title");
  expect(formatPath([])).toBe("(root)");
  expect(formatPath(["a-b"])).toBe('["a-b"]');
});

test("describeValue names what was found", () => {
  expect(describeValue("70")).toBe('"70"');
  expect(describeValue(70)).toBe("70");
  expect(describeValue(undefined)).toBe("nothing");
  expect(describeValue(null)).toBe("null");
  expect(describeValue([1, 2])).toBe("an array of 2 items");
  expect(describeValue({})).toBe("an object");
  expect(describeValue("x".repeat(100))).toHaveLength(62);
});

test("every problem of a file is reported, each with field and expectation", () => {
  const result = parseContentFile(
    "demo",
    {
      countdown: {
        startDate: "2023/02/30 10:00",
        endDate: "2023/06/26 16:24",
        title: "",
        expiredAlertText: "Time is expired",
        daysLabel: "Days",
        hoursLabel: "Hours",
        minutesLabel: "Minutes",
      },
      slides: [{ mediaSrc: "lake.jpg", tag: "t", title: "t", description: "d", link: "ftp://x", extra: 1 }],
    },
    "app/content/demo.json",
  );
  expect(result.ok).toBe(false);
  expect(result.ok ? [] : result.errors).toEqual([
    'app/content/demo.json: countdown.startDate: expected a real calendar date, got "2023/02/30 10:00"',
    'app/content/demo.json: countdown.title: expected a non-empty text, got ""',
    "app/content/demo.json: countdown.secondsLabel: expected a string, got nothing",
    `app/content/demo.json: slides[0].link: expected one of the site's pages ("/", "/outdoor", "/woodwork", "/js-doc", "/demo") or an http(s) url like "https://example.dev/page", got "ftp://x"`,
    "app/content/demo.json: slides[0].extra: expected no such field (is it misspelt?), got 1",
  ]);
});

test("hobbies need exactly one of url and externalUrl", () => {
  const hobbies = [
    { name: "Software", image: "software.jpg", url: "/demo", externalUrl: "https://example.dev" },
    { name: "Outdoor", image: "outdoor.jpg" },
    { name: "Wood work", image: "woodwork.jpg", url: "/shop" },
    { name: "Handicraft", image: "handicraft.jpg", externalUrl: "https://www.pinterest.com/x" },
  ];
  const result = parseContentFile("hobbies", hobbies, "hobbies.json");
  expect(result.ok ? [] : result.errors).toEqual([
    "hobbies.json: [0]: expected exactly one of url (an internal route) or externalUrl, got both",
    "hobbies.json: [1]: expected exactly one of url (an internal route) or externalUrl, got neither",
    'hobbies.json: [2].url: expected one of the site\'s pages "/", "/outdoor", "/woodwork", "/js-doc", "/demo", got "/shop"',
  ]);
});

test("a list may hold any number of items: none, one, or more than the demo persona has", () => {
  const person = { name: "A", surname: "B", gender: "female", buttons: [{ icon: "eye", label: "View", action: "view", link: "x", title: "View", disable: false }] };
  expect(parseContentFile("people", [], "people.json").ok).toBe(true);
  expect(parseContentFile("people", [person], "people.json").ok).toBe(true);
  expect(
    parseContentFile(
      "skills",
      Array.from({ length: 20 }, (_, i) => ({ tecnology: `t${i}`, percent: i })),
      "skills.json",
    ).ok,
  ).toBe(true);
  expect(parseContentFile("timeline", { education: [], experience: [] }, "timeline.json").ok).toBe(true);
  expect(parseContentFile("lessons", [], "lessons.json").ok).toBe(true);
});

test("ids, slugs and names must be unique; each repeat is reported on the later item", () => {
  const location = (id: number, slug: string) => ({ id, location: slug, slug, text: "", photos: [`${slug}-1.jpg`] });
  const outdoor = parseContentFile("outdoor", [location(0, "etna"), location(0, "monte-rosa"), location(2, "etna")], "outdoor.json");
  expect(outdoor.ok ? [] : outdoor.errors).toEqual([
    "outdoor.json: [1].id: expected an id not used by an earlier item, got 0",
    'outdoor.json: [2].slug: expected a slug not used by an earlier item, got "etna"',
  ]);
  const skills = parseContentFile(
    "skills",
    [
      { tecnology: "Vue", percent: 40 },
      { tecnology: "vue", percent: 50 },
    ],
    "skills.json",
  );
  expect(skills.ok ? [] : skills.errors).toEqual(['skills.json: [1].tecnology: expected a technology not used by an earlier item, got "vue"']);
  const lessons = parseContentFile(
    "lessons",
    [
      { slug: "a", title: "A", description: "a" },
      { slug: "a", title: "B", description: "b" },
    ],
    "lessons.json",
  );
  expect(lessons.ok ? [] : lessons.errors).toEqual(['lessons.json: [1].slug: expected a slug not used by an earlier item, got "a"']);
  // Two titles that would give the same id in the page.
  const section = (title: string) => ({ icon: "code", title, list: [{ label: "l", title: null, description: "d" }] });
  const cv = parseContentFile("cv", { sections: [section("Work experience"), section("WORK  EXPERIENCE")] }, "cv.json");
  expect(cv.ok ? [] : cv.errors).toEqual(['cv.json: sections[1].title: expected a title not used by an earlier item, got "WORK  EXPERIENCE"']);
});

test("a known network's profile must be on its own site; other channels take any http(s) url", () => {
  const channel = (name: string, url: string) => ({ name, icon: "user", url, title: name, accountname: "me" });
  const result = parseContentFile(
    "social",
    [channel("github", "https://gitlab.com/me"), channel("mastodon", "https://mastodon.social/@me"), channel("github", "https://github.com/me")],
    "social.json",
  );
  expect(result.ok ? [] : result.errors).toEqual([
    'social.json: [0].url: expected an http(s) url on github.com, got "https://gitlab.com/me"',
    'social.json: [2].name: expected a name not used by an earlier item, got "github"',
  ]);
});

test("a known network's profile that is not a url at all is reported, not thrown", () => {
  const channel = { name: "github", icon: "user", url: "github.com/me", title: "github", accountname: "me" };
  const result = parseContentFile("social", [channel], "social.json");
  expect(result.ok ? [] : result.errors).toEqual(['social.json: [0].url: expected an http(s) url like "https://example.dev/page", got "github.com/me"']);
});

test("a hobby links inside the site only to one of its pages", () => {
  const hobby = { name: "Lessons", image: "software.jpg", url: "/js-doc" };
  expect(parseContentFile("hobbies", [hobby], "hobbies.json").ok).toBe(true);
});

test("a project's button and a demo slide link to one of the site's pages by its path, or anywhere by an http(s) url", () => {
  const project = (url: string) => [{ id: "workModal", slug: "a", title: "A", description: "A.", image: "a.jpg", technologies: ["ts"], buttons: [{ label: "Demo", url }] }];
  expect(parseContentFile("projects", project("/demo"), "projects.json").ok).toBe(true);
  expect(parseContentFile("projects", project("https://example.dev/demo"), "projects.json").ok).toBe(true);
  const wrong = parseContentFile("projects", project("/no-such-page"), "projects.json");
  expect(wrong.ok ? [] : wrong.errors).toEqual([
    `projects.json: [0].buttons[0].url: expected one of the site's pages ("/", "/outdoor", "/woodwork", "/js-doc", "/demo") or an http(s) url like "https://example.dev/page", got "/no-such-page"`,
  ]);
});

test("imageReferences lists each image with its folder and field", () => {
  expect(imageReferences("site", { photo: "owner.jpg", codeBackground: 3 })).toEqual([{ file: "site", path: ["photo"], image: "owner.jpg" }]);
  expect(imageReferences("outdoor", [{ photos: ["etna-1.jpg"] }, null])).toEqual([{ file: "outdoor", path: [0, "photos", 0], image: "outdoor/etna-1.jpg" }]);
  expect(imageReferences("demo", { slides: [{ mediaSrc: "lake.jpg" }] })).toEqual([{ file: "demo", path: ["slides", 0, "mediaSrc"], image: "slides/lake.jpg" }]);
});

test("an image may be a JPEG, PNG, WebP or AVIF named as a phone names it; other names are refused with the rule", () => {
  const location = (photos: string[]) => [{ id: 0, location: "Etna", slug: "etna", text: "", photos }];
  expect(parseContentFile("outdoor", location(["Etna-1.JPG", "IMG_2031.jpeg", "etna-3.png", "etna-4.WebP", "etna-5.avif"]), "outdoor.json").ok).toBe(true);
  const refused = parseContentFile("outdoor", location(["etna 1.jpg", "etna.gif", "../etna.jpg"]), "outdoor.json");
  const rule = 'expected an image file name of letters, digits, dashes or underscores ending in .jpg, .jpeg, .png, .webp or .avif (any case), like "lake-1.jpg"';
  expect(refused.ok ? [] : refused.errors).toEqual([
    `outdoor.json: [0].photos[0]: ${rule}, got "etna 1.jpg"`,
    `outdoor.json: [0].photos[1]: ${rule}, got "etna.gif"`,
    `outdoor.json: [0].photos[2]: ${rule}, got "../etna.jpg"`,
  ]);
});

/** One widget's documentation, complete and sound; each test changes one thing. */
const widgetDoc = () => ({
  id: "paginator",
  name: "Paginator",
  summary: "Page navigation in three templates.",
  purpose: ["Moves through numbered pages; with `getHref` its controls are links."],
  peer: { name: "react-paginate", url: "https://www.npmjs.com/package/react-paginate", when: "When your design system brings the CSS." },
  pattern: { name: "Navigation landmark (Landmark Regions)", url: "https://www.w3.org/WAI/ARIA/apg/practices/landmark-regions/" },
  keyboard: [{ keys: ["Enter", "Space"], action: "On an arrow: goes to that page." }],
  aria: [{ element: "root `<nav>`", attributes: "`aria-label` from `labels.nav`." }],
  states: [{ value: "first", meaning: "On page 1." }],
  noScript: "Buttons render disabled until the page has hydrated.",
  serverComponent: "`getHref` needs a Client Component of yours.",
});

test("a widget's documentation parses; a widget without keyboard use has an empty keyboard list", () => {
  expect(parseContentFile("widgets", [widgetDoc()], "widgets.json")).toEqual({ ok: true, data: [widgetDoc()] });
  expect(parseContentFile("widgets", [{ ...widgetDoc(), id: "progress-ring", keyboard: [] }], "widgets.json").ok).toBe(true);
});

test("a widget's documentation names a known widget, keys for every action and http(s) urls", () => {
  const result = parseContentFile(
    "widgets",
    [
      { ...widgetDoc(), id: "stepper" },
      { ...widgetDoc(), keyboard: [{ keys: [], action: "Nothing." }], pattern: { name: "Landmarks", url: "ftp://www.w3.org/WAI/" } },
      widgetDoc(),
    ],
    "widgets.json",
  );
  expect(result.ok ? [] : result.errors).toEqual([
    'widgets.json: [0].id: expected one of the widget ids "counter", "paginator", "slider", "table", "progress-ring", "carousel", "modal", got "stepper"',
    'widgets.json: [1].pattern.url: expected an http(s) url like "https://example.dev/page", got "ftp://www.w3.org/WAI/"',
    "widgets.json: [1].keyboard[0].keys: expected at least one key, got 0 items",
    'widgets.json: [2].id: expected an id not used by an earlier item, got "paginator"',
  ]);
});

test("a widget's texts hold only inline code as markup, its pattern is on w3.org and its peer's url is the npm page", () => {
  const result = parseContentFile(
    "widgets",
    [
      {
        ...widgetDoc(),
        summary: "Page navigation in a <nav>, with `getHref",
        purpose: ["See [the README](https://example.dev).", "Renders a `<nav>`."],
        peer: { ...widgetDoc().peer, url: "https://www.npmjs.com/package/react-pagination" },
        pattern: { name: "Landmarks", url: "https://developer.mozilla.org/docs/Web/HTML/Element/nav" },
      },
    ],
    "widgets.json",
  );
  expect(result.ok ? [] : result.errors).toEqual([
    'widgets.json: [0].summary: expected a text whose backticks pair up (every inline code span closed), got "Page navigation in a <nav>, with `getHref"',
    'widgets.json: [0].summary: expected a text with no HTML outside inline code (write an element as `<nav>`, between backticks), got "Page navigation in a <nav>, with `getHref"',
    'widgets.json: [0].purpose[0]: expected a text with no Markdown links (its only markup is inline code between backticks), got "See [the README](https://example.dev)."',
    'widgets.json: [0].peer.url: expected the package\'s npm page "https://www.npmjs.com/package/react-paginate", got "https://www.npmjs.com/package/react-pagination"',
    'widgets.json: [0].pattern.url: expected an http(s) url on www.w3.org, like "https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/", got "https://developer.mozilla.org/docs/Web/HTML/Element/nav"',
  ]);
});
