/**
 * The id a CV section's heading gets in the page, from its title: two titles that give the same
 * id cannot both be used (the schema checks it).
 * @example cvSectionId("WORK EXPERIENCE") // "cv-work-experience"
 */
export function cvSectionId(title: string): string {
  return `cv-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}
