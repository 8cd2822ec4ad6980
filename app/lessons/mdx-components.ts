// What lesson MDX renders: the MDX plugin (app/lessons/mdx) imports these into every lesson.
export { CodeBlock } from "./components/code-block";
export { ConsoleOutput } from "./components/console-output";
export { LessonArticle } from "./components/lesson-article";
