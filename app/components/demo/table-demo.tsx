import { Table } from "@davide-marchetti/widgets/table";
import { Icon } from "~/components/icon";
import type { IconName, Person } from "~/content/schemas";

const columns = ["name", "surname", "gender"] as const;

/** Demo block 3: the six sample people; an action click only logs, as in the original demo. */
export function TableDemo({ people }: { people: Person[] }) {
  return (
    <Table
      data={people}
      columns={columns}
      caption="Sample people"
      rowKey={(person) => `${person.name}-${person.surname}`}
      // The table's actions are the people's buttons, whose icons the content schema validated.
      renderIcon={(icon) => <Icon name={icon as IconName} size={18} />}
      onAction={(action, person) => console.info(`table demo: ${"action" in action ? String(action.action) : action.label}`, person)}
    />
  );
}
