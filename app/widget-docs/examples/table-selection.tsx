import { useState } from "react";
import { Table } from "@davide-marchetti/widgets/table";

type Member = { id: string; name: string; email: string; role: string };

const members: Member[] = [
  { id: "m1", name: "Ada", email: "ada@example.org", role: "maintainer" },
  { id: "m2", name: "Bruno", email: "bruno@example.org", role: "reviewer" },
  { id: "m3", name: "Chiara", email: "chiara@example.org", role: "author" },
  { id: "m4", name: "Dario", email: "dario@example.org", role: "author" },
];

// Custom cells (a link), selection by checkbox, and actions per row.
const columns = ["name", { key: "email", header: "E-mail", sortable: false, cell: ({ value }: { value: string }) => <a href={`mailto:${value}`}>{value}</a> }, "role"] as const;

export default function TableSelection() {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <div>
      <Table
        data={members}
        columns={columns}
        caption="Team members"
        rowKey={(member) => member.id}
        rowName={(member) => member.name}
        selectable
        selection={chosen}
        onSelectionChange={(ids) => setChosen(ids)}
        getActions={() => [{ label: "Remove", title: "Remove this member" }]}
        onAction={(action, member) => console.log(action.label, member.name)}
      />
      <p>Selected: {chosen.length ? chosen.join(", ") : "none"}</p>
    </div>
  );
}
