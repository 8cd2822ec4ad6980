"use client";

// A Client Component of yours: the columns' functions (a cell, a format) live here, beside the
// Table, since functions cannot cross from a Server Component to the browser.
import { Table, type TableColumnInput } from "@davide-marchetti/widgets/table";

export type Member = { id: string; name: string; email: string; joined: Date };

const columns: TableColumnInput<Member>[] = [
  "name",
  { key: "email", header: "E-mail", filter: "contains", cell: ({ value }) => <a href={`mailto:${value}`}>{value}</a> },
  // A fixed time zone: this renders once on the server and again in the browser, which must agree.
  { key: "joined", header: "Joined", format: (joined) => joined.toLocaleDateString("en-GB", { timeZone: "UTC" }) },
];

export function MembersTable({ members }: { members: Member[] }) {
  return <Table data={members} columns={columns} caption="Members" rowKey={(member) => member.id} searchable />;
}
