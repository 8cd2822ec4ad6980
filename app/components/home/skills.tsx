import type { Skill } from "~/content/schemas";
import { ProgressRing } from "@davide-marchetti/widgets/progress-ring";
import * as styles from "./home.css";

/** The skills grid: one ring per technology (radius 100, strokes 16 and 1, 300 ms), name below. */
export function Skills({ skills }: { skills: Skill[] }) {
  return (
    <ul className={styles.skills}>
      {skills.map((skill) => (
        <li key={skill.tecnology} className={styles.skill}>
          <ProgressRing
            percent={skill.percent}
            label={skill.tecnology}
            showLabel
            radius={100}
            outerStrokeWidth={16}
            innerStrokeWidth={1}
            animationDuration={300}
            className={styles.ring}
          />
        </li>
      ))}
    </ul>
  );
}
