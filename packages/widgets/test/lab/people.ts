// The lab's rows: the same 10,000 people on every run (a seeded generator), and the pretend
// server that filters, sorts and pages them for the server-side table.
import type { TableState } from "@davide-marchetti/widgets";

export type Person = { id: string; name: string; surname: string; age: number; email: string };

const NAMES = ["Giulia", "Marco", "Chiara", "Luca", "Francesca", "Alessandro", "Martina", "Matteo", "Sara", "Davide", "Elena", "Marta", "Mario", "Anna", "Andrea"];
const SURNAMES = ["Rossi", "Bianchi", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano"];

/** `count` people, the same ones each time. */
export function people(count: number): Person[] {
  let seed = 20240628;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  return Array.from({ length: count }, (_, i) => {
    const name = NAMES[Math.floor(random() * NAMES.length)]!;
    const surname = SURNAMES[Math.floor(random() * SURNAMES.length)]!;
    return {
      id: `p${i + 1}`,
      name: `${name} ${i + 1}`,
      surname,
      age: 10 + Math.floor(random() * 70),
      email: `${name}.${surname}${i + 1}@example.com`.toLowerCase().replace(/ /g, ""),
    };
  });
}

/**
 * What the pretend server answers for a table state: its own filtering (prefix, ignoring case),
 * its own order (plain code-unit order, not the table's natural one), one page and the count.
 */
export function serverPage(all: readonly Person[], state: TableState): { rows: Person[]; count: number } {
  const matching = all.filter((person) =>
    state.filters.every(({ col, value }) =>
      String(person[col as keyof Person])
        .toLowerCase()
        .startsWith(value.toLowerCase()),
    ),
  );
  const { active, direction } = state.sort;
  if (active && direction) {
    const key = active as keyof Person;
    matching.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (direction === "asc" ? 1 : -1));
  }
  const start = state.pageIndex * state.pageSize;
  return { rows: matching.slice(start, start + state.pageSize), count: matching.length };
}
