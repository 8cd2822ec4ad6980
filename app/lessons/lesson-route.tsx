import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { renderLessonNode } from "./components/lesson-body";
import { lessonBody } from "./lesson-body.server";
import { lessonAtPath } from "./lessons";

/**
 * The page of one lesson (/js-doc/<slug>, one route per app/content/lessons/<slug>.mdx, see
 * remix.config.js). Its text arrives as data from the loader, which the prerender runs at build
 * time: the browser downloads the lesson once, inside the document, and no code per lesson.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lesson = lessonAtPath(new URL(request.url).pathname);
  if (!lesson) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return { body: await lessonBody(lesson.slug) };
}

export default function LessonPage() {
  const { body } = useLoaderData<typeof loader>();
  return renderLessonNode(body);
}
