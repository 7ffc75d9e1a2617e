// One page per published post, at /writing/<slug>: the post rendered at build time (math as MathML, code
// highlighted in both themes), its tags, links to its translations, the posts before and after it, and
// BlogPosting JSON-LD with the post's own preview picture. Another language's page shows the post's
// translation, or the post in its own language, marked with `lang` (docs/decisions/080).
import { Link, data } from "react-router";
import type { BlogPosting, WithContext } from "schema-dts";
import type { Route } from "./+types/post";
import { BackLink } from "~/components/back-link";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { PostByline, TagLinks } from "~/components/post-list";
import { site } from "~/content/site";
import { pageHref, postImagePath, postPath } from "~/pages";
import { absoluteUrl, pageMeta, pageUrl, siteAddress } from "~/seo/meta";
import type { PostSummary } from "~/writing/post";
import * as graph from "~/content-graph/site-graph.server";
import { postKey, postSummary, postsIn } from "~/writing/posts.server";
import { siteHref } from "~/base-path";
import { dayText } from "~/dates";
import {
  DEFAULT_LANGUAGE,
  type Language,
  languageOfPath,
  localizedPath,
  requestLanguage,
} from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { useLanguage, usePageHref } from "~/i18n/use-language";
import { usePageMessages } from "~/i18n/use-page-messages";

export function loader({ params, request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const posts = postsIn(graph.posts, language);
  const index = posts.findIndex((candidate) => candidate.slug === params.slug);
  const post = posts[index];
  if (!post) throw data(null, { status: 404, statusText: "Not Found" });
  const neighbour = (at: number) => {
    const other = posts[at];
    return other ? { slug: other.slug, title: other.title, language: other.language } : null;
  };
  return {
    post: postSummary(post),
    html: graph.postHtml[postKey(post)]!.page,
    translations: graph.posts
      .filter((other) => other.slug === post.slug && other.language !== post.language)
      .map((other) => other.language),
    // Another post of the language, a paper or a page of the site has its title (the content graph's list).
    titleShared: graph.sharedTitles.includes(`${language} ${post.slug}`),
    // Newest first: the next post in the list is the older one.
    older: neighbour(index + 1),
    newer: neighbour(index - 1),
  };
}

function blogPosting(post: PostSummary, language: Language): WithContext<BlogPosting> {
  const url = pageUrl(localizedPath(postPath(post.slug), language));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": url,
    url,
    mainEntityOfPage: url,
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    ...(post.updated ? { dateModified: post.updated } : {}),
    author: { "@type": "Person", name: site.name, url: siteAddress() },
    image: absoluteUrl(localizedPath(postImagePath(post.slug), post.language)),
    // Said on the other languages' pages only, so the default language's stay as they were.
    ...(language === DEFAULT_LANGUAGE ? {} : { inLanguage: post.language }),
    ...(post.tags.length > 0 ? { keywords: post.tags.map((tag) => tag.name) } : {}),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  const { writing, notFound } = PAGE_MESSAGES[language];
  const post = loaderData?.post;
  if (!post) return [{ title: `${notFound.missing} | ${site.name}` }];
  return [
    ...pageMeta({
      path: postPath(post.slug),
      // Every page's title is its own: a post whose title another page has gives its date.
      title: loaderData.titleShared
        ? `${post.title} (${dayText(post.date, PAGE_MESSAGES[language].locale)})`
        : post.title,
      description: post.summary,
      type: "article",
      image: {
        path: localizedPath(postImagePath(post.slug), post.language),
        alt: writing.byAuthor(post.title, site.name),
      },
      language,
    }),
    { property: "article:published_time", content: post.date },
    ...(post.updated ? [{ property: "article:modified_time", content: post.updated }] : []),
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag.name })),
    { "script:ld+json": blogPosting(post, language) },
  ];
};

export default function Post({
  loaderData: { post, html, translations, older, newer },
}: Route.ComponentProps) {
  const { writing } = usePageMessages();
  const href = usePageHref();
  const language = useLanguage();
  return (
    <Page>
      {/* One centred reading column: the way back, the post and the way on line up. */}
      <div className="mx-auto max-w-3xl">
        <BackLink to="/writing">{writing.allWriting}</BackLink>
        <article lang={post.language === language ? undefined : post.language}>
          <PageIntro title={post.title} titleSize="long" />
          <div className="flex flex-col gap-4">
            <PostByline post={post} />
            <TagLinks post={post} />
            {/* Each translation's link is in the language it leads to. */}
            {translations.map((other) => (
              <p key={other} lang={other}>
                <a
                  href={siteHref(pageHref(localizedPath(postPath(post.slug), other)))}
                  hrefLang={other}
                  className="font-semibold text-accent underline underline-offset-4"
                >
                  {PAGE_MESSAGES[other].writing.readThisIn}
                </a>
              </p>
            ))}
          </div>
          {/* Rendered at build from the owner's Markdown, its raw HTML cleaned by one allow-list (html-policy). */}
          <div className="post-body pt-8" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
        {(older || newer) && (
          <nav aria-label={writing.more} className="mt-12 border-t border-line pt-6 pb-20 print:hidden">
            <ul className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  ["prev", older, writing.previous, undefined],
                  ["next", newer, writing.next, "sm:col-start-2 sm:text-right"],
                ] as const
              ).map(
                ([rel, other, label, className]) =>
                  other && (
                    <li key={rel} className={className}>
                      <Link reloadDocument rel={rel} to={href(postPath(other.slug))} className="group block">
                        <span className="block text-sm text-muted">{label}</span>
                        <span
                          lang={other.language === language ? undefined : other.language}
                          className="font-semibold break-words text-accent group-hover:underline"
                        >
                          {other.title}
                        </span>
                      </Link>
                    </li>
                  ),
              )}
            </ul>
          </nav>
        )}
      </div>
    </Page>
  );
}
