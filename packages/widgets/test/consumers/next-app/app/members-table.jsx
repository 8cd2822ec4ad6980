"use client";

// The README's recipe: a Client Component of the app's holds what cannot cross from the server
// (a cell, a format), and the Server Component page passes it data only.
import { Table } from "@davide-marchetti/widgets/table";

const columns = [
  "name",
  { key: "email", header: "E-mail", filter: "contains", cell: ({ value }) => <a href={`mailto:${value}`}>{value}</a> },
  { key: "joined", header: "Joined", format: (joined) => joined.toLocaleDateString("en-GB", { timeZone: "UTC" }) },
];

export function MembersTable({ members }) {
  return <Table data={members} columns={columns} caption="Members" rowKey={(member) => member.id} searchable />;
}
