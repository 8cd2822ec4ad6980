import { useId, useState } from "react";
import { ProgressRing } from "@davide-marchetti/widgets/progress-ring";

// The ring follows a value the page holds; here a range input drives it.
export default function ProgressRingControlled() {
  const [percent, setPercent] = useState(40);
  const id = useId();
  return (
    <div>
      <ProgressRing percent={percent} label="Upload" showLabel animationDuration={200} radius={60} outerStrokeWidth={10} />
      <p>
        <label htmlFor={id}>Progress </label>
        <input id={id} type="range" min={0} max={100} value={percent} onChange={(event) => setPercent(Number(event.target.value))} />
      </p>
    </div>
  );
}
