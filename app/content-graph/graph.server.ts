// The content graph: everything the site publishes from the owner's files, read, checked and converted once
// per build, by this one module (docs/decisions/016). The build's content plugin (scripts/content-graph.ts)
// runs `buildContentGraph` once and hands the result, plain data, to every reader: the pages' and files'
// loaders (`virtual:content-graph`: the feed, the CV, the pictures), the prerender list and the search index.
// The typed modules (site.ts, projects.ts, …) are code: Vite bundles them where they are shown, with their
// icons; here they are only checked and joined to the rest.
import { imprint, privacy } from "~/content/legal";
import { news } from "~/content/news";
import { portrait } from "~/content/portrait";
import { courses } from "~/content/teaching";
import { cvFromContent } from "../cv/cv-data.server";
import { checkOwnFiles, loadPublications } from "../bibliography/publications.server";
import { checkContent, LEGAL_FILE } from "../content-checks.server";
import { checkNews, checkNewsLinks } from "../news/news.server";
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  FAVICON,
  FEED,
  NOT_FOUND_PATH,
  PORTRAIT_IMAGE,
  encodedPath,
  SITE_IMAGE,
  oldAddressFile,
  postImagePath,
  postPath,
  talkCalendarPath,
} from "../pages";
import { sitePaths } from "../pages.server";
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, cvPath, localizedPath } from "../i18n/languages";
import { localize } from "../i18n/localize";
import { contentRecords } from "../search/search-records.server";
import { absoluteUrl, pageUrl } from "../seo/meta";
import { courseAnchor } from "../seo/structured-data";
import { resolveTalks } from "../talks/talks.server";
import { talkSources } from "../talks/talk-sources.server";
import { warnOnMissingLegalFields } from "../legal-fields";
import { PUBLIC_DIR } from "../owner-folders.server";
import { portraitImage } from "../portrait.server";
import { ownerFonts } from "../owner-fonts.server";
import { type ParsedMarkdown, postTreeHtml, renderPostTree } from "../writing/markdown.server";
import { type SiteLink, warnOnLinksToNothing } from "../writing/post-links.server";
import {
  type Post,
  buildDay,
  parsePosts,
  postKey,
  postLinks,
  postTags,
  postsIn,
  publishedPosts,
} from "../writing/posts.server";
import type { Publication } from "../bibliography/publication";
import { MESSAGES } from "../i18n/messages";
import { PAGE_MESSAGES } from "../i18n/page-messages";

/** Everything the site publishes from the owner's files, as `buildContentGraph` makes it. */
export type ContentGraph = Awaited<ReturnType<typeof buildContentGraph>>;

export type GraphOptions = {
  /** The dev server shows drafts and posts dated after today; a build publishes neither. */
  drafts?: boolean;
  /** When the graph is made: it decides which posts are out and which courses still run. */
  now?: Date;
  /** Hears what is published other than as written; the build goes on. */
  warn?: (text: string) => void;
};

/** The catalogue's sections whose title is a page's, as their routes' `meta` takes it. */
const PAGE_SECTIONS = [
  "about",
  "projects",
  "legal",
  "publications",
  "writing",
  "talks",
  "teaching",
  "search",
] as const;

/**
 * The posts whose page would have the title of another page in a language it is shown in: another post's
 * (academicpages owners reuse "Paper accepted"), a paper's, or one of the site's own pages' ("Talks"), as
 * `${language} ${slug}`. check:site stops a deploy on two pages of one title, so such a post's page title
 * gives its date (routes/post.tsx). `warn` names each post titled as a paper or page once; posts of one title
 * are named where they are read (parsePosts).
 */
export function postsWithSharedTitles(
  posts: Post[],
  publications: Publication[],
  warn: (text: string) => void,
) {
  const keys: string[] = [];
  // A post without a translation is shown in every language, under each language's page titles.
  const warnings = new Set<string>();
  for (const language of SITE_LANGUAGES) {
    const titles = [
      ...PAGE_SECTIONS.map((section) => PAGE_MESSAGES[language][section].title),
      MESSAGES[language].contact.title,
    ];
    const titled = new Map([
      ...titles.map((title) => [title, `the site's ${title} page`] as const),
      ...publications.map((paper) => [paper.title, `the paper ${paper.key}`] as const),
    ]);
    const listed = postsIn(posts, language);
    for (const post of listed) {
      const other = titled.get(post.title);
      if (other || listed.some((each) => each !== post && each.title === post.title))
        keys.push(`${language} ${post.slug}`);
      if (!other) continue;
      warnings.add(
        `${post.file}: its title "${post.title}" is also the title of ${other}; its page's title gives its date, to tell them apart`,
      );
    }
  }
  for (const text of warnings) warn(text);
  return keys;
}

/**
 * Names each pair of tags that have one name on one language's pages: a translation may name its original's
 * tag as another tag is named ("teaching"), and check:site stops a deploy on two pages of one title.
 */
export function warnOnTagsOfOneName(posts: Post[], warn: (text: string) => void) {
  for (const language of SITE_LANGUAGES) {
    for (const [name, tags] of Map.groupBy(postTags(postsIn(posts, language)), (tag) => tag.name)) {
      if (tags.length < 2) continue;
      // The posts that give the tag this name, not those that show it under another.
      const namers = (tag: (typeof tags)[number]) =>
        tag.posts.filter((post) => post.tags.some((own) => own.slug === tag.slug && own.name === name));
      const each = tags.map(
        (tag) =>
          `${tag.slug} (${namers(tag)
            .map((post) => post.file)
            .join(", ")})`,
      );
      warn(
        `Tags: "${name}" names ${tags.length} tags on the ${language} pages, ${each.join(" and ")}; their pages would share a title, which check:site refuses: name them apart in the posts' tags`,
      );
    }
  }
}

/**
 * The whole graph. Throws one message per kind of content, naming each problem's file, item and field, when
 * the content cannot be published.
 */
export async function buildContentGraph({
  drafts = false,
  now = new Date(),
  warn = console.warn,
}: GraphOptions = {}) {
  checkContent(warn);
  // The home page's photo as published, a square WebP in base64 (the graph is JSON); null without one.
  const portraitWebp = (await portraitImage(portrait))?.toString("base64") ?? null;
  const checkedNews = checkNews(news);
  warnOnMissingLegalFields({ privacy, imprint: localize(imprint, SITE_LANGUAGES[0]) }, warn, LEGAL_FILE);

  const publications = loadPublications(warn);
  // A link to a file of the site's own must find the file: Google Scholar reads the PDF's.
  checkOwnFiles(publications, absoluteUrl("/"));
  const talks = resolveTalks(talkSources(), new Map(publications.map((paper) => [paper.key, paper])), warn);

  const parsed = new Map<string, ParsedMarkdown>();
  const allPosts = parsePosts(undefined, warn, parsed);
  const posts = publishedPosts(allPosts, { drafts, today: buildDay(now), warn });
  const sharedTitles = postsWithSharedTitles(posts, publications, warn);
  warnOnTagsOfOneName(posts, warn);
  // Each post's HTML by `postKey` (its language and slug): for its page, and for its feed entry.
  const postHtml: Record<string, { page: string; feed: string }> = {};
  const imageCopies = new Set<string>();
  // The posts' own files (page bundles'), by site path: published beside their pages (routes/post-file.tsx).
  const postFiles = Object.assign({}, ...posts.map((post) => post.files)) as Post["files"];
  // Each post's links to the site's own pages and files, looked for once the list of both is made (below).
  const linksOfPosts: { links: SiteLink[]; warn: (text: string, line?: number) => void }[] = [];
  for (const post of posts) {
    const url = pageUrl(localizedPath(postPath(post.slug), post.language));
    // Every post's own files: a post may show or link a sibling bundle's.
    const files = { folder: `${postPath(post.slug)}/`, own: postFiles, publicDir: PUBLIC_DIR };
    const warnAt = (text: string, line?: number) =>
      warn(`${post.file}${line ? `:${line + post.bodyLine}` : ""}: ${text}`);
    const { tree, copies, siteLinks } = await renderPostTree(
      post.markdown,
      { url, language: post.language, files, featured: post.featured },
      warnAt,
      // Its siblings are every post, published or not: a link to a draft still finds its page.
      postLinks(allPosts, post.language),
      parsed.get(post.file),
    );
    for (const copy of copies) imageCopies.add(copy);
    linksOfPosts.push({ links: siteLinks, warn: warnAt });
    postHtml[postKey(post)] = {
      page: postTreeHtml(tree, { kind: "page", url, language: post.language }),
      feed: postTreeHtml(tree, { kind: "feed", url }),
    };
  }

  const prerenderPaths = [
    // React Router matches a request's decoded path against this list: a tag in any script (航空) is listed
    // as written, not percent-encoded as links write it.
    ...sitePaths({ publications, talks, posts: postsIn(posts, DEFAULT_LANGUAGE) }).map((path) =>
      decodeURI(path),
    ),
    NOT_FOUND_PATH,
    ...talks.map((talk) => talkCalendarPath(talk.slug)),
    ...SITE_LANGUAGES.map((language) => localizedPath(FEED.path, language)),
    SITE_IMAGE.path,
    ...(existsSync(join(PUBLIC_DIR, FAVICON.path)) ? [] : [FAVICON.path]),
    ...(portraitWebp ? [PORTRAIT_IMAGE.path] : []),
    ...SITE_LANGUAGES.map(cvPath),
    ...posts.map((post) => localizedPath(postImagePath(post.slug), post.language)),
    ...posts.flatMap((post) => post.oldAddresses.map(oldAddressFile)),
    ...imageCopies,
    ...Object.keys(postFiles).map((path) => decodeURI(encodedPath(path))),
  ];
  checkNewsLinks(prerenderPaths, checkedNews);
  for (const { links, warn: warnAt } of linksOfPosts)
    warnOnLinksToNothing(links, prerenderPaths, PUBLIC_DIR, warnAt);

  return {
    sharedTitles,
    languages: SITE_LANGUAGES,
    posts,
    postHtml,
    postFiles,
    publications,
    talks,
    news: checkedNews,
    searchRecords: SITE_LANGUAGES.flatMap((language) =>
      contentRecords(
        {
          publications,
          posts: postsIn(posts, language),
          talks,
          courses: courses.map((course) => ({ ...course, anchor: courseAnchor(course) })),
        },
        now,
        language,
        // The feed's version: the page's, without the words a screen reader hears on its links.
        (post) => postHtml[postKey(post)]?.feed ?? "",
      ),
    ),
    prerenderPaths,
    portraitWebp,
    // The owner's fonts, for the letters the CV's and the link previews' DejaVu Sans lacks.
    fonts: ownerFonts(),
    cvs: Object.fromEntries(
      SITE_LANGUAGES.map((language) => [language, cvFromContent({ publications, talks }, now, language)]),
    ),
  };
}
