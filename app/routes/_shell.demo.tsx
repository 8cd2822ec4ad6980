import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DemoBlock } from "~/components/demo/demo-block";
import * as section from "~/components/section.css";
import { getContent } from "~/content/content.server";
import { getImage } from "~/content/images.server";
import { seo } from "~/utils/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "My Angular libraries · Widget demos",
    description: "Live demos of a countdown with progress bar, a paginator, a card slider and a filterable, sortable table.",
  });

export function loader() {
  const { demo, people } = getContent();
  return {
    countdown: demo.countdown,
    slides: demo.slides.map((slide) => ({ ...slide, picture: getImage(`slides/${slide.mediaSrc}`) })),
    people,
  };
}

export default function Demo() {
  const { countdown, slides, people } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>My Angular libraries</h1>
      <p className={section.lead}>
        The author's reusable widgets, first written for Angular and rebuilt here for React. Each one below
        runs live; the captions say what it is and which props it takes.
      </p>

      <DemoBlock id="demo-counter" title="Countdown" caption={<p>A countdown from a start to an end date with a progress bar.</p>}>
        <p>
          {countdown.title}: from <time dateTime={countdown.startDate.replace(/\//g, "-").replace(" ", "T")}>{countdown.startDate}</time> to{" "}
          <time dateTime={countdown.endDate.replace(/\//g, "-").replace(" ", "T")}>{countdown.endDate}</time>.
        </p>
      </DemoBlock>

      <DemoBlock id="demo-slider" title="Card slider" caption={<p>A slider of cards, each with an image, a title and a link.</p>}>
        <ul>
          {slides.map((slide) => (
            <li key={slide.title}>
              <a href={slide.link} target="_blank" rel="noopener noreferrer">{slide.title}</a>: {slide.description}
            </li>
          ))}
        </ul>
      </DemoBlock>

      <DemoBlock id="demo-table" title="Table" caption={<p>The six sample people, with their actions.</p>}>
        <table>
          <thead>
            <tr><th scope="col">name</th><th scope="col">surname</th><th scope="col">gender</th></tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={`${person.name}-${person.surname}`}>
                <td>{person.name}</td><td>{person.surname}</td><td>{person.gender}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DemoBlock>
    </>
  );
}
