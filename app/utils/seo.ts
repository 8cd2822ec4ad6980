import type { MetaDescriptor } from "@remix-run/node";

/** The title and description every page carries: `seo({ title: "Outdoor", description: "…" })`. */
export function seo({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [{ title }, { name: "description", content: description }];
}
