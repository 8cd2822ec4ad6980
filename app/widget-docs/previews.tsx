import { Carousel } from "@davide-marchetti/widgets/carousel";
import { Counter } from "@davide-marchetti/widgets/counter";
import { Modal, ModalTrigger } from "@davide-marchetti/widgets/modal";
import { Paginator } from "@davide-marchetti/widgets/paginator";
import { ProgressRing } from "@davide-marchetti/widgets/progress-ring";
import { Slider, type SlideCard } from "@davide-marchetti/widgets/slider";
import { Table } from "@davide-marchetti/widgets/table";
import type { ReactNode } from "react";
import type { WidgetId } from "~/content/widget-ids";

// The index's small previews: each widget once, live, at a card's size. One module, loaded as one
// island when the cards come into view (app/routes/_shell.widgets._index.tsx).

const day = 24 * 60 * 60 * 1000;
const now = Date.now();
const start = now - 2 * day;
// Half an hour past a whole number of days: the served and the live preview show the same minutes.
const end = now + 5 * day + 30 * 60 * 1000;

const cards: SlideCard[] = ["Oak", "Walnut", "Cherry"].map((wood) => ({ mediaSrc: "", tag: wood, title: wood, description: `A ${wood.toLowerCase()} board.`, link: "#" }));
const swatch = (hue: number, label: string, className?: string) => (
  <div key={label} className={className} role="img" aria-label={label} style={{ aspectRatio: "16 / 9", background: `hsl(${hue} 40% 42%)` }} />
);

const rows = [
  { tool: "Plane", kg: 2.2 },
  { tool: "Saw", kg: 0.6 },
  { tool: "Chisel", kg: 0.2 },
];

export const PREVIEWS: Record<WidgetId, () => ReactNode> = {
  // Paused: the preview shows a countdown without changing by itself (its button resumes it).
  counter: () => <Counter title="Release" startDate={start} endDate={end} progressbarSize="sm" pauseButton defaultPaused initialNow={now} />,
  paginator: () => <Paginator totalPages={8} aria-label="Preview pagination" />,
  slider: () => <Slider slideList={cards} headingLevel={4} aria-label="Preview cards" renderImage={(card, { className, index }) => swatch(index * 40 + 20, card.tag, className)} />,
  table: () => <Table data={rows} columns={["tool", "kg"]} caption="Tools" rowKey={(row) => row.tool} />,
  "progress-ring": () => <ProgressRing percent={72} label="Done" showLabel radius={48} outerStrokeWidth={8} />,
  carousel: () => (
    <Carousel aria-label="Preview slides" autoplay={false}>
      {[200, 260, 320].map((hue, index) => swatch(hue, `Slide ${index + 1}`))}
    </Carousel>
  ),
  modal: () => (
    <ModalTrigger>
      <button type="button">Open a dialog</button>
      <Modal title="A dialog" size="sm">
        <p>Escape, the close button or the backdrop closes it.</p>
      </Modal>
    </ModalTrigger>
  ),
};

/** All seven previews, each in the place its card gives it (`data-preview`). */
export default function Previews({ id }: { id: WidgetId }) {
  return <>{PREVIEWS[id]()}</>;
}
