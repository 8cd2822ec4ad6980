/**
 * Where the build writes the CV PDF, under public/, named after the owner so a downloaded file
 * says whose CV it is.
 * @example cvPdfHref("Davide Marchetti") // "/assets/cv/davide-marchetti-cv.pdf"
 */
export function cvPdfHref(ownerName: string): string {
  const slug = ownerName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `/assets/cv/${slug || "owner"}-cv.pdf`;
}
