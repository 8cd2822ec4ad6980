/**
 * The widgets that have a documentation page (/widgets/<id>), in the package's order. A copy of
 * WIDGETS in packages/widgets/entries.ts, so that the site's content code does not reach into the
 * package; widget-ids.test.ts keeps the two equal.
 */
export const WIDGET_IDS = ["counter", "paginator", "slider", "table", "progress-ring", "carousel", "modal"] as const;

export type WidgetId = (typeof WIDGET_IDS)[number];
