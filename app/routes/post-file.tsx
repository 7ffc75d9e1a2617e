// A post's own file (a page bundle's: app/writing/posts.server.ts), written into the static build beside the
// post's page as it is: a route with only a loader is prerendered to a file, once for each file the content
// graph lists. The dev server serves them the same way.
import { data } from "react-router";
import type { Route } from "./+types/post-file";
import { postFiles } from "~/content-graph/site-graph.server";
import { isDataRequest, postPath } from "~/pages";
import { postFileResponse } from "~/writing/post-images.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (isDataRequest(request)) return new Response(null);
  const file = postFiles[`${postPath(params.slug)}/${params["*"] ?? ""}`];
  if (!file) throw data(null, { status: 404, statusText: "Not Found" });
  return postFileResponse(file);
}
