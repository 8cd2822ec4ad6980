import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { LessonTree } from "~/lessons/components/lesson-tree";
import { lessonAtPath, lessons } from "~/lessons/lessons";
import * as styles from "~/lessons/components/js-doc-layout.css";
import { seo } from "~/utils/seo";

// Lesson routes are MDX files that export no meta of their own, so Remix uses this one for
// them: each lesson's title and description come from the lesson list, never written twice.
export const meta: MetaFunction<typeof loader> = ({ location }) => {
  const lesson = lessonAtPath(location.pathname);
  if (!lesson) return [{ title: "Le Basi di Javascript" }];
  return seo({ title: `${lesson.title} · Le Basi di Javascript`, description: lesson.description });
};

export function loader() {
  return { lessons };
}

export default function JsDocLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    // The lesson first, then the list of lessons: on a phone the lesson's title and text open
    // the first screen; from 1280 px the list stands in a column to its left.
    <div className={styles.layout}>
      <div className={styles.content}>
        <Outlet />
      </div>
      <div className={styles.tree}>
        <LessonTree lessons={data.lessons} />
      </div>
    </div>
  );
}
