import { getContent } from "~/content/content.server";
import { toJsonResume } from "~/components/curriculum/json-resume";

/** The CV as a JSON Resume document (https://jsonresume.org), for tools that import CVs. */
export function loader() {
  const { site, social, cv } = getContent();
  return new Response(`${JSON.stringify(toJsonResume({ site, social, cv }), null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
