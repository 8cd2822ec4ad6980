import { z } from "zod";
import { PAGE_PATHS } from "../utils/site-pages";
import { cvSectionId } from "./ids";
import { WIDGET_IDS } from "./widget-ids";

/*
 * Schemas for every content file in app/content/, plus the pure helpers shared by
 * validate.ts (build-time, reads files with fs) and content.server.ts (bundled JSON).
 *
 * The schemas check shape, never quantity: types, required fields, ranges, references to images,
 * pages and lesson files, and that ids, slugs and names are unique. How many items a list holds
 * is the owner's choice; the demo persona's counts (SPEC decision 1) are checked by
 * content.test.ts, a test of the shipped content.
 *
 * Convention: every issue message is the EXPECTATION only ("a number from 0 to 100");
 * formatIssues() adds the file, the field path and what was actually found, giving
 *   app/content/skills.json: [3].percent: expected a number from 0 to 100, got "70"
 */

// ---------------------------------------------------------------------------
// Building blocks

/** Icon names the content may use; the icon component maps each one to a glyph. */
export const iconNames = [
  // social channels
  "facebook",
  "linkedin",
  "pinterest",
  "instagram",
  "github",
  // timeline
  "baby",
  "school",
  "laptop",
  "briefcase",
  "user",
  "file",
  // CV sections
  "graduation-cap",
  "tools",
  "code",
  // table actions
  "eye",
  "trash",
] as const;
export type IconName = (typeof iconNames)[number];

const text = z.string({ error: "a string" }).regex(/\S/, { error: "a non-empty text" });

const icon = z.enum(iconNames, {
  error: `one of the icon names ${iconNames.map((n) => `"${n}"`).join(", ")}`,
});

const slug = z.string({ error: "a string" }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'a slug of lowercase letters, digits and dashes like "trail-journal"',
});

/**
 * An image source file name inside its folder of app/content/images/, e.g. "etna-1.jpg" or
 * "IMG_2031.JPG" as a phone names it: letters, digits, dashes and underscores (they stay as they
 * are in the derived images' URLs), and a JPEG, PNG, WebP or AVIF extension in any case
 * (scripts/build/images.ts reads those).
 */
const imageFile = z.string({ error: "a string" }).regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*\.(?:jpe?g|png|webp|avif)$/i, {
  error: 'an image file name of letters, digits, dashes or underscores ending in .jpg, .jpeg, .png, .webp or .avif (any case), like "lake-1.jpg"',
});

const httpUrl = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: 'an http(s) url like "https://example.dev/page"',
});

/**
 * A link that is either one of the site's own pages, written as its path ("/demo": it then works
 * on every deploy and opens in the same tab), or an http(s) url elsewhere.
 */
const pageOrHttpUrl = z.string({ error: "a string" }).refine((value) => (PAGE_PATHS as readonly string[]).includes(value) || httpUrl.safeParse(value).success, {
  error: `one of the site's pages (${PAGE_PATHS.map((page) => `"${page}"`).join(", ")}) or an http(s) url like "https://example.dev/page"`,
});

/**
 * An absolute url on the given site (e.g. "github" accepts github.com and www.github.com). A value
 * that is no url at all is httpUrl's to report: this check passes it rather than throw on it.
 */
function siteUrl(site: string) {
  const host = new RegExp(`(^|\\.)${site}\\.(com|[a-z]{2}|co\\.[a-z]{2})$`);
  return httpUrl.refine((value) => !URL.canParse(value) || host.test(new URL(value).hostname), {
    error: `an http(s) url on ${site}.com`,
  });
}

/**
 * Countdown dates (SPEC §5): year/month/day hour:minute with optional :seconds, the year from
 * 1000 (a year such as 0060 would be read as 1960);
 * separators / or - (the same one twice); month 01-12, day 01-31, hour 00-23, minute 00-59.
 */
export const countdownDatePattern = /^([1-9]\d{3})([/-])(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * Parses a countdown date as local time, or returns null when it does not match the
 * pattern or is not a real calendar date.
 * @example parseCountdownDate("2023/06/26 16:24:00") // Date of 26 June 2023, 16:24 local time
 */
export function parseCountdownDate(value: string): Date | null {
  const match = countdownDatePattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = "0"] = [match[1], match[3], match[4], match[5], match[6], match[7]].map((part) =>
    part === undefined ? undefined : Number(part),
  );
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) {
    return null;
  }
  // Checked in UTC so that a daylight-saving gap cannot make a real date look invalid.
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return new Date(year, month - 1, day, hour, minute, Number(second));
}

const countdownDate = z.string({ error: "a string" }).superRefine((value, ctx) => {
  if (!countdownDatePattern.test(value)) {
    ctx.addIssue({
      code: "custom",
      message: 'a date like "2023/06/26 16:24" or "2023-06-26 16:24:00" (year/month/day hour:minute[:seconds])',
    });
  } else if (parseCountdownDate(value) === null) {
    ctx.addIssue({ code: "custom", message: "a real calendar date" });
  }
});

/** Runs a whole-array rule even when some items have their own problems, so all errors show. */
const whenArray = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reports every repeated value of `key` among the items of an array (compared as `same` makes
 * them, e.g. case-insensitively), on the later item.
 */
function uniqueBy(key: string, what: string, same: (value: string | number) => unknown = (value) => value) {
  return (items: unknown[], ctx: z.core.$RefinementCtx<unknown[]>) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = isRecord(item) ? item[key] : undefined;
      if (typeof value !== "string" && typeof value !== "number") return;
      if (seen.has(same(value))) {
        ctx.addIssue({
          code: "custom",
          message: `${/^[aeiou]/.test(what) ? "an" : "a"} ${what} not used by an earlier item`,
          path: [index, key],
        });
      }
      seen.add(same(value));
    });
  };
}

/** Reports every repeated string in an array of strings. */
function uniqueValues(what: string) {
  return (items: unknown[], ctx: z.core.$RefinementCtx<unknown[]>) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (typeof item === "string" && seen.has(item)) {
        ctx.addIssue({ code: "custom", message: `a ${what} not listed earlier`, path: [index] });
      }
      seen.add(item);
    });
  };
}

/** A list of any length (the owner's choice) whose items follow `item`. */
function list<T extends z.ZodType>(item: T) {
  return z.array(item, { error: "an array (a list in [ ])" });
}

// ---------------------------------------------------------------------------
// site.json

export const siteSchema = z.strictObject({
  name: text,
  title: text,
  profile: text,
  motto: text,
  /** The home page's heading: what the sidebar's profile does not already say. */
  headline: text,
  /** The home page's first paragraph, under the headline. */
  intro: text,
  email: z.email({ error: 'an e-mail address like "name@example.dev"' }),
  photo: imageFile,
  codeBackground: imageFile,
  origin: httpUrl.regex(/^https?:\/\/[^/]+$/, {
    error: 'an origin like "https://www.example.dev" (no path, no trailing slash)',
  }),
});
export type Site = z.infer<typeof siteSchema>;

// ---------------------------------------------------------------------------
// social.json: the social profiles, in the order the sidebar shows them

/** Networks whose profile URLs are checked to be on the network's own site. */
export const socialNetworks = ["facebook", "linkedin", "pinterest", "instagram", "github"] as const;

export const socialChannelSchema = z
  .strictObject({
    name: text,
    icon,
    url: httpUrl,
    title: text,
    accountname: text,
  })
  .superRefine((channel, ctx) => {
    const network = socialNetworks.find((known) => known === channel.name);
    // A url that is no http(s) url at all is already reported by the url field itself.
    if (network && httpUrl.safeParse(channel.url).success && !siteUrl(network).safeParse(channel.url).success) {
      ctx.addIssue({ code: "custom", message: `an http(s) url on ${network}.com`, path: ["url"] });
    }
  });
export type SocialChannel = z.infer<typeof socialChannelSchema>;

export const socialSchema = list(socialChannelSchema).superRefine(uniqueBy("name", "name"), whenArray);
export type Social = z.infer<typeof socialSchema>;

// ---------------------------------------------------------------------------
// timeline.json

export const timelineItemSchema = z
  .strictObject({
    id: slug,
    icon,
    title: text,
    subtitle: text,
    description: text,
    linkText: text.optional(),
    dataTarget: z.literal("curriculumModal").optional(),
  })
  .superRefine((item, ctx) => {
    if ((item.linkText === undefined) !== (item.dataTarget === undefined)) {
      ctx.addIssue({
        code: "custom",
        message: "linkText and dataTarget together (a button needs both) or neither",
        path: [item.linkText === undefined ? "linkText" : "dataTarget"],
      });
    }
  });
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const timelineSchema = z
  .strictObject({
    education: list(timelineItemSchema),
    experience: list(timelineItemSchema),
  })
  .superRefine(
    (timeline, ctx) => {
      const seen = new Set<string>();
      for (const group of ["education", "experience"] as const) {
        const items: unknown = timeline[group];
        if (!Array.isArray(items)) continue;
        items.forEach((item: unknown, index) => {
          if (!isRecord(item) || typeof item.id !== "string") return;
          if (seen.has(item.id)) {
            ctx.addIssue({
              code: "custom",
              message: "an id not used by another timeline item",
              path: [group, index, "id"],
            });
          }
          seen.add(item.id);
        });
      }
    },
    { when: (payload) => isRecord(payload.value) },
  );
export type Timeline = z.infer<typeof timelineSchema>;

// ---------------------------------------------------------------------------
// skills.json

const percent = z
  .number({ error: "a number from 0 to 100" })
  .int({ error: "a whole number from 0 to 100" })
  .min(0, { error: "a number from 0 to 100" })
  .max(100, { error: "a number from 0 to 100" });

export const skillSchema = z.strictObject({ tecnology: text, percent });
export type Skill = z.infer<typeof skillSchema>;

export const skillsSchema = list(skillSchema).superRefine(
  uniqueBy("tecnology", "technology", (value) => String(value).toLowerCase()),
  whenArray,
);
export type Skills = z.infer<typeof skillsSchema>;

// ---------------------------------------------------------------------------
// hobbies.json

export const hobbySchema = z
  .strictObject({
    name: text,
    image: imageFile,
    url: z.enum(PAGE_PATHS, { error: `one of the site's pages ${PAGE_PATHS.map((page) => `"${page}"`).join(", ")}` }).optional(),
    externalUrl: httpUrl.optional(),
  })
  .superRefine((hobby, ctx) => {
    const count = Number(hobby.url !== undefined) + Number(hobby.externalUrl !== undefined);
    if (count !== 1) {
      ctx.addIssue({
        code: "custom",
        message: "exactly one of url (an internal route) or externalUrl",
        path: [],
        params: { got: count === 0 ? "neither" : "both" },
      });
    }
  });
export type Hobby = z.infer<typeof hobbySchema>;

export const hobbiesSchema = list(hobbySchema).superRefine(uniqueBy("name", "name"), whenArray);

// ---------------------------------------------------------------------------
// projects.json

export const projectButtonSchema = z.strictObject({ label: text, url: pageOrHttpUrl });
export type ProjectButton = z.infer<typeof projectButtonSchema>;

export const projectSchema = z.strictObject({
  id: z.literal("workModal"),
  slug,
  title: text,
  image: imageFile,
  description: text,
  technologies: z.array(text).min(1).superRefine(uniqueValues("technology"), whenArray),
  buttons: z.array(projectButtonSchema).min(1).superRefine(uniqueBy("url", "url"), whenArray).optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectsSchema = list(projectSchema).superRefine(uniqueBy("slug", "slug"), whenArray);

// ---------------------------------------------------------------------------
// outdoor.json

export const outdoorLocationSchema = z.strictObject({
  id: z.number({ error: "a whole number from 0" }).int({ error: "a whole number from 0" }).min(0, { error: "a whole number from 0" }),
  location: text,
  slug,
  text: z.string({ error: "a string" }),
  photos: z.array(imageFile).min(1).superRefine(uniqueValues("photo"), whenArray),
});
export type OutdoorLocation = z.infer<typeof outdoorLocationSchema>;

export const outdoorSchema = list(outdoorLocationSchema).superRefine((items, ctx) => {
  uniqueBy("id", "id")(items, ctx);
  uniqueBy("slug", "slug")(items, ctx);
}, whenArray);

// ---------------------------------------------------------------------------
// woodwork.json

export const woodProjectSchema = z.strictObject({
  name: text,
  photo: imageFile,
  description: text,
});
export type WoodProject = z.infer<typeof woodProjectSchema>;

export const woodworkSchema = list(woodProjectSchema).superRefine((items, ctx) => {
  uniqueBy("name", "name")(items, ctx);
  uniqueBy("photo", "photo")(items, ctx);
}, whenArray);

// ---------------------------------------------------------------------------
// cv.json: the curriculum's sections in screen order

export const cvEntrySchema = z.strictObject({
  label: text,
  title: z.string({ error: "a string or null" }).regex(/\S/, { error: "a non-empty text or null" }).nullable(),
  description: text,
  github: siteUrl("github").optional(),
});
export type CvEntry = z.infer<typeof cvEntrySchema>;

export const cvSectionSchema = z.strictObject({
  icon,
  title: text,
  list: z.array(cvEntrySchema).min(1),
});

export const cvSchema = z.strictObject({
  // Sections show in this order; their titles also name them in the page (cvSectionId).
  sections: list(cvSectionSchema).superRefine(
    uniqueBy("title", "title", (value) => cvSectionId(String(value))),
    whenArray,
  ),
});
export type Cv = z.infer<typeof cvSchema>;
export type CvSection = Cv["sections"][number];

// ---------------------------------------------------------------------------
// people.json (table demo)

export const personButtonSchema = z.strictObject({
  icon,
  label: text,
  action: z.enum(["view", "delete"], { error: '"view" or "delete"' }),
  link: text,
  title: text,
  disable: z.boolean({ error: "true or false" }),
});
export type PersonButton = z.infer<typeof personButtonSchema>;

export const personSchema = z.strictObject({
  name: text,
  surname: text,
  gender: z.enum(["male", "female"], { error: '"male" or "female"' }),
  buttons: z.array(personButtonSchema).min(1).superRefine(uniqueBy("action", "action"), whenArray),
});
export type Person = z.infer<typeof personSchema>;

export const peopleSchema = list(personSchema);

// ---------------------------------------------------------------------------
// demo.json

export const countdownSchema = z
  .strictObject({
    startDate: countdownDate,
    endDate: countdownDate,
    title: text,
    expiredAlertText: text,
    daysLabel: text,
    hoursLabel: text,
    minutesLabel: text,
    secondsLabel: text,
  })
  .superRefine((countdown, ctx) => {
    const start = parseCountdownDate(countdown.startDate);
    const end = parseCountdownDate(countdown.endDate);
    if (start && end && end.getTime() <= start.getTime()) {
      ctx.addIssue({
        code: "custom",
        message: `a date later than startDate (${countdown.startDate})`,
        path: ["endDate"],
      });
    }
  });
export type Countdown = z.infer<typeof countdownSchema>;

export const slideSchema = z.strictObject({
  mediaSrc: imageFile,
  tag: text,
  title: text,
  description: text,
  link: pageOrHttpUrl,
  cta: text.optional(),
});
export type Slide = z.infer<typeof slideSchema>;

export const demoSchema = z.strictObject({
  countdown: countdownSchema,
  // At least one: the slider demo has nothing to show without.
  slides: z.array(slideSchema).min(1),
});
export type Demo = z.infer<typeof demoSchema>;

// ---------------------------------------------------------------------------
// lessons.json: the lessons in reading order; each one's text is lessons/<slug>.mdx

export const lessonSchema = z.strictObject({
  /** The last URL segment (/js-doc/<slug>) and the name of the lesson's MDX file. */
  slug,
  /** Italian, shown as the lesson's h1, in the tree and on the index card. */
  title: text,
  /** Italian, one or two sentences: the index card and the meta description. */
  description: text,
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonsSchema = list(lessonSchema).superRefine(uniqueBy("slug", "slug"), whenArray);

// ---------------------------------------------------------------------------
// widgets.json: the hand-written facts of each widget's documentation page, in the package's order
// (the props and labels tables come from the package's types, not from here)

/** Removes the inline code spans (`like this`) of a text, leaving what is read as plain prose. */
const outsideCode = (value: string) => value.replace(/`[^`]*`/g, "");

/**
 * A text whose only markup is inline code between backticks: the page shows it as text with those
 * spans as code, so a backtick left open, HTML or a Markdown link would show as it is written.
 */
const prose = text
  .refine((value) => (value.match(/`/g) ?? []).length % 2 === 0, {
    error: "a text whose backticks pair up (every inline code span closed)",
  })
  .refine((value) => !/<[A-Za-z/!]/.test(outsideCode(value)), {
    error: "a text with no HTML outside inline code (write an element as `<nav>`, between backticks)",
  })
  .refine((value) => !/\[[^\]]*\]\(/.test(outsideCode(value)), {
    error: "a text with no Markdown links (its only markup is inline code between backticks)",
  });

const widgetId = z.enum(WIDGET_IDS, {
  error: `one of the widget ids ${WIDGET_IDS.map((id) => `"${id}"`).join(", ")}`,
});

/** An npm package name, scoped or not: "react-paginate", "@radix-ui/react-dialog". */
const npmName = z.string({ error: "a string" }).regex(/^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/, {
  error: 'an npm package name like "react-paginate" or "@radix-ui/react-dialog"',
});

export const widgetPeerSchema = z
  .strictObject({
    name: npmName,
    url: httpUrl,
    /** When to use this peer (or another) instead of the widget. */
    when: prose,
  })
  .superRefine((peer, ctx) => {
    const page = `https://www.npmjs.com/package/${peer.name}`;
    if (peer.url !== page) ctx.addIssue({ code: "custom", message: `the package's npm page "${page}"`, path: ["url"] });
  });
export type WidgetPeer = z.infer<typeof widgetPeerSchema>;

export const widgetPatternSchema = z.strictObject({
  /** The WAI-ARIA Authoring Practices pattern, or the WAI-ARIA role where the APG has none. */
  name: text,
  // A value that is no url at all gets httpUrl's message alone.
  url: httpUrl.refine((value) => !URL.canParse(value) || new URL(value).hostname === "www.w3.org", {
    error: 'an http(s) url on www.w3.org, like "https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/"',
  }),
});
export type WidgetPattern = z.infer<typeof widgetPatternSchema>;

export const widgetKeySchema = z.strictObject({
  /** KeyboardEvent.key names, or "Tab", "Shift+Tab", "Space": the keys that do `action`. */
  keys: list(text).min(1, { error: "at least one key" }),
  action: prose,
});
export type WidgetKey = z.infer<typeof widgetKeySchema>;

export const widgetAriaSchema = z.strictObject({
  /** Which element: "root `<nav>`", "each page button". */
  element: prose,
  /** Its roles, states and properties, as the source sets them. */
  attributes: prose,
});
export type WidgetAria = z.infer<typeof widgetAriaSchema>;

export const widgetStateSchema = z.strictObject({
  /** A value of the root's data-state. */
  value: z.string({ error: "a string" }).regex(/^[a-z]+(?:-[a-z]+)*$/, {
    error: 'a data-state value of lowercase words joined by dashes, like "playing"',
  }),
  meaning: prose,
});
export type WidgetState = z.infer<typeof widgetStateSchema>;

const paragraphs = list(prose).min(1, { error: "1 to 3 paragraphs" }).max(3, { error: "1 to 3 paragraphs" });

export const widgetDocSchema = z.strictObject({
  id: widgetId,
  /** The component's name, as imported: "ProgressRing". */
  name: text,
  /** One line for the index page. */
  summary: prose.max(120, { error: "one line of at most 120 characters" }).regex(/^[^\r\n]*$/, { error: "one line of at most 120 characters" }),
  /** What it is for and when to use it. */
  purpose: paragraphs,
  peer: widgetPeerSchema,
  pattern: widgetPatternSchema,
  keyboard: list(widgetKeySchema),
  aria: list(widgetAriaSchema),
  states: list(widgetStateSchema).superRefine(uniqueBy("value", "value"), whenArray),
  /** How it renders on the server, before hydration and without JavaScript. */
  noScript: prose,
  /** How to use it from a React Server Component. */
  serverComponent: prose,
});
export type WidgetDoc = z.infer<typeof widgetDocSchema>;

export const widgetsSchema = list(widgetDocSchema).superRefine(uniqueBy("id", "id"), whenArray);

// ---------------------------------------------------------------------------
// All files

/** Every content file, by name (the file is `<name>.json`). */
export const contentSchemas = {
  site: siteSchema,
  social: socialSchema,
  timeline: timelineSchema,
  skills: skillsSchema,
  hobbies: hobbiesSchema,
  projects: projectsSchema,
  outdoor: outdoorSchema,
  woodwork: woodworkSchema,
  cv: cvSchema,
  people: peopleSchema,
  demo: demoSchema,
  lessons: lessonsSchema,
  widgets: widgetsSchema,
} as const;

export type ContentFileName = keyof typeof contentSchemas;
export const contentFileNames = Object.keys(contentSchemas) as ContentFileName[];
export type ContentFiles = { [K in ContentFileName]: z.infer<(typeof contentSchemas)[K]> };

/** What the app reads: the parsed files, with the timeline split in its two lists. */
export type Content = {
  site: Site;
  social: Social;
  education: TimelineItem[];
  experience: TimelineItem[];
  skills: Skills;
  hobbies: Hobby[];
  projects: Project[];
  outdoor: OutdoorLocation[];
  woodwork: WoodProject[];
  cv: Cv;
  people: Person[];
  demo: Demo;
  lessons: Lesson[];
  widgets: WidgetDoc[];
};

export function assembleContent(files: ContentFiles): Content {
  const { timeline, ...rest } = files;
  return { ...rest, education: timeline.education, experience: timeline.experience };
}

// ---------------------------------------------------------------------------
// Error formatting

export type FieldPath = readonly PropertyKey[];

/**
 * Formats a field path as in JavaScript source.
 * @example formatPath(["sections", 1, "list", 0, "title"]) // "sections[1].list[0].title"
 */
export function formatPath(path: FieldPath): string {
  if (path.length === 0) return "(root)";
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/**
 * Describes a found value for an error message.
 * @example describeValue("70") // '"70"'
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (typeof value === "string") {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return JSON.stringify(shown);
  }
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (value === null || typeof value !== "object") return String(value);
  return "an object";
}

/** One line of the content error format. */
export function formatProblem(file: string, path: FieldPath | string, expected: string, got: string): string {
  return `${file}: ${typeof path === "string" ? path : formatPath(path)}: expected ${expected}, got ${got}`;
}

function valueAt(data: unknown, path: FieldPath): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const typeNames: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "an array",
  tuple: "an array",
  object: "an object",
  null: "null",
};

/** The per-parse error map: turns zod's issues without a schema message into an expectation. */
const expectation: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return typeNames[issue.expected] ?? `a ${issue.expected}`;
    case "too_small": {
      const n = Number(issue.minimum);
      if (issue.origin === "array") return issue.exact ? `exactly ${n} items` : `at least ${n} item${n === 1 ? "" : "s"}`;
      if (issue.origin === "string") return n === 1 ? "a non-empty string" : `at least ${n} characters`;
      return `a number ${issue.inclusive ? ">=" : ">"} ${n}`;
    }
    case "too_big": {
      const n = Number(issue.maximum);
      if (issue.origin === "array") return issue.exact ? `exactly ${n} items` : `at most ${n} item${n === 1 ? "" : "s"}`;
      if (issue.origin === "string") return `at most ${n} characters`;
      return `a number ${issue.inclusive ? "<=" : "<"} ${n}`;
    }
    case "invalid_value":
      return issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      return issue.format === "regex" ? `a string matching ${issue.pattern ?? "the pattern"}` : `a valid ${issue.format}`;
    case "unrecognized_keys":
      return "no such field";
    default:
      return "a valid value";
  }
};

/** Parses one file's data and formats every problem; `file` is the path shown in messages. */
export function parseContentFile<K extends ContentFileName>(name: K, data: unknown, file: string): { ok: true; data: ContentFiles[K] } | { ok: false; errors: string[] } {
  const schema: z.ZodType = contentSchemas[name];
  const result = schema.safeParse(data, { error: expectation });
  if (result.success) return { ok: true, data: result.data as ContentFiles[K] };
  return { ok: false, errors: formatIssues(file, data, result.error.issues) };
}

/** Formats zod issues in the content error format, reading what was found from `data`. */
export function formatIssues(file: string, data: unknown, issues: readonly z.core.$ZodIssue[]): string[] {
  const lines: string[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        lines.push(formatProblem(file, path, "no such field (is it misspelt?)", describeValue(valueAt(data, path))));
      }
      continue;
    }
    const found = valueAt(data, issue.path);
    const params: unknown = issue.code === "custom" ? issue.params : undefined;
    let got: string;
    if (isRecord(params) && typeof params.got === "string") got = params.got;
    else if ((issue.code === "too_small" || issue.code === "too_big") && Array.isArray(found)) {
      got = `${found.length} item${found.length === 1 ? "" : "s"}`;
    } else got = describeValue(found);
    lines.push(formatProblem(file, issue.path, issue.message, got));
  }
  return lines;
}

// ---------------------------------------------------------------------------
// Lesson files

/** Where a lesson's text is, inside the content folder: lessonFile("this-in-javascript") === "lessons/this-in-javascript.mdx". */
export function lessonFile(slug: string): string {
  return `lessons/${slug}.mdx`;
}

/**
 * The MDX file each lesson of lessons.json refers to. Reads the raw data defensively, like
 * imageReferences.
 * @example lessonReferences([{ slug: "a" }]) // [{ path: [0, "slug"], file: "lessons/a.mdx" }]
 */
export function lessonReferences(data: unknown): { path: (string | number)[]; file: string }[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown, index) =>
    isRecord(item) && typeof item.slug === "string" && item.slug.trim() !== "" ? [{ path: [index, "slug"], file: lessonFile(item.slug) }] : [],
  );
}

// ---------------------------------------------------------------------------
// Image references

export type ImageReference = {
  file: ContentFileName;
  /** Field path of the reference inside its file. */
  path: (string | number)[];
  /** Path inside app/content/images/, as getImage() takes it: "outdoor/etna-1.jpg" or "owner.jpg". */
  image: string;
};

/**
 * Lists every image a content file refers to. Reads the raw data defensively, so it also
 * works on a file that failed its schema (and every missing image is still reported).
 * @example imageReferences("hobbies", [{ image: "software.jpg" }]) // [{ file: "hobbies", path: [0, "image"], image: "hobbies/software.jpg" }]
 */
export function imageReferences(name: ContentFileName, data: unknown): ImageReference[] {
  const refs: ImageReference[] = [];
  const add = (folder: string, path: (string | number)[], value: unknown) => {
    if (typeof value === "string" && value.trim() !== "") {
      refs.push({ file: name, path, image: folder ? `${folder}/${value}` : value });
    }
  };
  const eachItem = (list: unknown, fn: (item: Record<string, unknown>, index: number) => void) => {
    if (Array.isArray(list)) list.forEach((item: unknown, i) => isRecord(item) && fn(item, i));
  };
  switch (name) {
    case "site":
      if (isRecord(data)) {
        add("", ["photo"], data.photo);
        add("", ["codeBackground"], data.codeBackground);
      }
      break;
    case "hobbies":
      eachItem(data, (item, i) => add("hobbies", [i, "image"], item.image));
      break;
    case "projects":
      eachItem(data, (item, i) => add("projects", [i, "image"], item.image));
      break;
    case "outdoor":
      eachItem(data, (item, i) => {
        if (Array.isArray(item.photos)) {
          item.photos.forEach((photo: unknown, j) => add("outdoor", [i, "photos", j], photo));
        }
      });
      break;
    case "woodwork":
      eachItem(data, (item, i) => add("woodwork", [i, "photo"], item.photo));
      break;
    case "demo":
      if (isRecord(data)) eachItem(data.slides, (item, i) => add("slides", ["slides", i, "mediaSrc"], item.mediaSrc));
      break;
    default:
      break;
  }
  return refs;
}
