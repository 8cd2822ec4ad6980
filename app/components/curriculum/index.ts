export { Curriculum } from "./curriculum";
export { CurriculumModal } from "./curriculum-modal";
export { cvPdfHref } from "./cv-pdf-path";
export { toJsonResume } from "./json-resume";
export type { JsonResume } from "./json-resume";
