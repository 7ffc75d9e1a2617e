// A post's old address keeps working: a visitor who follows an old link (Jekyll's /2020/09/01/name.html,
// AstroPaper's /posts/name/) gets a small page that sends them on at once, and a link for when it does not.
// Plain HTML with no script, which every static host serves; `noindex` and a canonical link to the post's
// page keep search engines on the new address, and the sitemap lists only that one.
import { data } from "react-router";
import { sitePathOf, siteHref } from "~/base-path";
import { site } from "~/content/site";
import { FAVICON, pageHref, postPath } from "~/pages";
import { absoluteUrl } from "~/seo/meta";
import { xmlText } from "~/writing/atom.server";
import * as graph from "~/content-graph/site-graph.server";
import { oldAddressKey } from "~/writing/posts.server";
import { PAGE_MESSAGES } from "~/i18n/page-messages";

// Typed by hand: with no old addresses among the posts, routes.ts declares no such route and typegen writes
// no types for it.
export function loader({ request }: { request: Request }) {
  // The prerender asks for the page and for its data (the same address and ".data"), under the base path,
  // and may drop the "index.html" of a folder's address.
  const requested = new URL(request.url).pathname.replace(/\.data$/, "");
  const key = oldAddressKey(sitePathOf(requested) ?? requested);
  const post = graph.posts.find((candidate) =>
    candidate.oldAddresses.some((address) => oldAddressKey(address) === key),
  );
  if (!post) throw data(null, { status: 404, statusText: "Not Found" });
  const path = pageHref(postPath(post.slug));
  const href = xmlText(siteHref(path));
  const title = xmlText(post.title);
  const html = `<!DOCTYPE html>
<html lang="${post.language}">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title} | ${xmlText(site.name)}</title>
<meta name="robots" content="noindex"/>
<link rel="icon" href="${xmlText(siteHref(FAVICON.path))}" type="image/svg+xml"/>
<link rel="canonical" href="${xmlText(absoluteUrl(path))}"/>
<meta http-equiv="refresh" content="0; url=${href}"/>
</head>
<body>
<p>${xmlText(PAGE_MESSAGES[post.language].writing.moved)}<a href="${href}">${title}</a>.</p>
</body>
</html>
`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
