// A Server Component page (no "use client" here) that imports each widget from its own entry point
// and renders it with serialisable props, as a stranger's first try would.
import { Carousel } from "@davide-marchetti/widgets/carousel";
import { Counter, parseCounterDate } from "@davide-marchetti/widgets/counter";
import { Paginator } from "@davide-marchetti/widgets/paginator";
import { ProgressRing } from "@davide-marchetti/widgets/progress-ring";
import { Slider } from "@davide-marchetti/widgets/slider";
import { initialTableState, Table } from "@davide-marchetti/widgets/table";
import { MembersTable } from "./members-table.jsx";

// Rendered per request, so the counter's clock is the request's.
export const dynamic = "force-dynamic";

const day = 24 * 60 * 60 * 1000;
const cards = [1, 2, 3, 4].map((n) => ({
  mediaSrc: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="5"><rect width="8" height="5" fill="#${n}8a"/></svg>`)}`,
  tag: `Card ${n}`,
  title: `Card number ${n}`,
  description: "A card of the slider.",
  link: `https://example.com/${n}`,
}));
// Real data, loaded by the Server Component: dates cross to the browser as dates.
const members = [
  { id: "1", name: "Giulia", email: "giulia.rossi@example.com", joined: new Date(Date.UTC(2024, 2, 4)) },
  { id: "2", name: "Marco", email: "marco@rossi.it", joined: new Date(Date.UTC(2023, 10, 20)) },
  { id: "3", name: "Chiara", email: "chiara@example.com", joined: new Date(Date.UTC(2024, 0, 15)) },
];
const people = ["Giulia Rossi", "Marco Bianchi", "Chiara Esposito", "Luca Romano", "Francesca Colombo", "Alessandro Ricci"].map((full) => {
  const [name, surname] = full.split(" ");
  return { name, surname };
});

export default function Page() {
  const now = Date.now();
  // The package's pure helpers run in a Server Component as they are.
  const start = parseCounterDate("2024/01/01 00:00");
  const tableState = { ...initialTableState(), pageSize: 10 };
  return (
    <main>
      <h1>Widgets in a stranger&apos;s app</h1>
      <p data-testid="server-helpers">{start instanceof Date || typeof start === "number" ? "dates parsed" : "no date"}</p>
      <Counter title="Until tomorrow" startDate={now - day} endDate={now + day} initialNow={now} />
      <ProgressRing percent={70} label="css" showLabel />
      <Paginator totalPages={12} aria-label="Pages" />
      <Slider slideList={cards} labels={{ region: "Cards" }} loop />
      {/* Column definitions without a cell renderer are plain data, which a Server Component can pass. */}
      <Table data={people} columns={["name", { key: "surname", header: "Surname", filterable: false }]} caption="People" defaultState={tableState} selectable stickyHeader />
      <Carousel ariaLabel="Colours" autoplay={false}>
        <p>Red</p>
        <p>Green</p>
        <p>Blue</p>
      </Carousel>
      {/* 2.1: a custom cell through a Client Component of the app's (the README's recipe), the
          app's own markup in slides, a layered utility and a root's own props, paginators left unnamed. */}
      <MembersTable members={members} />
      <Slider aria-label="Quotes">
        <blockquote>Never give up.</blockquote>
        <blockquote>Measure twice.</blockquote>
        <blockquote>Cut once.</blockquote>
      </Slider>
      <Paginator totalPages={4} />
      <Paginator totalPages={9} className="u-start" title="A paginator of the app" lang="en" />
    </main>
  );
}
