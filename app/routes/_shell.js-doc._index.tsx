import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { LessonGrid } from "~/lessons/components/lesson-grid";
import type { loader as layoutLoader } from "./_shell.js-doc";
import * as styles from "~/lessons/components/js-doc-layout.css";
import { seo } from "~/utils/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Le Basi di Javascript · JavaScript lessons in Italian",
    description: "Lezioni di JavaScript in italiano per chi comincia: variabili con var, let e const, e la parola chiave this.",
  });

export default function JsDocIndex() {
  // The lesson list is the layout's loader data: one list for the tree and for these cards.
  const data = useRouteLoaderData<typeof layoutLoader>("routes/_shell.js-doc");
  return (
    <section lang="it" aria-labelledby="js-doc-title">
      <header className={styles.intro}>
        <h1 id="js-doc-title">Le Basi di Javascript</h1>
        <p>
          Lezioni brevi, in italiano, per chi sta imparando JavaScript. Ogni esempio mostra che cosa stampa nella console o quale errore lancia, così puoi provarlo e confrontare il
          risultato.
        </p>
      </header>
      <LessonGrid lessons={data?.lessons ?? []} />
    </section>
  );
}
