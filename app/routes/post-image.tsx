// A post's link preview, written into the static build as /writing/<slug>/og.png: a route with only a loader
// is prerendered to a file, once per post, and once per translation, under its language (/de/writing/…).
import { data } from "react-router";
import type { Route } from "./+types/post-image";
import { isDataRequest } from "~/pages";
import { requestLanguage } from "~/i18n/languages";
import { localize } from "~/i18n/localize";
import { site } from "~/content/site";
import { postImageText, socialImageResponse } from "~/writing/social-image.server";
import * as graph from "~/content-graph/site-graph.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (isDataRequest(request)) return new Response(null);
  const language = requestLanguage(request);
  const post = graph.posts.find(
    (candidate) => candidate.slug === params.slug && candidate.language === language,
  );
  if (!post) throw data(null, { status: 404, statusText: "Not Found" });
  return socialImageResponse(postImageText(localize(site, language), post.title), graph.fonts);
}
