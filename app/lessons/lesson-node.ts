/**
 * A lesson's body as data: what its MDX renders, as plain JSON the page's loader sends (inside the
 * document, and as navigation data) instead of code compiled into a route module. A node is text
 * or an element: an HTML tag, or one of the lesson components by name.
 */
export type LessonNode = string | LessonElement;

export type LessonElement = {
  /** An HTML tag name ("p", "h2", "table") or a name of LESSON_COMPONENTS. */
  type: string;
  props: Record<string, unknown>;
  children: LessonNode[];
};

/** The components lesson MDX renders, by the names the MDX plugins write. */
export const LESSON_COMPONENT_NAMES = ["LessonArticle", "CodeBlock", "ConsoleOutput"] as const;
export type LessonComponentName = (typeof LESSON_COMPONENT_NAMES)[number];

/** isLessonComponent("CodeBlock") === true; isLessonComponent("p") === false */
export function isLessonComponent(type: string): type is LessonComponentName {
  return (LESSON_COMPONENT_NAMES as readonly string[]).includes(type);
}

/** isHtmlTag("h2") === true; isHtmlTag("script onload") === false */
export function isHtmlTag(type: string): boolean {
  return /^[a-z][a-z0-9]*$/.test(type);
}
