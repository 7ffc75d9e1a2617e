// The owner's photo, written into the static build as /portrait.webp: a route with only a loader is
// prerendered to a file, as the site's picture is (site-image.tsx), here a square copy of the photo that
// portrait.ts names (app/portrait.server.ts). Declared only when there is one (routes.ts).
import { data } from "react-router";
import type { Route } from "./+types/portrait";
import { portrait } from "~/content/portrait";
import { isDataRequest } from "~/pages";
import { portraitImage } from "~/portrait.server";

export async function loader({ request }: Route.LoaderArgs) {
  if (isDataRequest(request)) return new Response(null);
  if (!portrait) throw data(null, { status: 404, statusText: "Not Found" });
  const image = await portraitImage(portrait);
  return new Response(new Uint8Array(image), { headers: { "Content-Type": "image/webp" } });
}
