// The page stays a Server Component (no "use client"): it loads the rows and passes them, as data,
// to the Client Component of yours that holds the Table.
import { MembersTable, type Member } from "./members-table";

async function loadMembers(): Promise<Member[]> {
  const response = await fetch("https://example.com/members.json");
  const members: (Omit<Member, "joined"> & { joined: string })[] = await response.json();
  return members.map((member) => ({ ...member, joined: new Date(member.joined) }));
}

export default async function Page() {
  return <MembersTable members={await loadMembers()} />;
}
