import { Table } from "@davide-marchetti/widgets/table";

type Tool = { name: string; kind: string; weight: number };

const tools: Tool[] = [
  { name: "Jack plane", kind: "plane", weight: 2.2 },
  { name: "Block plane", kind: "plane", weight: 0.8 },
  { name: "Tenon saw", kind: "saw", weight: 0.6 },
  { name: "Rip saw", kind: "saw", weight: 0.9 },
  { name: "Mortise chisel", kind: "chisel", weight: 0.4 },
  { name: "Bench chisel", kind: "chisel", weight: 0.2 },
  { name: "Mallet", kind: "striking", weight: 0.7 },
];

// Outside the component: the same columns on every render.
const columns = ["name", "kind", { key: "weight", header: "Weight (kg)", cell: ({ value }: { value: number }) => value.toFixed(1) }] as const;

// Uncontrolled: sort by a header, filter a column with its funnel, page below.
export default function TableBasic() {
  return <Table data={tools} columns={columns} caption="Hand tools" rowKey={(tool) => tool.name} pageSizeOptions={[5, 10]} />;
}
