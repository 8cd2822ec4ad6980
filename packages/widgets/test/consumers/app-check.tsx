// The same use, in TypeScript: the package's declarations must type-check against this React's types.
import {
  Carousel,
  Counter,
  Modal,
  ModalTrigger,
  Paginator,
  ProgressRing,
  Slider,
  Table,
  themeDarkDefaults,
  themeVars,
  type ModalOpenChangeDetails,
  type PageChange,
  type TableState,
  type TimeLeft,
} from "@davide-marchetti/widgets";
import { readTableState, type TableColumnInput } from "@davide-marchetti/widgets/table";
import { useRef, useState } from "react";

type Person = { name: string; surname: string };

// 2.1: an interface (no index signature), dates, a nested value, actions of the app's own type.
interface Member {
  id: number;
  name: string;
  email: string;
  joined: Date;
  address?: { city: string };
}
type MemberAction = { label: string; title?: string; kind: "write" | "remove" };
const memberColumns: TableColumnInput<Member>[] = [
  "name",
  { key: "email", header: <abbr title="Electronic mail">E-mail</abbr>, label: "E-mail", filter: "contains" },
  { key: "joined", format: (joined) => joined.toISOString().slice(0, 10), compare: (a, b) => a.getTime() - b.getTime() },
  { id: "city", value: (member) => member.address?.city },
];

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
  const members: Member[] = [{ id: 1, name: "Giulia", email: "giulia.rossi@example.com", joined: new Date() }];
  return (
    <>
      <Table
        data={members}
        columns={memberColumns}
        caption="Members"
        searchable
        state={readTableState(new URLSearchParams("t.sort=joined:desc"), memberColumns)}
        getActions={(member): MemberAction[] => [{ label: "Write", kind: "write", title: `Write to ${member.name}` }]}
        onAction={(action, member) => console.log(action.kind, member.email)}
        onClick={(event) => console.log(event.currentTarget.tagName)}
      />
      <Slider aria-label="Quotes" onKeyDown={(event) => console.log(event.key)}>
        <blockquote>One</blockquote>
      </Slider>
      <Slider slideList={members} renderSlide={(member, { active }) => <p data-active={active}>{member.name}</p>} />
      <ProgressRing percent={40} label="ts" color="teal" hidden={false} />
      <Carousel aria-label="New name" loop={false} title="Photos">
        <p>a</p>
      </Carousel>
      <p style={{ color: themeDarkDefaults.color.danger }}>dark</p>
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
      <button ref={focus} type="button">
        focus me
      </button>
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
