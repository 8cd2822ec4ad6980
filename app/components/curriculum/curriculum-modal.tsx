import { Link } from "@remix-run/react";
import type { Cv } from "~/content/schemas";
import { Icon } from "~/components/icon";
import { Modal } from "@davide-marchetti/widgets/modal";
import { Curriculum } from "./curriculum";
import * as styles from "./curriculum.css";

type Props = { isOpen: boolean; onClose: () => void; cv: Cv; pdfHref: string };

/**
 * The curriculum in the one modal (id curriculumModal), with the PDF download. Printed while open,
 * it prints as the curriculum page does (its print rules follow `printPage`).
 */
export function CurriculumModal({ isOpen, onClose, cv, pdfHref }: Props) {
  return (
    <Modal open={isOpen} onOpenChange={(open) => open || onClose()} title="Curriculum vitae" size="lg" id="curriculumModal" className={styles.printPage}>
      <p className={styles.actions} data-print="hide">
        <a className={styles.primaryAction} href={pdfHref} target="_blank" rel="noopener noreferrer" type="application/pdf">
          <Icon name="download" size={18} />
          Download the PDF<span className={styles.srOnly}> (opens in a new tab)</span>
        </a>
        <Link className={styles.action} to="/curriculum">
          <Icon name="file" size={18} />
          Printable version
        </Link>
      </p>
      <Curriculum cv={cv} level={3} />
    </Modal>
  );
}
