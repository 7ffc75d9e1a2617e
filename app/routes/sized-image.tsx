// A smaller copy of a post's picture, written into the static build as /sized/<width>/<its path>.webp: a
// route with only a loader is prerendered to a file, once for each copy a post's srcset names (the content
// graph lists them), made from the picture in public/ or the post's own folder (app/writing/post-images.server.ts).
import { data } from "react-router";
import type { Route } from "./+types/sized-image";
import { postFiles, prerenderPaths } from "~/content-graph/site-graph.server";
import { PUBLIC_DIR } from "~/owner-folders.server";
import { decoded, isDataRequest, sizedImagePath } from "~/pages";
import { siteFile, sizedCopy } from "~/writing/post-images.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (isDataRequest(request)) return new Response(null);
  const width = Number(params.width);
  const picture = `/${params["*"] ?? ""}`.replace(/\.webp$/, "");
  const path = sizedImagePath(picture, width);
  // A listed path as the route's params have it, decoded whole: the graph lists paths as decodeURI leaves
  // them, with a `#` or `?` in a file's name still escaped (`%23`), which the prerender needs to ask for.
  if (!prerenderPaths.some((listed) => decoded(listed) === path))
    throw data(null, { status: 404, statusText: "Not Found" });
  const copy = await sizedCopy(siteFile({ own: postFiles, publicDir: PUBLIC_DIR }, picture), width);
  return new Response(new Uint8Array(copy), { headers: { "Content-Type": "image/webp" } });
}
