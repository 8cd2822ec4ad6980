import cv from "./cv.json";
import demo from "./demo.json";
import hobbies from "./hobbies.json";
import lessons from "./lessons.json";
import outdoor from "./outdoor.json";
import people from "./people.json";
import projects from "./projects.json";
import site from "./site.json";
import skills from "./skills.json";
import social from "./social.json";
import timeline from "./timeline.json";
import widgets from "./widgets.json";
import woodwork from "./woodwork.json";
import { assembleContent, contentFileNames, parseContentFile, type Content, type ContentFileName, type ContentFiles } from "./schemas";

export type {
  Content,
  Countdown,
  Cv,
  CvEntry,
  CvSection,
  Demo,
  Hobby,
  IconName,
  Lesson,
  OutdoorLocation,
  Person,
  PersonButton,
  Project,
  ProjectButton,
  Site,
  Skill,
  Skills,
  Slide,
  Social,
  SocialChannel,
  TimelineItem,
  WidgetAria,
  WidgetDoc,
  WidgetKey,
  WidgetPattern,
  WidgetPeer,
  WidgetState,
  WoodProject,
} from "./schemas";
export type { WidgetId } from "./widget-ids";

// Static imports, so the JSON is bundled into the server build (no fs at runtime).
const raw: Record<ContentFileName, unknown> = {
  site,
  social,
  timeline,
  skills,
  hobbies,
  projects,
  outdoor,
  woodwork,
  cv,
  people,
  demo,
  lessons,
  widgets,
};

let cached: Content | undefined;

/**
 * The parsed site content, parsed once. Throws an Error listing every problem as
 * `app/content/<file>.json: <field path>: expected <what>, got <what>`.
 * @example getContent().skills[0] // { tecnology: "html", percent: 100 }
 */
export function getContent(): Content {
  if (cached) return cached;
  const errors: string[] = [];
  const parsed: Partial<ContentFiles> = {};
  for (const name of contentFileNames) {
    const result = parseContentFile(name, raw[name], `app/content/${name}.json`);
    if (result.ok) (parsed as Record<string, unknown>)[name] = result.data;
    else errors.push(...result.errors);
  }
  if (errors.length > 0) {
    throw new Error(`Invalid content (${errors.length} problem${errors.length === 1 ? "" : "s"}):\n${errors.join("\n")}`);
  }
  cached = assembleContent(parsed as ContentFiles);
  return cached;
}
