// A stranger's app: plain JavaScript, the package from its tarball, every widget once.
import "@davide-marchetti/widgets/styles.css";
import { Carousel, Counter, Modal, Paginator, ProgressRing, Slider, Table } from "@davide-marchetti/widgets";
import { StrictMode, useRef, useState } from "react";
import { createRoot } from "react-dom/client";

const day = 24 * 60 * 60 * 1000;
const cards = [1, 2, 3, 4].map((n) => ({
  mediaSrc: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="5"><rect width="8" height="5" fill="#${n}8a"/></svg>`)}`,
  tag: `Card ${n}`,
  title: `Card number ${n}`,
  description: "A card of the slider.",
  link: `https://example.com/${n}`,
}));
const people = ["Giulia Rossi", "Marco Bianchi", "Chiara Esposito", "Luca Romano", "Francesca Colombo", "Alessandro Ricci"].map((full) => {
  const [name, surname] = full.split(" ");
  return { name, surname, buttons: [{ label: "View", title: `View ${full}` }] };
});

// A custom cell: the surname in capitals, in an <em>.
const columns = ["name", { key: "surname", header: "Surname", cell: ({ value }) => <em>{value.toUpperCase()}</em> }];

function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <section>
      <button type="button" onClick={() => setOpen(true)}>Open the dialog</button>
      <Modal {...root("modal")} open={open} onOpenChange={setOpen} title="Hello from a dialog">
        <p>Inside the dialog.</p>
        <button type="button">A button inside</button>
      </Modal>
    </section>
  );
}

// Every widget's root takes a ref and data-*/aria-* attributes (README, "API conventions"): each
// marks its element, and the test finds them.
const mark = (element) => element?.setAttribute("data-ref", element.tagName.toLowerCase());
const root = (name) => ({ ref: mark, "data-root": name, "aria-describedby": "help" });

function App() {
  const start = useRef(Date.now() - day);
  const [page, setPage] = useState(1);
  return (
    <main>
      <h1>Widgets in a stranger's app</h1>
      <p id="help">Every widget of the package, once.</p>
      <Counter {...root("counter")} title="Until tomorrow" startDate={start.current} endDate={start.current + 2 * day} />
      <ProgressRing {...root("progress-ring")} percent={70} label="css" showLabel />
      <Paginator {...root("paginator")} totalPages={12} page={page} onPageChange={setPage} ariaLabel="Pages" />
      <p data-testid="page">{page}</p>
      <Slider {...root("slider")} slideList={cards} labels={{ region: "Cards" }} loop />
      <Table {...root("table")} data={people} columns={columns} caption="People" rowKey={(row) => row.name} selectable stickyHeader onAction={(action, row) => console.info(action.label, row.name)} />
      <Carousel {...root("carousel")} ariaLabel="Colours" autoplay={false}>
        <p>Red</p>
        <p>Green</p>
        <p>Blue</p>
      </Carousel>
      <ModalDemo />
    </main>
  );
}

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
