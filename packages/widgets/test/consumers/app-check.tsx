// The same use, in TypeScript: the package's declarations must type-check against this React's types.
import { Carousel, Counter, Modal, ModalTrigger, Paginator, ProgressRing, Slider, Table, themeVars, type ModalOpenChangeDetails, type PageChange, type TableState, type TimeLeft } from "@davide-marchetti/widgets";
import { useRef, useState } from "react";

type Person = { name: string; surname: string };

export function Check() {
  const focus = useRef<HTMLButtonElement>(null);
  const ring = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLElement>(null);
  const [state, setState] = useState<TableState>();
  const [open, setOpen] = useState(false);
  const [paused, setPaused] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const onPage = (pageIndex: number, details: PageChange) => console.log(pageIndex, details.reason, details.page);
  const onOpenChange = (next: boolean, details: ModalOpenChangeDetails) => (console.log(details.reason), setOpen(next));
  const onTick = (left: TimeLeft) => console.log(left.total);
  const people: Person[] = [{ name: "Giulia", surname: "Rossi" }];
  return (
    <>
      <Counter startDate="2024/01/01 00:00" endDate={new Date()} labels={{ days: "Giorni", expired: "Scaduto" }} className="c" />
      <Counter startDate={0} endDate={Date.now()} paused={paused} onPausedChange={setPaused} pauseButton now={() => Date.now() + 1500} onTick={onTick} />
      <ProgressRing ref={ring} percent={70} label="css" style={{ margin: 0 }} data-testid="ring" labels={{ units: " pts" }} />
      <Paginator ref={nav} totalPages={3} onPageIndexChange={onPage} labels={{ of: "di" }} id="pages" aria-describedby="help" />
      <Paginator totalPages={30} template="templateTwo" boundaryCount={1} getHref={(pageIndex) => `?page=${pageIndex + 1}`} defaultPageIndex={4} />
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
      <Modal open={open} onOpenChange={onOpenChange} title="T" initialFocusRef={focus}>
        <p style={{ color: themeVars.color.accent }}>body</p>
      </Modal>
      <div ref={host} />
      <ModalTrigger>
        <button type="button">Open</button>
        <Modal title="Uncontrolled" description="What it is about." container={host.current} onOpenChange={onOpenChange}>
          <p>body</p>
        </Modal>
      </ModalTrigger>
    </>
  );
}
