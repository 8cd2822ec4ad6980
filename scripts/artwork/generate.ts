// Draws the demo artwork (landscapes, wood projects, project screenshots, hobby tiles, the
// owner's avatar, the code background and the demo slides) into app/content/images/.
// Deterministic: every picture comes from a seeded PRNG, so re-running gives the same files
// (scripts/artwork/README.md).
//
//   npm run artwork                      all images
//   npm run artwork -- etna woodwork/    only files whose path contains a filter
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stat } from "node:fs/promises";
import { LOCATIONS } from "./locations.ts";
import { WOODWORK } from "./woodwork.ts";
import { PROJECTS } from "./screens.ts";
import { codeSlide, hobbyHandicraft, hobbySoftware, jsCodeBg, mountainLake, owner, workbench } from "./misc.ts";
import type { Scene } from "./landscape.ts";
import { type RenderOptions, renderScene, renderSvg } from "./render.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = path.join(root, "app/content/images");

/** One image: its path under app/content/images, what draws it, and how it is rendered. */
export type ArtworkJob = { file: string; make: () => string | Scene; grain: number; text?: boolean };

/** Every image: relative path, a function building an SVG string or a Scene, render options. */
export function artworkJobs(): ArtworkJob[] {
  const jobs: ArtworkJob[] = [];
  for (const [slug, [count, build]] of Object.entries(LOCATIONS)) {
    for (let n = 1; n <= count; n++) jobs.push({ file: `outdoor/${slug}-${n}.jpg`, make: () => build(n), grain: 9 });
  }
  for (const [name, build] of Object.entries(WOODWORK)) jobs.push({ file: `woodwork/${name}.jpg`, make: build, grain: 7 });
  for (const [name, build] of Object.entries(PROJECTS)) jobs.push({ file: `projects/${name}.jpg`, make: build, grain: 0, text: true });
  jobs.push(
    { file: "hobbies/software.jpg", make: hobbySoftware, grain: 4, text: true },
    { file: "hobbies/outdoor.jpg", make: () => mountainLake(800, 600, "hobby-outdoor", "golden", { lake: false, tent: true }), grain: 8 },
    { file: "hobbies/woodwork.jpg", make: () => workbench(800, 600, "hobby-woodwork"), grain: 7 },
    { file: "hobbies/handicraft.jpg", make: hobbyHandicraft, grain: 6 },
    { file: "owner.jpg", make: owner, grain: 3 },
    { file: "js-code-bg.jpg", make: jsCodeBg, grain: 0, text: true },
    { file: "slides/mountains.jpg", make: () => mountainLake(910, 400, "slide-mountains", "dawn", { lake: false }), grain: 8 },
    { file: "slides/workshop.jpg", make: () => workbench(910, 400, "slide-workshop"), grain: 7 },
    { file: "slides/code.jpg", make: codeSlide, grain: 0, text: true },
    { file: "slides/lake.jpg", make: () => mountainLake(910, 400, "slide-lake", "morning", { lake: true }), grain: 8 },
  );
  return jobs;
}

async function renderJob(job: ArtworkJob): Promise<number> {
  const file = path.join(outDir, job.file);
  const art = job.make();
  // text and UI edges smear with 4:2:0 chroma subsampling; photos don't mind it
  const opts: RenderOptions = { grain: job.grain, seed: job.file, quality: job.text ? 82 : 80, chroma: job.text ? "4:4:4" : "4:2:0" };
  if (typeof art === "string") await renderSvg(art, file, opts);
  else await renderScene(art, file, opts);
  return (await stat(file)).size;
}

async function main() {
  const filters = process.argv.slice(2);
  const jobs = artworkJobs().filter((j) => !filters.length || filters.some((f) => j.file.includes(f)));
  const started = Date.now();
  let total = 0;
  const queue = [...jobs];
  // two renders at a time: librsvg draws on one thread per image
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const t = Date.now();
        const size = await renderJob(job);
        total += size;
        console.log(`${job.file.padEnd(36)} ${(size / 1024).toFixed(0).padStart(5)} KB  ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
    }),
  );
  console.log(`artwork: ${jobs.length} images, ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
