// A stranger's app: plain JavaScript, the package from its tarball, every widget once.
// The app's own stylesheet first (its layers' order, its utilities), then the package's.
import "./app.css";
import "@davide-marchetti/widgets/styles.css";
// The README's dark-mode snippet, as the test copies it from there.
import "./readme-dark.css";
import { Carousel, Counter, Modal, ModalTrigger, Paginator, ProgressRing, Slider, Table } from "@davide-marchetti/widgets";
import { Component, StrictMode, useEffect, useRef, useState } from "react";
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

// Real data: dates, e-mail addresses to search inside, a nested value.
const members = [
  { id: 1, name: "Giulia", email: "giulia.rossi@example.com", joined: new Date(2024, 2, 4), address: { city: "Torino" } },
  { id: 2, name: "Marco", email: "marco@rossi.it", joined: new Date(2023, 10, 20), address: { city: "Bari" } },
  { id: 3, name: "Chiara", email: "chiara@example.com", joined: new Date(2024, 0, 15) },
];
const memberColumns = [
  "name",
  { key: "email", header: "E-mail", filter: "contains" },
  { key: "joined", header: "Joined" },
  { id: "city", header: "City", value: (member) => member.address?.city },
];

/** The app's own error boundary: it shows what it caught. */
class Boundary extends Component {
  state = { caught: null };
  static getDerivedStateFromError(caught) {
    return { caught };
  }
  render() {
    return this.state.caught ? <p role="alert">The app's boundary caught: {this.state.caught.message}</p> : this.props.children;
  }
}

/** Content of a dialog that fails when asked: its error must reach the app's boundary. */
function Breaks() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("thrown inside the dialog");
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Break it
    </button>
  );
}

function ModalDemo() {
  const [open, setOpen] = useState(false);
  const [host, setHost] = useState(null);
  return (
    <section>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      <Modal {...root("modal")} open={open} onOpenChange={setOpen} title="Hello from a dialog">
        <p>Inside the dialog.</p>
        <button type="button">A button inside</button>
      </Modal>
      {/* Uncontrolled, opened by its own trigger, described, rendered into an element of the page. */}
      <div ref={setHost} data-testid="modal-host" />
      <ModalTrigger>
        <button type="button">Open the described dialog</button>
        <Modal title="A described dialog" description="It says what it is for." container={host}>
          <p>Inside the described dialog.</p>
        </Modal>
      </ModalTrigger>
      <Boundary>
        <ModalTrigger>
          <button type="button">Open the fragile dialog</button>
          <Modal title="A fragile dialog">
            <Breaks />
          </Modal>
        </ModalTrigger>
      </Boundary>
    </section>
  );
}

// Every widget's root takes a ref and data-*/aria-* attributes (README, "API conventions"): each
// marks its element, and the test finds them.
const mark = (element) => element?.setAttribute("data-ref", element.tagName.toLowerCase());
const root = (name) => ({ ref: mark, "data-root": name, "aria-describedby": "help" });

/** The page the address's fragment names (#page-N), zero-based, kept as the fragment changes. */
function useHashPage() {
  const read = () => Math.max(0, Number(/^#page-(\d+)$/.exec(window.location.hash)?.[1] ?? 1) - 1);
  const [pageIndex, setPageIndex] = useState(read);
  useEffect(() => {
    const onChange = () => setPageIndex(read());
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
  return pageIndex;
}

function App() {
  const start = useRef(Date.now() - day);
  const hashPage = useHashPage();
  const [pageIndex, setPageIndex] = useState(0);
  const [rootClicks, setRootClicks] = useState(0);
  return (
    <main>
      <h1>Widgets in a stranger's app</h1>
      <p id="help">Every widget of the package, once.</p>
      <Counter {...root("counter")} title="Until tomorrow" startDate={start.current} endDate={start.current + 2 * day} pauseButton />
      <ProgressRing {...root("progress-ring")} percent={70} label="css" showLabel />
      <Paginator {...root("paginator")} totalPages={12} pageIndex={pageIndex} onPageIndexChange={setPageIndex} aria-label="Pages" />
      <p data-testid="page">{pageIndex}</p>
      {/* Links the browser follows (to a fragment here); the page reads the position from its address. */}
      <Paginator
        totalPages={20}
        template="templateTwo"
        maxVisiblePages={3}
        boundaryCount={1}
        getHref={(index) => `#page-${index + 1}`}
        pageIndex={hashPage}
        aria-label="Linked pages"
      />
      <Slider {...root("slider")} slideList={cards} labels={{ region: "Cards" }} loop />
      <Table
        {...root("table")}
        data={people}
        columns={columns}
        caption="People"
        rowKey={(row) => row.name}
        selectable
        stickyHeader
        onAction={(action, row) => console.info(action.label, row.name)}
      />
      <Carousel {...root("carousel")} ariaLabel="Colours" autoplay={false}>
        <p>Red</p>
        <p>Green</p>
        <p>Blue</p>
      </Carousel>
      <ModalDemo />
      {/* 2.1: real data, the app's markup and styles, a second table and paginators left unnamed. */}
      <Table data={members} columns={memberColumns} caption="Members" rowKey={(member) => String(member.id)} searchable />
      <Paginator totalPages={4} />
      <Paginator totalPages={9} className="u-start" title="A paginator of the app" onClick={() => setRootClicks((n) => n + 1)} />
      <p data-testid="root-clicks">{rootClicks}</p>
      <Slider aria-label="Quotes">
        <blockquote className="quote">Never give up.</blockquote>
        <blockquote className="quote">Measure twice.</blockquote>
        <blockquote className="quote">Cut once.</blockquote>
      </Slider>
      <Counter title="Yesterday" startDate={start.current - day} endDate={start.current} />
    </main>
  );
}

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
