// The same use, in TypeScript: the package's declarations must type-check against this React's types.
import { Carousel, Counter, Modal, Paginator, ProgressRing, Slider, Table, themeVars, type PageChange, type TableState } from "@davide-marchetti/widgets";
import { useRef, useState } from "react";

type Person = { name: string; surname: string };

export function Check() {
  const focus = useRef<HTMLButtonElement>(null);
  const ring = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLElement>(null);
  const [state, setState] = useState<TableState>();
  const [open, setOpen] = useState(false);
  const onPage = (page: number, change: PageChange) => console.log(page, change.direction);
  const people: Person[] = [{ name: "Giulia", surname: "Rossi" }];
  return (
    <>
      <Counter startDate="2024/01/01 00:00" endDate={new Date()} labels={{ days: "Giorni" }} className="c" />
      <ProgressRing ref={ring} percent={70} label="css" style={{ margin: 0 }} data-testid="ring" />
      <Paginator ref={nav} totalPages={3} onPageChange={onPage} labels={{ of: "di" }} id="pages" aria-describedby="help" />
      <Slider slideList={[{ mediaSrc: "/a.jpg", tag: "a", title: "A", description: "", link: "/a" }]} loop onIndexChange={(index, details) => console.log(index, details.reason)} />
      <Table<Person> data={people} columns={["name", "surname"]} caption="People" state={state} onStateChange={setState} />
      <Table
        data={people}
        columns={["name", { key: "surname", header: "Surname", cell: ({ value, row }) => <b title={row.name}>{value.toUpperCase()}</b> }]}
        caption="People"
        rowKey={(person) => person.name}
        selectable
        onSelectionChange={(keys, details) => console.log(keys.length, details.reason)}
        stickyHeader
      />
      <Carousel ariaLabel="Photos" index={0} onIndexChange={(index, details) => console.log(index, details.reason)}>
        <p>a</p>
      </Carousel>
      <button ref={focus} type="button">focus me</button>
      <Modal open={open} onOpenChange={setOpen} title="T" initialFocusRef={focus}>
        <p style={{ color: themeVars.color.accent }}>body</p>
      </Modal>
    </>
  );
}
