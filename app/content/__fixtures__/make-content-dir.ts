import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentFileNames, imageReferences, lessonReferences } from "../schemas";

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const fixturesDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * A temporary content folder: the real JSON files, a placeholder file for every image and lesson
 * text they refer to (the check only looks for the files), then the files of `overlay` copied on top.
 */
export function makeContentDir(overlay?: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  for (const name of contentFileNames) {
    const source = path.join(contentDir, `${name}.json`);
    const target = path.join(dir, `${name}.json`);
    copyFileSync(source, target);
    const data: unknown = JSON.parse(readFileSync(source, "utf8"));
    for (const ref of imageReferences(name, data)) {
      const image = path.join(dir, "images", ...ref.image.split("/"));
      mkdirSync(path.dirname(image), { recursive: true });
      writeFileSync(image, "placeholder");
    }
    if (name === "lessons") {
      for (const ref of lessonReferences(data)) {
        const file = path.join(dir, ...ref.file.split("/"));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, "## Placeholder\n");
      }
    }
  }
  if (overlay) {
    for (const file of readdirSync(overlay)) copyFileSync(path.join(overlay, file), path.join(dir, file));
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
