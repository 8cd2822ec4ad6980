import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CounterDemo } from "~/components/demo/counter-demo";
import { DemoBlock } from "~/components/demo/demo-block";
import { paginatorIsland, sliderIsland, tableIsland } from "~/components/demo/demo-islands";
import { Island } from "~/components/island";
import * as section from "~/components/section.css";
import { seo } from "~/utils/seo";
import { parseCounterDate } from "@davide-marchetti/widgets/counter";

export const meta: MetaFunction = () =>
  seo({
    title: "My Angular libraries · Widget demos",
    description: "Live demos of a countdown with progress bar, a paginator, a card slider and a filterable, sortable table.",
  });

export async function loader() {
  const { getContent } = await import("~/content/content.server");
  const { getImageRef } = await import("~/content/images.server");
  const { renderIsland } = await import("~/components/island.server");
  const { demo, people } = getContent();
  const slides = demo.slides.map((slide) => ({ ...slide, picture: getImageRef(`slides/${slide.mediaSrc}`) }));
  return {
    countdown: demo.countdown,
    // Read once here: the server and the browser then agree on the instants, whatever their time zones.
    countdownRange: {
      start: parseCounterDate(demo.countdown.startDate)?.getTime() ?? Number.NaN,
      end: parseCounterDate(demo.countdown.endDate)?.getTime() ?? Number.NaN,
      now: Date.now(),
    },
    paginator: await renderIsland(paginatorIsland, {}),
    slider: await renderIsland(sliderIsland, { slides }),
    table: await renderIsland(tableIsland, { people }),
  };
}

export default function Demo() {
  const { countdown, countdownRange, paginator, slider, table } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>My Angular libraries</h1>
      <p className={section.lead}>
        The author's reusable widgets, first written for Angular and rebuilt here for React. Each one below runs live; the captions say what it is and which props it takes. Each
        widget also has <Link to="/widgets">a page of documentation</Link>: live examples beside their code, every prop, the keyboard map and the theme.
      </p>
      <p className={section.needsScript}>JavaScript is off: the widgets show as they first load, and their controls need JavaScript to work.</p>

      <DemoBlock
        id="demo-counter"
        title="Countdown"
        caption={
          <p>
            A countdown from a start to an end date, with a progress bar of the time gone. Props: <code>title</code>, <code>startDate</code>, <code>endDate</code>,{" "}
            <code>progressbarSize</code>, <code>pauseButton</code> and <code>labels</code> (the expired text and the four unit labels). These dates are in the past, so it shows its
            expired state; try your own below, and pause them.
          </p>
        }
      >
        <CounterDemo
          title={countdown.title}
          expiredAlertText={countdown.expiredAlertText}
          labels={{ days: countdown.daysLabel, hours: countdown.hoursLabel, minutes: countdown.minutesLabel, seconds: countdown.secondsLabel }}
          startText={countdown.startDate}
          endText={countdown.endDate}
          start={countdownRange.start}
          end={countdownRange.end}
          now={countdownRange.now}
        />
      </DemoBlock>

      <DemoBlock
        id="demo-paginator"
        title="Paginator"
        caption={
          <p>
            Page navigation in its three templates. Props: <code>totalPages</code>, <code>maxVisiblePages</code>, <code>template</code>, <code>boundaryCount</code>, the four arrow
            icons; each move reports the page index and <code>{"{reason, direction, page, pageIndex}"}</code>.
          </p>
        }
      >
        <Island island={paginatorIsland} rendered={paginator} />
      </DemoBlock>

      <DemoBlock
        id="demo-slider"
        title="Card slider"
        caption={
          <p>
            A slider of cards, each with an image, a title and a link. Props: <code>slideList</code>, <code>clickableSlide</code> (a click on a card only logs it to the console),
            and the defaults <code>spaceBetweenSlide=12</code>, <code>paginatorTemplate="default"</code>. Drag it (mouse, pen or finger), or use the arrow keys on a card.
          </p>
        }
      >
        <Island island={sliderIsland} rendered={slider} />
      </DemoBlock>

      <DemoBlock
        id="demo-table"
        title="Table"
        caption={
          <p>
            The six sample people. Sort by a column header, filter a column with its funnel button (Enter applies, each filter shows as a chip), page below; action clicks only log
            to the console. Props: <code>data</code>, <code>columns</code>, <code>onAction</code>, <code>labels</code>, <code>pageSizeOptions</code>, <code>state</code>/
            <code>onStateChange</code>, <code>onFilterApplied</code>, <code>onPage</code>.
          </p>
        }
      >
        <Island island={tableIsland} rendered={table} />
      </DemoBlock>
    </>
  );
}
