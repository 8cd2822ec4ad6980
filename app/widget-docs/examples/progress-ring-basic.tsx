import { ProgressRing } from "@davide-marchetti/widgets/progress-ring";

const skills = [
  { label: "HTML", percent: 95 },
  { label: "CSS", percent: 85 },
  { label: "TypeScript", percent: 70 },
];

// Each ring animates once, when it first shows on the screen (none under reduced motion).
export default function ProgressRingBasic() {
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem" }}>
      {skills.map((skill) => (
        <ProgressRing key={skill.label} percent={skill.percent} label={skill.label} showLabel />
      ))}
    </div>
  );
}
