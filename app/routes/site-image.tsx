// The site's own link preview, written into the static build as /og.png: a route with only a loader is
// prerendered to a file, as each post's picture is (post-image.tsx), and drawn the same way, from site.ts.
import type { Route } from "./+types/site-image";
import { site } from "~/content/site";
import { isDataRequest } from "~/pages";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { localize } from "~/i18n/localize";
import { siteImageText, socialImageResponse } from "~/writing/social-image.server";
import { fonts } from "~/content-graph/site-graph.server";

export async function loader({ request }: Route.LoaderArgs) {
  if (isDataRequest(request)) return new Response(null);
  return socialImageResponse(siteImageText(localize(site, DEFAULT_LANGUAGE)), fonts);
}
