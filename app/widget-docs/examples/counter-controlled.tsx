import { useState } from "react";
import { Counter } from "@davide-marchetti/widgets/counter";

const hour = 60 * 60 * 1000;
const now = Date.now();
const startDate = new Date(now - 20 * hour);
const endDate = new Date(now + 28 * hour);

// Italian texts, and the pause state held by the page: its own button and the counter's agree.
const labels = {
  days: "Giorni",
  hours: "Ore",
  minutes: "Minuti",
  seconds: "Secondi",
  expired: "Tempo scaduto",
  pause: "Pausa",
  resume: "Riprendi",
};

export default function CounterControlled() {
  const [paused, setPaused] = useState(false);
  return (
    <div>
      <Counter
        title="Fine delle iscrizioni"
        startDate={startDate}
        endDate={endDate}
        initialNow={now}
        labels={labels}
        pauseButton
        paused={paused}
        onPausedChange={(next) => setPaused(next)}
      />
      <p>
        {paused ? "Paused by the page or the counter." : "Running."}{" "}
        <button type="button" onClick={() => setPaused(!paused)}>
          {paused ? "Resume from outside" : "Pause from outside"}
        </button>
      </p>
    </div>
  );
}
