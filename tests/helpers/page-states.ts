// Every page of the site and every state a visitor can open on it, in one list: the layout test
// (tests/browser/layout.test.ts) checks each one at every width, and `npm run screenshots` takes
// a picture of each one at every width, in the light and the dark theme.
import type { Page } from "playwright-core";
import lessons from "../../app/content/lessons.json";
import outdoor from "../../app/content/outdoor.json";
import projects from "../../app/content/projects.json";

/** The widths every page is designed for: phones, a tablet, laptops and a desktop. */
export const WIDTHS = [320, 360, 768, 1024, 1280, 1920] as const;
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export type PageState = {
  /** Names the state in test titles and screenshot files: "home", "demo--table-filter-open". */
  name: string;
  path: string;
  /** What a visitor does after the page has loaded (and hydrated) to reach this state. */
  open?: (page: Page) => Promise<void>;
  /** An open dialog covers the page: only the viewport is worth a picture. */
  dialog?: boolean;
  /** The page answers 404 (the not-found page inside the shell). */
  notFound?: boolean;
};

const table = (page: Page) => page.getByRole("region", { name: "Table" });

async function filterTable(page: Page, column: string, value: string) {
  await table(page)
    .getByRole("button", { name: `Filter ${column}` })
    .click();
  const input = table(page).getByRole("textbox", { name: `Find by ${column}` });
  await input.fill(value);
  await input.press("Enter");
}

async function scrollTo(page: Page, locator: ReturnType<Page["getByRole"]>) {
  await locator.scrollIntoViewIfNeeded();
}

/** The pages themselves, as they load. */
export const PAGE_STATES: PageState[] = [
  { name: "home", path: "/" },
  { name: "outdoor", path: "/outdoor" },
  { name: "woodwork", path: "/woodwork" },
  { name: "js-doc", path: "/js-doc" },
  ...lessons.map((lesson) => ({ name: `js-doc--${lesson.slug}`, path: `/js-doc/${lesson.slug}` })),
  { name: "demo", path: "/demo" },
  { name: "curriculum", path: "/curriculum" },
  ...projects.map((project) => ({ name: `project--${project.slug}`, path: `/projects/${project.slug}` })),
  { name: "not-found", path: "/this-page-does-not-exist", notFound: true },
];

/** What a visitor can open on them: the modals, the carousel and the demo widgets' states. */
export const OPEN_STATES: PageState[] = [
  { name: "home--curriculum-modal", path: `/?cv`, dialog: true },
  ...projects.map((project) => ({ name: `home--project-modal-${project.slug}`, path: `/?project=${project.slug}`, dialog: true })),
  // The carousel of the location with the most photos (most indicator buttons) and of the one with the fewest.
  ...[...outdoor]
    .sort((a, b) => b.photos.length - a.photos.length)
    .filter((_, index, sorted) => index === 0 || index === sorted.length - 1)
    .map((location) => ({ name: `outdoor--carousel-${location.slug}`, path: `/outdoor?location=${location.slug}&photo=1`, dialog: true })),
  {
    name: "demo--countdown-form-errors",
    path: "/demo",
    open: async (page) => {
      const start = page.getByRole("textbox", { name: "Start date" });
      await page.locator("form[aria-label='Try your own dates'] fieldset:not([disabled])").waitFor();
      await start.fill("0060/01/01 00:00");
      await page.getByRole("textbox", { name: "End date" }).fill("2020/13/01");
      await page.getByRole("button", { name: "Start the countdown" }).click();
    },
  },
  {
    name: "demo--paginators-last-page",
    path: "/demo",
    open: async (page) => {
      const block = page.locator('section[aria-labelledby="demo-paginator"]');
      await scrollTo(page, block.getByRole("navigation", { name: "Default template" }));
      await block.getByRole("navigation", { name: "Default template" }).getByRole("button", { name: "Last page" }).click();
      // templateOne has only previous and next.
      const one = block.getByRole("navigation", { name: "templateOne" }).getByRole("button", { name: "Next page" });
      while (await one.isEnabled()) await one.click();
      await block.getByRole("navigation", { name: "templateTwo" }).getByRole("button", { name: "Last page" }).click();
    },
  },
  {
    name: "demo--sliders-last-page",
    path: "/demo",
    open: async (page) => {
      for (const name of ["Demo cards", "Demo cards, two at a time"]) {
        const region = page.getByRole("region", { name, exact: true });
        await scrollTo(page, region);
        await region.getByRole("button", { name: "Last slide" }).click();
      }
    },
  },
  {
    name: "demo--table-filter-open",
    path: "/demo",
    open: async (page) => {
      await scrollTo(page, table(page));
      await table(page).getByRole("button", { name: "Filter surname" }).click();
    },
  },
  {
    name: "demo--table-sorted-filtered",
    path: "/demo",
    open: async (page) => {
      await scrollTo(page, table(page));
      await table(page).getByRole("button", { name: "name", exact: true }).click();
      await filterTable(page, "gender", "female");
    },
  },
  {
    name: "demo--table-long-filter",
    path: "/demo",
    open: async (page) => {
      await scrollTo(page, table(page));
      await filterTable(page, "surname", "Bianchirossidellavalledinonedisoledeltrentino");
    },
  },
  {
    name: "demo--table-no-results",
    path: "/demo",
    open: async (page) => {
      await scrollTo(page, table(page));
      await filterTable(page, "name", "zzz");
    },
  },
  {
    name: "demo--table-last-page",
    path: "/demo",
    open: async (page) => {
      await scrollTo(page, table(page));
      await table(page).getByRole("button", { name: "Last page" }).click();
    },
  },
];

/** Every state, pages first. */
export const ALL_STATES: PageState[] = [...PAGE_STATES, ...OPEN_STATES];
