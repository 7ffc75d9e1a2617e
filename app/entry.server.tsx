// Runs only at build time: every route is prerendered to a static file (ssr: false), so there is no one to
// stream to. React's static API renders the whole page, every Suspense boundary resolved in place, so the
// HTML carries no streaming runtime: no script that moves content into place as the page loads.
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { prerender } from "react-dom/static";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    // A page that never finishes fails after 10 s instead of hanging: React Router's own limit per request.
    signal: AbortSignal.timeout(10_000),
    onError(error) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { status, headers: responseHeaders });
}
