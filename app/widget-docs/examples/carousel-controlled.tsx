import { useState } from "react";
import { Carousel } from "@davide-marchetti/widgets/carousel";

const steps = ["Plane the faces", "Mark the joints", "Cut the tenons", "Glue up"];

// Controlled and still: no rotation, the page owns the index and lists the steps beside it.
export default function CarouselControlled() {
  const [index, setIndex] = useState(0);
  return (
    <div>
      <Carousel
        aria-label="Steps of a table build"
        autoplay={false}
        index={index}
        onIndexChange={(next) => setIndex(next)}
        labels={{
          prev: "Passo precedente",
          next: "Passo successivo",
          stop: "Ferma la presentazione",
          start: "Avvia la presentazione",
          slide: (position, total) => `${position} di ${total}`,
          picker: (position, total) => `Vai al passo ${position} di ${total}`,
          pickers: "Scegli un passo",
        }}
      >
        {steps.map((step, position) => (
          <div
            key={step}
            style={{ aspectRatio: "16 / 9", display: "grid", placeItems: "center", color: "#fff", fontSize: "1.25rem", background: `hsl(${position * 25 + 20} 45% 32%)` }}
          >
            {step}
          </div>
        ))}
      </Carousel>
      <ol>
        {steps.map((step, position) => (
          <li key={step}>
            <button type="button" aria-pressed={position === index} onClick={() => setIndex(position)}>
              {step}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
