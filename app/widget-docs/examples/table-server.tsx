import { useEffect, useState } from "react";
import { initialTableState, Table, type TableState } from "@davide-marchetti/widgets/table";

type City = { city: string; country: string; population: number };

// A stand-in for a server: 60 rows, answered a page at a time after a short delay.
const all: City[] = Array.from({ length: 60 }, (_, index) => ({
  city: `City ${String(index + 1).padStart(2, "0")}`,
  country: ["Italy", "France", "Spain", "Austria"][index % 4]!,
  population: 1000 * ((index * 7919) % 997),
}));

async function fetchPage(state: TableState): Promise<{ rows: City[]; total: number }> {
  await new Promise((resolve) => setTimeout(resolve, 250));
  let rows = all.filter((row) =>
    state.filters.every(({ col, value }) =>
      String(row[col as keyof City])
        .toLowerCase()
        .includes(value.toLowerCase()),
    ),
  );
  const { active, direction } = state.sort;
  if (active && direction) {
    const key = active as keyof City;
    rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (direction === "asc" ? 1 : -1));
  }
  return { rows: rows.slice(state.pageIndex * state.pageSize, (state.pageIndex + 1) * state.pageSize), total: rows.length };
}

const columns = ["city", "country", "population"] as const;

// Server mode: `rowCount` says how many rows the server has; the table asks, the app fetches.
export default function TableServer() {
  const [state, setState] = useState<TableState>(() => initialTableState(5));
  const [page, setPage] = useState<{ rows: City[]; total: number }>({ rows: all.slice(0, 5), total: all.length });
  useEffect(() => {
    let current = true;
    fetchPage(state).then((next) => current && setPage(next));
    return () => {
      current = false;
    };
  }, [state]);
  return <Table data={page.rows} rowCount={page.total} state={state} onStateChange={setState} columns={columns} caption="Cities, paged by a server" rowKey={(row) => row.city} />;
}
