import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useContext } from "react";
import { ServedHtmlContext } from "./served-html";
import { LessonArticle } from "./components/lesson-article";
import { lessonAtPath } from "./lessons";

/**
 * The page of one lesson (/js-doc/<slug>, one route per app/content/lessons/<slug>.mdx, see
 * remix.config.js). Its text arrives as HTML from the loader, which the prerender runs at build
 * time: the browser downloads the lesson once, inside the document, and no code per lesson.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lesson = lessonAtPath(new URL(request.url).pathname);
  if (!lesson) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const { lessonPage } = await import("./lesson-page.server");
  const page = await lessonPage(lesson.slug);
  // A prerendered document has the text once, in its body (ServedHtmlContext); a client
  // navigation's data brings it.
  if (!context.servedHtml) return page;
  context.servedHtml.set(textKey(page.slug), page.html);
  return { ...page, html: null };
}

const textKey = (slug: string) => `lesson:${slug}`;

export default function LessonPage() {
  const { slug, toc, minutes, html } = useLoaderData<typeof loader>();
  const served = useContext(ServedHtmlContext).get(textKey(slug));
  return <LessonArticle slug={slug} toc={toc} minutes={minutes} html={html ?? served ?? null} />;
}
