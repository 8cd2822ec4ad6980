// The curriculum PDF as the server sends it, read by poppler's pdftotext (Debian's poppler-utils,
// installed before this suite by scripts/dev/ensure-debian.ts): a second opinion, from a real PDF
// reader, on the pure-JS text extraction that scripts/build/cv-pdf.test.ts relies on.
import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { cvPdfHref } from "../../app/components/curriculum/cv-pdf-path";
import { getContent } from "../../app/content/content.server";
import { baseURL } from "../helpers/browser";

/** Compares text as a reader sees it: line breaks may fall between any two words or after a dash. */
const squash = (text: string) => text.replace(/\s+/g, "");

test("poppler's pdftotext reads the owner's name and every title of the served CV", async () => {
  const { site, cv } = getContent();
  const response = await fetch(baseURL() + cvPdfHref(site.name));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const extracted = squash(execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(await response.arrayBuffer()) }).toString());
  expect(extracted).toContain(squash(site.name));
  const titles = cv.sections.flatMap((section) => section.list).flatMap((entry) => (entry.title ? [entry.title] : []));
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(extracted, title).toContain(squash(title));
});
