// The site's icon where the owner has none in public/: their initials in the accent's square, as the header
// shows them, written into the static build as /favicon.svg. So a new owner's tabs never show the sample's.
import type { Route } from "./+types/favicon";
import { site } from "~/content/site";
import { isDataRequest } from "~/pages";
import { xmlText } from "~/writing/atom.server";

export function loader({ request }: Route.LoaderArgs) {
  if (isDataRequest(request)) return new Response(null);
  const size = site.initials.length > 2 ? 10 : 14;
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/><text x="16" y="${16 + size * 0.39}" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${xmlText(site.initials)}</text></svg>\n`;
  return new Response(icon, { headers: { "Content-Type": "image/svg+xml" } });
}
