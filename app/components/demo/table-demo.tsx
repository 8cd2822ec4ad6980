import { Table } from "@davide-marchetti/widgets/table";
import { Icon, isIconName } from "~/components/icon";
import type { Person } from "~/content/schemas";

const columns = ["name", "surname", "gender"] as const;

/** Demo block 3: the six sample people; an action click only logs, as in the original demo. */
export function TableDemo({ people }: { people: Person[] }) {
  return (
    <Table
      data={people}
      columns={columns}
      caption="Sample people"
      rowKey={(person) => `${person.name}-${person.surname}`}
      renderIcon={(icon) => (isIconName(icon) ? <Icon name={icon} size={18} /> : null)}
      onAction={(action, person) => console.info(`table demo: ${"action" in action ? String(action.action) : action.label}`, person)}
    />
  );
}
