/*
 * Writes the downloadable CV PDF from the same content the curriculum modal shows (SPEC decision 3),
 * to public/assets/cv/<owner>-cv.pdf. A build step: runs after content:check, before remix build.
 *   npx tsx scripts/build/cv-pdf.ts [--out path]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { cvPdfHref } from "../../app/components/curriculum/cv-pdf-path";
import type { Cv, Site } from "../../app/content/schemas";
import { validateContent } from "../../app/content/validate";
import { lightColors } from "../../app/styles/tokens";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const MARGIN = 50;
const LABEL_WIDTH = 120;
const GUTTER = 14;

type CvPdfInput = { site: Pick<Site, "name" | "title" | "email" | "origin">; cv: Cv };

/** Renders the CV as a PDF with real, selectable text in PDF's built-in Helvetica. */
export function renderCvPdf({ site, cv }: CvPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: "en",
    displayTitle: true,
    info: { Title: `${site.name} - Curriculum vitae`, Author: site.name, Subject: `Curriculum vitae of ${site.name}, ${site.title}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const contentWidth = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bodyX = left + LABEL_WIDTH + GUTTER;
  const bodyWidth = contentWidth - LABEL_WIDTH - GUTTER;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  doc.font("Helvetica-Bold").fontSize(24).fillColor(lightColors.text).text(site.name, left, MARGIN);
  doc.font("Helvetica").fontSize(12).fillColor(lightColors.accentStrong).text(site.title.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.3);
  doc.fontSize(10).fillColor(lightColors.muted);
  doc.text(site.email, { link: `mailto:${site.email}`, continued: true }).text(`   ${site.origin}`, { link: site.origin });
  doc.moveDown(1);

  for (const section of cv.sections) {
    if (doc.y + 80 > bottom()) doc.addPage();
    doc.font("Helvetica-Bold").fontSize(13).fillColor(lightColors.accentStrong).text(section.title, left, doc.y, { characterSpacing: 0.5 });
    const ruleY = doc.y + 2;
    doc.moveTo(left, ruleY).lineTo(left + contentWidth, ruleY).lineWidth(1).strokeColor(lightColors.accent).stroke();
    doc.y = ruleY + 8;

    for (const entry of section.list) {
      doc.font("Helvetica-Bold").fontSize(10.5);
      const titleHeight = entry.title ? doc.heightOfString(entry.title, { width: bodyWidth }) : 0;
      doc.font("Helvetica").fontSize(10);
      const bodyHeight = titleHeight + doc.heightOfString(entry.description, { width: bodyWidth }) + (entry.github ? 14 : 0);
      // Keep an entry whole: a label on one page and its text on the next would read as two entries.
      if (doc.y + bodyHeight > bottom()) doc.addPage();

      const top = doc.y;
      doc.font("Helvetica-Bold").fontSize(9.5).fillColor(lightColors.muted).text(entry.label, left, top, { width: LABEL_WIDTH });
      const labelBottom = doc.y;
      doc.y = top;
      if (entry.title) {
        doc.font("Helvetica-Bold").fontSize(10.5).fillColor(lightColors.text).text(entry.title, bodyX, top, { width: bodyWidth });
      }
      doc.font("Helvetica").fontSize(10).fillColor(lightColors.text).text(entry.description, bodyX, doc.y, { width: bodyWidth });
      if (entry.github) {
        doc.fillColor(lightColors.accentStrong).text(`GitHub: ${entry.github}`, bodyX, doc.y + 2, { width: bodyWidth, link: entry.github, underline: true });
      }
      doc.y = Math.max(doc.y, labelBottom) + 8;
    }
    doc.y += 10;
  }

  doc.end();
  return done;
}

/** Reads and validates app/content, renders the PDF and writes it under `publicDir`. */
export async function writeCvPdf(publicDir = path.join(root, "public")): Promise<string> {
  const result = validateContent();
  if (!result.ok) throw new Error(`cv-pdf: the content is invalid:\n${result.errors.join("\n")}`);
  const { site, cv } = result.content;
  const file = path.join(publicDir, ...cvPdfHref(site.name).split("/").filter(Boolean));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await renderCvPdf({ site, cv }));
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf("--out");
  const out = outIndex === -1 ? undefined : path.resolve(process.argv[outIndex + 1] ?? "");
  writeCvPdf(out)
    .then((file) => console.log(`cv-pdf: wrote ${path.relative(process.cwd(), file)}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
