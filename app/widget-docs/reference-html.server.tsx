import { renderToStaticMarkup } from "react-dom/server";
import type { WidgetDoc } from "~/content/schemas";
import { ReferenceSections } from "./components/reference-sections";
import type { WidgetReference } from "./data";

/** The reference sections of a widget's page as HTML (see ReferenceSections). */
export function referenceHtml(doc: WidgetDoc, reference: WidgetReference): string {
  return renderToStaticMarkup(<ReferenceSections doc={doc} reference={reference} />);
}
