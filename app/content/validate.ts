import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { assembleContent, contentFileNames, formatProblem, imageReferences, lessonReferences, parseContentFile, type Content, type ContentFiles } from "./schemas";
import { jsonSyntaxProblem } from "./json-error";

/** app/content/, wherever the process runs from. */
export const defaultContentDir = path.dirname(fileURLToPath(import.meta.url));

export type ValidationResult = { ok: true; content: Content } | { ok: false; errors: string[] };

/** A path as shown in messages: relative to the working directory when inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  const inside = relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
  return (inside ? relative : file).split(path.sep).join("/");
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Every lesson of lessons.json has its MDX file, and every MDX file in lessons/ is listed. */
function checkLessonFiles(dir: string, label: string, data: unknown): string[] {
  const errors: string[] = [];
  const listed = new Set<string>();
  for (const ref of lessonReferences(data)) {
    const file = path.join(dir, ...ref.file.split("/"));
    listed.add(path.basename(file));
    if (!isFile(file)) errors.push(formatProblem(label, ref.path, `a lesson text at ${shown(file)}`, "no such file"));
  }
  let present: string[] = [];
  try {
    present = readdirSync(path.join(dir, "lessons")).filter((name) => name.endsWith(".mdx"));
  } catch {
    present = [];
  }
  for (const name of present.filter((name) => !listed.has(name)).sort()) {
    const unlisted = shown(path.join(dir, "lessons", name));
    errors.push(formatProblem(label, "(file)", `an entry with slug "${name.slice(0, -".mdx".length)}" for ${unlisted}`, "none"));
  }
  return errors;
}

/**
 * Reads, parses and checks every content file of `dir`, the images they refer to (under
 * `<dir>/images/<folder>/`) and the lessons' MDX files (`<dir>/lessons/<slug>.mdx`). Returns all problems, one line each:
 * `<file>: <field path>: expected <what>, got <what>`.
 * @example validateContent() // { ok: true, content } when app/content is sound
 */
export function validateContent(dir: string = defaultContentDir): ValidationResult {
  const errors: string[] = [];
  const parsed: Partial<ContentFiles> = {};

  for (const name of contentFileNames) {
    const file = path.join(dir, `${name}.json`);
    const label = shown(file);
    if (!existsSync(file)) {
      errors.push(formatProblem(label, "(file)", "a JSON file here", "no such file"));
      continue;
    }
    let data: unknown;
    const text = readFileSync(file, "utf8");
    try {
      data = JSON.parse(text);
    } catch (error) {
      // `file:line:column: …`, as an editor or a terminal links it, then the line itself.
      const { line, column, reason, excerpt } = jsonSyntaxProblem(text, error);
      errors.push(`${formatProblem(`${label}:${line}:${column}`, "(file)", "valid JSON", `a syntax error: ${reason}`)}\n${excerpt}`);
      continue;
    }

    const result = parseContentFile(name, data, label);
    if (result.ok) (parsed as Record<string, unknown>)[name] = result.data;
    else errors.push(...result.errors);

    // Checked on the raw data, so that a file with other problems still reports its missing images.
    for (const ref of imageReferences(name, data)) {
      const image = path.join(dir, "images", ...ref.image.split("/"));
      if (!isFile(image)) {
        errors.push(formatProblem(label, ref.path, `an image file at ${shown(image)}`, "no such file"));
      }
    }
    if (name === "lessons") errors.push(...checkLessonFiles(dir, label, data));
  }

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, content: assembleContent(parsed as ContentFiles) };
}
