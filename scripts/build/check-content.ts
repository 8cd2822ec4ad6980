/*
 * Checks app/content (or the folder given by --dir <path> or CONTENT_DIR): every file
 * against its schema and every referenced image on disk. First step of the build.
 *   npx tsx scripts/build/check-content.ts [--dir path]
 */
import path from "node:path";
import { validateContent } from "../../app/content/validate";

function contentDir(argv: string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === "--dir" || arg.startsWith("--dir="));
  if (index !== -1) {
    const arg = argv[index] ?? "";
    const value = arg.startsWith("--dir=") ? arg.slice("--dir=".length) : argv[index + 1];
    if (!value) {
      console.error("check-content: --dir needs a folder path");
      process.exit(2);
    }
    return path.resolve(value);
  }
  return process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : undefined;
}

const result = validateContent(contentDir(process.argv.slice(2)));

if (!result.ok) {
  for (const error of result.errors) console.error(error);
  console.error(`check-content: ${result.errors.length} problem${result.errors.length === 1 ? "" : "s"} found`);
  process.exit(1);
}

const { content } = result;
const photos = content.outdoor.reduce((sum, location) => sum + location.photos.length, 0);
console.log(
  `check-content: OK (${content.skills.length} skills, ${content.projects.length} projects, ` +
    `${content.outdoor.length} locations with ${photos} photos, ${content.woodwork.length} wood projects, ` +
    `${content.cv.sections.length} CV sections, all images present)`,
);
