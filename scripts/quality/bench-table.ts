/*
 * How long one keystroke's filter, sort and page, and a header click's full sort, take on 10,000
 * rows: the pure pipeline the table runs on every change (packages/widgets/src/table/table-state.ts). Prints figures; asserts nothing,
 * because timings depend on the machine.
 *   npm run bench:table [-- --rows 10000 --runs 200]
 */
import { performance } from "node:perf_hooks";
import { filterRows, paginateRows, sortRows, tableView, type TableState } from "../../packages/widgets/src/table/table-state";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? NaN : Number(process.argv[index + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const ROWS = option("rows", 10_000);
const RUNS = option("runs", 200);
const FRAME_MS = 1000 / 60;

// A seeded generator, so every run measures the same rows.
let seed = 20240628;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

const names = ["Giulia", "Marco", "Chiara", "Luca", "Francesca", "Alessandro", "Martina", "Matteo", "Sara", "Davide", "Elena", "Marta", "Mario", "Anna", "Andrea"];
const surnames = ["Rossi", "Bianchi", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano"];
const rows = Array.from({ length: ROWS }, (_, i) => ({
  name: `${pick(names)} ${i}`,
  surname: pick(surnames),
  gender: random() < 0.5 ? "female" : "male",
  buttons: [{ label: "View", title: "View", disable: false }],
}));
// The same people where one name in ten has a letter outside the sort keys' range (ß, ø, ł):
// those comparisons go to Intl.Collator itself.
const foreign = ["Straßer", "Ørsted", "Łucja", "Þóra"];
const mixedRows = rows.map((row, i) => (i % 10 === 0 ? { ...row, name: `${pick(foreign)} ${i}` } : row));

type Case = { label: string; run: (i: number) => number };

// Typing "mar" into the name box, pressing Enter after each letter, with the list sorted by
// surname: each keystroke re-filters the whole list, re-reads it in sort order and pages it.
const typed = ["m", "ma", "mar"];
const keystroke = (i: number, extra: TableState["filters"] = []): TableState => ({
  filters: [...extra, { col: "name", value: typed[i % typed.length] }],
  sort: { active: "surname", direction: "asc" },
  pageIndex: 0,
  pageSize: 5,
});

const cases: Case[] = [
  {
    label: "keystroke: filter name + sort surname asc + page 1 of 5",
    run: (i) => tableView(rows, keystroke(i)).page.length,
  },
  {
    label: "keystroke: filters on gender and name + sort surname asc + page 1 of 5",
    run: (i) => tableView(rows, keystroke(i, [{ col: "gender", value: "fe" }])).page.length,
  },
  {
    // What a click on a header costs the first time for that column and direction, and what a
    // keystroke would cost with no cache: the whole list sorted from scratch.
    label: "cold: filter + full sort of every row + page (no cache; a header click)",
    run: (i) => paginateRows(sortRows(filterRows(rows, keystroke(i).filters), keystroke(i).sort), 0, 5).length,
  },
  {
    label: "cold: sort all rows by name (first click on a header)",
    run: () => sortRows(rows, { active: "name", direction: "asc" }).length,
  },
  {
    label: "cold: sort all rows by name, descending (second click)",
    run: () => sortRows(rows, { active: "name", direction: "desc" }).length,
  },
  {
    label: "cold: sort all rows by surname (15 values, many ties kept in order)",
    run: () => sortRows(rows, { active: "surname", direction: "asc" }).length,
  },
  {
    label: "cold: sort all rows by name, one in ten outside the keys' range",
    run: () => sortRows(mixedRows, { active: "name", direction: "asc" }).length,
  },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

console.log(`Table pipeline (filter, then sort, then page) on ${ROWS.toLocaleString("en")} rows, ${RUNS} runs per case, Node ${process.version}`);
console.log(`One frame at 60 Hz is ${FRAME_MS.toFixed(1)} ms.\n`);

let sink = 0;
for (const { label, run } of cases) {
  // Warm up the JIT so the figures are the steady state a user typing meets.
  for (let i = 0; i < 20; i++) sink += run(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    sink += run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  console.log(label);
  console.log(
    `  median ${median.toFixed(2)} ms · p95 ${percentile(times, 95).toFixed(2)} ms · max ${times[times.length - 1].toFixed(2)} ms · ` +
      `median is ${((median / FRAME_MS) * 100).toFixed(0)}% of a frame`,
  );
}
// Keeps the work observable so it cannot be optimised away.
if (sink < 0) console.log(sink);
