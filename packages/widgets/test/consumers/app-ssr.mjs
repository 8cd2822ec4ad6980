// Server rendering in plain Node (no bundler, no window) with this app's React.
import { Carousel, Counter, Paginator, ProgressRing, Slider, Table } from "@davide-marchetti/widgets";
import { createElement as h, version } from "react";
import { renderToString } from "react-dom/server";

const problems = [];
for (const method of ["error", "warn"]) console[method] = (...args) => problems.push(args.join(" "));
const html = renderToString(
  h(
    "main",
    null,
    h(Counter, { startDate: 0, endDate: Date.now() + 1e9, initialNow: Date.now() }),
    h(ProgressRing, { percent: 70, label: "css" }),
    h(Paginator, { totalPages: 12 }),
    // Links work without JavaScript: usable from the server's HTML on.
    h(Paginator, { totalPages: 12, template: "templateTwo", boundaryCount: 1, getHref: (pageIndex) => `?page=${pageIndex + 1}` }),
    h(Slider, { slideList: [1, 2, 3].map((n) => ({ mediaSrc: `/${n}.jpg`, tag: `t${n}`, title: `T${n}`, description: "", link: "/" })) }),
    h(Table, { data: [{ name: "Giulia" }], columns: ["name"], caption: "People" }),
    h(Carousel, { ariaLabel: "Photos" }, h("p", null, "a"), h("p", null, "b")),
  ),
);
process.stdout.write(
  JSON.stringify({
    react: version,
    window: typeof window,
    length: html.length,
    inert: (html.match(/inert=""/g) ?? []).length,
    enabledControls: (html.match(/<(button|select)\b[^>]*>/g) ?? []).filter((c) => !/\sdisabled=""/.test(c)).length,
    pageLinks: (html.match(/<a [^>]*href="\?page=\d+"/g) ?? []).length,
    problems,
  }),
);
