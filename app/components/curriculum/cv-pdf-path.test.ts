import { expect, test } from "vitest";
import { cvPdfHref } from "./cv-pdf-path";

test("the PDF is named after the owner, in the assets folder", () => {
  expect(cvPdfHref("Davide Marchetti")).toBe("/assets/cv/davide-marchetti-cv.pdf");
  expect(cvPdfHref("  Zoë D'Angelo-Réti ")).toBe("/assets/cv/zoe-d-angelo-reti-cv.pdf");
  expect(cvPdfHref("???")).toBe("/assets/cv/owner-cv.pdf");
});
