import type { ActionFunctionArgs, AppLoadContext, EntryContext, HandleDocumentRequestFunction, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NO_PRERENDER, PrerenderContext, type PrerenderFacts } from "~/components/prerender-context";
import { ServedHtmlContext, type ServedHtml } from "~/lessons/served-html";
import { closingTagsLast } from "~/utils/html-stream.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Given by scripts/build/prerender.ts, the only place documents are rendered for visitors. */
    prerender?: PrerenderFacts;
    /** Given by the prerender to a document's render, not to its data's: see ServedHtmlContext. */
    servedHtml?: ServedHtml;
  }
}

const ABORT_DELAY = 5_000;
const NO_SERVED_HTML: ReadonlyMap<string, string> = new Map();

const handleRequest: HandleDocumentRequestFunction = (request, responseStatusCode, responseHeaders, remixContext: EntryContext, loadContext: AppLoadContext) => {
  // Bots and prerendering want the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || request.headers.has("x-prerender");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <PrerenderContext.Provider value={loadContext?.prerender ?? NO_PRERENDER}>
        <ServedHtmlContext.Provider value={loadContext?.servedHtml ?? NO_SERVED_HTML}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
        </ServedHtmlContext.Provider>
      </PrerenderContext.Provider>,
      {
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // Not a plain PassThrough: see closingTagsLast (valid HTML for the Nu checker).
          const body = closingTagsLast();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already on their way to the client's error boundary.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
};

export default handleRequest;

/** Log real failures once, but not the 404s and aborted requests every public site receives. */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Response && error.status < 500) return;
  console.error(error);
}
