import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LessonArticle } from "./components/lesson-article";
import { lessonAtPath } from "./lessons";

/**
 * The page of one lesson (/js-doc/<slug>, one route per app/content/lessons/<slug>.mdx, see
 * remix.config.js). Its text arrives as HTML from the loader, which the prerender runs at build
 * time: the browser downloads the lesson once, inside the document, and no code per lesson.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lesson = lessonAtPath(new URL(request.url).pathname);
  if (!lesson) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const { lessonPage } = await import("./lesson-page.server");
  return lessonPage(lesson.slug);
}

export default function LessonPage() {
  const { slug, toc, minutes, html } = useLoaderData<typeof loader>();
  return <LessonArticle slug={slug} toc={toc} minutes={minutes} html={html} />;
}
