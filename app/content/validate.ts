import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  assembleContent,
  contentFileNames,
  formatProblem,
  imageReferences,
  parseContentFile,
  type Content,
  type ContentFiles,
} from "./schemas";

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

/**
 * Reads, parses and checks every content file of `dir` and the images they refer to
 * (under `<dir>/images/<folder>/`). Returns all problems, one line each:
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
    try {
      data = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      errors.push(formatProblem(label, "(file)", "valid JSON", `a syntax error: ${reason}`));
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
  }

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, content: assembleContent(parsed as ContentFiles) };
}
