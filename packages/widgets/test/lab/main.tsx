// A page for the Table's, Slider's and Carousel's browser tests (tests/browser/widgets-lab.test.ts)
// and their interaction timings (scripts/quality/bench-inp-lab.ts), built with vite: the built
// package as an app installs it, with what the site's own pages do not show: 10,000 rows with custom
// cells, selection and a sticky header, a table on a (pretend) server's pages, a looping slider,
// and each widget in a right-to-left page.
import "@davide-marchetti/widgets/styles.css";
import { Carousel, initialTableState, Paginator, Slider, Table, type TableColumnInput, type TableState } from "@davide-marchetti/widgets";
import { StrictMode, useEffect, useState, type CSSProperties } from "react";
import { createRoot } from "react-dom/client";
import { people, serverPage, type Person } from "./people";

const rows = people(10_000);

// Outside the component, as an app keeps them: the same columns each render let unchanged rows skip rendering.
const columns: TableColumnInput<Person>[] = [
  "name",
  "surname",
  { key: "age", header: "Age", cell: ({ value }) => <strong data-cell="age">{value}</strong> },
  {
    key: "email",
    header: "E-mail",
    sortable: false,
    cell: ({ value, row }) => (
      <a href={`mailto:${value}`} aria-label={`Write to ${row.name}`}>
        {value}
      </a>
    ),
  },
];

function BigTable() {
  const [selection, setSelection] = useState<string[]>([]);
  return (
    <section aria-labelledby="big">
      <h2 id="big">Many rows</h2>
      <Table
        data={rows}
        caption="Ten thousand people"
        rowKey={(person) => person.id}
        rowName={(person) => `${person.name} ${person.surname}`}
        columns={columns}
        selectable={(person) => person.age >= 18}
        selection={selection}
        onSelectionChange={setSelection}
        stickyHeader
        pageSizeOptions={[10, 50, 100]}
        defaultState={{ pageSize: 10 }}
        style={{ "--dmw-table-max-height": "20rem" } as CSSProperties}
      />
      <p data-testid="selected">{selection.length}</p>
    </section>
  );
}

/** A table on a server's pages: the "server" answers 30 ms later with one page and the count. */
function ServerTable() {
  const [state, setState] = useState<TableState>(initialTableState(5));
  const [answer, setAnswer] = useState<{ rows: Person[]; count: number }>({ rows: [], count: 0 });
  const [asked, setAsked] = useState<string[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setAnswer(serverPage(rows, state)), 30);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <section aria-labelledby="server">
      <h2 id="server">On the server</h2>
      <Table
        data={answer.rows}
        rowCount={answer.count}
        caption="People on the server"
        rowKey={(person) => person.id}
        columns={["name", "surname", "age"]}
        state={state}
        onStateChange={(next, details) => {
          setAsked((list) => [...list, details.reason]);
          setState(next);
        }}
      />
      <p data-testid="asked">{asked.join(",")}</p>
    </section>
  );
}

const cards = ["Oak", "Walnut", "Cherry", "Maple", "Ash", "Elm"].map((wood, i) => ({
  mediaSrc: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="5"><rect width="8" height="5" fill="#${(i + 3) * 111}"/></svg>`)}`,
  tag: wood,
  title: `${wood} board`,
  description: `A board of ${wood.toLowerCase()}.`,
  link: `https://example.com/${wood.toLowerCase()}`,
}));

function Sliders() {
  const [clicked, setClicked] = useState("");
  return (
    <section aria-labelledby="sliders">
      <h2 id="sliders">Sliders</h2>
      <Slider slideList={cards} loop maxVisibleSlides={2} clickableSlide onSlideClick={(card) => setClicked(card.title)} labels={{ region: "Woods" }} />
      <p data-testid="clicked">{clicked}</p>
      <div dir="rtl" lang="ar">
        <Slider slideList={cards} labels={{ region: "Woods, right to left" }} />
        <Carousel ariaLabel="Colours, right to left" autoplay={false}>
          {["Red", "Green", "Blue"].map((colour) => (
            <p key={colour} style={{ height: 120, margin: 0, display: "grid", placeItems: "center", background: "#eee" }}>
              {colour}
            </p>
          ))}
        </Carousel>
      </div>
      <Carousel ariaLabel="Colours" autoplay={false}>
        {["Red", "Green", "Blue"].map((colour) => (
          <a key={colour} href={`#${colour}`} style={{ height: 120, display: "grid", placeItems: "center", background: "#eee" }}>
            {colour}
          </a>
        ))}
      </Carousel>
      {/* Rotation that focus does not hold (an author's choice): its slides turn under the focus. */}
      <Carousel ariaLabel="Seasons" autoplay={false} pauseOnFocus={false} interval={1000}>
        {["Spring", "Summer", "Autumn"].map((season) => (
          <a key={season} href={`#${season}`} style={{ height: 120, display: "grid", placeItems: "center", background: "#eee" }}>
            {season}
          </a>
        ))}
      </Carousel>
    </section>
  );
}

/** What a phone's column shows: a table's action tooltips, and page numbers that must wrap. */
function Narrow() {
  const few = rows.slice(0, 3).map((person) => ({ ...person, buttons: [{ label: "View", title: `View ${person.name} ${person.surname}` }] }));
  return (
    <section aria-labelledby="narrow">
      <h2 id="narrow">Narrow places</h2>
      <Table data={few} caption="People with actions" rowKey={(person) => person.id} columns={["name", "surname"]} onAction={() => {}} />
      {[3, 5, 7].map((window) => (
        <Paginator
          key={window}
          totalPages={20}
          template="templateTwo"
          maxVisiblePages={window}
          boundaryCount={1}
          defaultPageIndex={9}
          aria-label={`${window} pages and the ends`}
        />
      ))}
      {[3, 5].map((window) => (
        <Paginator key={window} totalPages={20} template="templateTwo" maxVisiblePages={window} defaultPageIndex={9} aria-label={`${window} pages`} />
      ))}
    </section>
  );
}

function Lab() {
  return (
    <main style={{ fontFamily: "sans-serif", maxWidth: 960, margin: "0 auto", padding: 16 }}>
      <h1>Widgets lab</h1>
      <BigTable />
      <ServerTable />
      <Sliders />
      <Narrow />
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Lab />
  </StrictMode>,
);
