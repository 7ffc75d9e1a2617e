// The owner's photo, written into the static build as /portrait.webp: a route with only a loader is
// prerendered to a file, as the site's picture is (site-image.tsx), here the square copy of the photo that
// the content graph made (app/portrait.server.ts). Declared only when there is one (routes.ts).
import { data } from "react-router";
import type { Route } from "./+types/portrait";
import { portraitWebp } from "~/content-graph/site-graph.server";
import { isDataRequest } from "~/pages";

export function loader({ request }: Route.LoaderArgs) {
  if (isDataRequest(request)) return new Response(null);
  if (!portraitWebp) throw data(null, { status: 404, statusText: "Not Found" });
  return new Response(Buffer.from(portraitWebp, "base64"), { headers: { "Content-Type": "image/webp" } });
}
