// The owner's posts: one Markdown file per post in app/content/posts, its front matter checked by a schema
// when the build (or a test) reads them. A post that cannot be published stops the build with a message
// naming the file and the field. Build time only, as the .server suffix makes sure.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, dirname, extname, join, matchesGlob, relative, resolve, sep } from "node:path";
import type { Root } from "hast";
import matter from "gray-matter";
import { parse as parseToml } from "smol-toml";
import { visit } from "unist-util-visit";
import yaml from "js-yaml";
import { decodeHTMLStrict } from "entities";
import { z } from "zod";
import { isCalendarDay, parseDay } from "../dates";
import { PAGES, decoded, encodedPath, isPrerenderable, pageHref, postImagePath, postPath } from "../pages";
import {
  DEFAULT_LANGUAGE,
  type Language,
  MULTILINGUAL,
  SITE_LANGUAGES,
  localizedPath,
} from "../i18n/languages";
import {
  type FeaturedPicture,
  type ParsedMarkdown,
  type PostLinks,
  summaryOf,
  inspectMarkdown,
} from "./markdown.server";
import { isSlug, slugOf } from "../slug";
import type { PostSummary, PostTag } from "./post";
import { PUBLIC_DIR, contentFile } from "../owner-folders.server";
import { PAGE_MESSAGES } from "../i18n/page-messages";
import type { SourceNote } from "./jekyll-syntax.server";
import { quartoToMarkdown } from "./quarto-syntax.server";
import { ContentProblem } from "../content-problem";

/** Where the owner's posts live, from the project's root (the build and the tests run there). */
export const POSTS_DIR = contentFile("posts");

/**
 * A post's file: Jekyll's `YYYY-MM-DD-slug` (a month or day of one digit too, as Jekyll takes it:
 * `2023-5-30-slug`) or just `slug`, then a translation's language (`.de`), then `.md` or `.markdown` (or
 * Quarto's `.qmd`).
 */
const FILE_NAME = /^(?:(\d{4}-\d{1,2}-\d{1,2})-)?(.+?)(?:\.([a-z]{2}))?\.(?:md|markdown|qmd)$/;

/** Words a reader gets through in a minute of technical prose. */
const WORDS_PER_MINUTE = 200;

export type Post = PostSummary & {
  /** The Markdown after the front matter. */
  markdown: string;
  /** The file, as given to the loader, for messages. */
  file: string;
  /** The line of the file the Markdown starts on, less one: a line of the body plus this is a line of the file. */
  bodyLine: number;
  /** Where the post was before (its old blog's addresses), site paths, each to be redirected here. */
  oldAddresses: string[];
  /** Its own files (a page bundle's), published beside its page: the file at each site path, decoded. */
  files: Record<string, string>;
  /** The picture shown above it (featuredPicture). */
  featured?: FeaturedPicture;
  /** A Quarto post's `resources`: globs of its folder's files to publish though its text names none. */
  resources?: string[];
};

/**
 * Other blogs' names for the site's fields, one table (docs/migrating-posts.md shows it). Where a post has
 * both, the site's own name wins and the alias is reported as ignored. (`categories`, a field of its own,
 * join the `tags`.)
 */
const FRONT_MATTER_ALIASES = {
  description: "summary",
  excerpt: "summary",
  pubDatetime: "date",
  modDatetime: "updated",
  last_modified_at: "updated",
  // Hugo's.
  lastmod: "updated",
  // Quarto's.
  "date-modified": "updated",
  aliases: "redirect_from",
  // Jekyll's `published: false` is a draft.
  published: "draft",
} as const;

/**
 * gray-matter's options. YAML is read with its core schema, which has no timestamps: a date stays the text
 * written, where the default schema made it a moment and rolled 2024-02-30 into March. A key given twice
 * stops the read, unless `lastWins` (js-yaml's `json`): then its last value counts, as Jekyll's and Hugo's
 * readers take it. Front matter in JavaScript (`---js`), which gray-matter would run, is refused. With
 * options, gray-matter caches nothing, so no two calls share a result.
 */
const frontMatterOptions = (lastWins = false) => ({
  engines: {
    yaml: (text: string) => yaml.safeLoad(text, { schema: yaml.CORE_SCHEMA, json: lastWins }) as object,
    javascript: () => {
      throw new Error("front matter in JavaScript is not read: write it in YAML");
    },
    // Hugo's. Its dates are written as text, as YAML's are read (a TOML date's JSON is its text as written).
    toml: (text: string) => JSON.parse(JSON.stringify(parseToml(text))) as object,
  },
});

/** One note per post about what the site does not publish as written; the build goes on. */
export type Warn = (text: string) => void;

const required = (kind: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "required" : `must be ${kind}`;

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date as written: a day (YYYY-MM-DD), or any ISO date-time, or Jekyll's `2020-09-01 10:00:00 +0200`; the
 * post's day is the day written (YAML leaves it as text: frontMatterOptions).
 */
const dateField = z
  .string({ error: required("a date, YYYY-MM-DD or an ISO date-time") })
  .trim()
  .transform((text, context) => {
    const [, day = "", ...time] = DATE_TIME.exec(text) ?? [];
    const [hours = 0, minutes = 0, seconds = 0] = time.map((part) => Number(part ?? 0));
    if (isCalendarDay(day) && hours <= 23 && minutes <= 59 && seconds <= 59) return day;
    // R's distill writes month-day-year (03-31-2020); a day first is as likely elsewhere, so it is not read.
    const [, month, monthDay, year] = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text) ?? [];
    const distill = year
      ? `; if it is month-day-year, as R's distill writes it, that is ${year}-${month!.padStart(2, "0")}-${monthDay!.padStart(2, "0")}`
      : "";
    context.addIssue({
      code: "custom",
      message: `must be a date, YYYY-MM-DD or an ISO date-time (got ${text})${distill}`,
    });
    return z.NEVER;
  });

/** Tags as a list, or as Jekyll's text of words separated by spaces. */
const tagList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()], { error: "must be a list" })
  .transform((value) => (typeof value === "string" ? value.split(/\s+/) : value.map(String)))
  .pipe(
    z.array(
      z
        .string()
        .trim()
        .refine((tag) => slugOf(tag) !== "", "needs a letter or digit"),
    ),
  );

/** Old addresses: site paths, as a list or one. */
const addressList = z
  .union([z.array(z.string()), z.string()], { error: "must be a path on the site, or a list of them" })
  .transform((value) => (typeof value === "string" ? [value] : value))
  .pipe(
    z.array(
      z
        .string()
        .trim()
        .refine((path) => /^\/(?!\/)/.test(path) && !/(^|\/)\.\.?(\/|$)|[?#\\]/.test(path), {
          message: "must be a path on the site, starting with / (no .., ? or #)",
        }),
    ),
  );

/**
 * The fields the site reads, besides the aliases. `redirect_from` and `permalink` are old addresses (Jekyll).
 * `lang` names a translation's language; a site of one language reads none, so an imported post's `lang` is
 * reported as ignored, as it was before the site had languages.
 */
const FRONT_MATTER = z
  .object({
    // A character reference (&#8216;, &amp;), as WordPress's exports write them, is the character: Jekyll
    // writes the title into its HTML as it is. One without its semicolon (&copy) stays text.
    title: z
      .string({ error: required("text") })
      .trim()
      .min(1, "required")
      .transform((title) => decodeHTMLStrict(title)),
    date: dateField,
    summary: z.string({ error: "must be text" }).trim().optional(),
    tags: tagList.default([]),
    categories: tagList.default([]),
    updated: dateField.optional(),
    draft: z.boolean({ error: "must be true or false" }).default(false),
    redirect_from: addressList.default([]),
    permalink: addressList.default([]),
    image: z.unknown().optional(),
    // Quarto's files to publish beside the post; Hugo's `resources` are pictures' titles, which it ignores.
    resources: z.unknown().optional(),
    // Hugo's and Jekyll's own address for the post, in place of its file's or folder's name.
    slug: z
      .string({ error: "must be text" })
      .trim()
      .toLowerCase()
      .refine(isSlug, "must be letters, digits and hyphens")
      .optional(),
    lang: z
      .string({ error: "must be a language code, such as de" })
      .trim()
      .min(1, "must be a language code, such as de")
      .optional(),
  })
  .refine((data) => !data.updated || data.updated >= data.date, {
    path: ["updated"],
    message: "is before date",
  });

/**
 * YAML 1.1's words for true and false, which Jekyll's and Hugo's readers take (blogdown writes `draft: no`);
 * the core schema reads them as text.
 */
function flag(value: unknown) {
  if (typeof value !== "string") return value;
  if (/^(yes|on)$/i.test(value)) return true;
  return /^(no|off)$/i.test(value) ? false : value;
}

/**
 * The front matter under the site's names: aliases resolved (the field as written is remembered for
 * messages), fields the site does not use listed in `ignored`, values read otherwise than written in `notes`,
 * and empty (null) values left out.
 */
function siteFields(data: Record<string, unknown>) {
  const fields: Record<string, unknown> = {};
  const writtenAs = new Map<string, string>();
  const ignored: string[] = [];
  const notes: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    const alias = FRONT_MATTER_ALIASES[key as keyof typeof FRONT_MATTER_ALIASES] as string | undefined;
    if (alias) {
      if (alias in data && data[alias] !== null) {
        ignored.push(`${key} (${alias} is given)`);
        continue;
      }
      writtenAs.set(alias, key);
      if (key !== "published") fields[alias] = value;
      else if (typeof flag(value) === "boolean") fields[alias] = !flag(value);
      // jekyll-import's `published: 2020-08-19`: Jekyll holds back only a post whose `published` is false.
      else
        notes.push(
          `published: ${JSON.stringify(value)} is not true or false, so the post is published, as Jekyll does (write false to hold it back)`,
        );
    } else if (Object.hasOwn(FRONT_MATTER.shape, key) && (key !== "lang" || MULTILINGUAL)) {
      fields[key] = key === "draft" ? flag(value) : value;
    } else {
      ignored.push(key);
    }
  }
  return { fields, writtenAs, ignored, notes };
}

/**
 * An old address in one form, so a link written `/posts/a`, `/posts/A/` or `/posts/a/index.html` finds it: a
 * host may read letters of either case as one, and the site's routes do.
 */
export function oldAddressKey(path: string) {
  // A malformed address is compared as written.
  return (
    decoded(path, decodeURI)
      .toLowerCase()
      .replace(/\/index(\.html?)?$/, "")
      .replace(/\.html?$/, "")
      .replace(/\/+$/, "") || "/"
  );
}

function readingMinutes(markdown: string) {
  const words = markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** One tag per slug: "Speech AI" and "speech-ai" are the same tag, named as first written. */
function uniqueTags(names: string[], language: Language): PostTag[] {
  const tags = new Map<string, PostTag>();
  for (const name of names)
    if (!tags.has(slugOf(name))) tags.set(slugOf(name), { name, slug: slugOf(name), language });
  return [...tags.values()];
}

/**
 * How a post's links find its siblings: Jekyll's `{% post_url 2020-09-01-name %}` and a sibling's old address
 * (`/2020/09/01/name.html`, `/posts/name/`, its `redirect_from`) both lead to the sibling's page here, in the
 * linking post's `language`.
 */
export function postLinks(posts: Post[], language = DEFAULT_LANGUAGE): PostLinks {
  // A post with a slug of its own is found by its file's name too, as post_url names it.
  const fileName = ({ file }: Post) =>
    (INDEX_FILE.test(basename(file)) ? basename(dirname(file)) : basename(file).split(".")[0]!).toLowerCase();
  const bySlug = new Map(
    posts.flatMap((post) => [[fileName(post), post] as const, [post.slug, post] as const]),
  );
  const byOldAddress = new Map(
    posts.flatMap((post) => post.oldAddresses.map((address) => [oldAddressKey(address), post] as const)),
  );
  const href = (post: Post | undefined) => post && pageHref(localizedPath(postPath(post.slug), language));
  // A blog's own address of a post by its name, as Chirpy (/posts/Its-Name/), Hugo (/post/its-name/) and
  // al-folio (/blog/2020/its-name/) give them: the post of that name, its address as the site makes one.
  const byBlogAddress = (path: string) => {
    const [, name = ""] = /^\/(?:posts?|blog)\/(?:\d{4}\/)?([^/]+?)(?:\/|\.html)?$/i.exec(path) ?? [];
    return bySlug.get(slugOf(name));
  };
  return {
    postAddress: (name) => {
      const [, day, slug = name] = FILE_NAME.exec(`${name}.md`) ?? [];
      return href(
        (day && bySlug.get(`${twoDigitDay(day)}-${slug}`.toLowerCase())) || bySlug.get(slug.toLowerCase()),
      );
    },
    oldAddress: (path) =>
      href(byOldAddress.get(oldAddressKey(path)) ?? byBlogAddress(decoded(path, decodeURI))),
  };
}

/** The day of the build, in UTC: posts dated after it are not published yet. */
export function buildDay(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/** A Jekyll file name's day as its addresses write it, two digits each: 2023-5-30 is 2023-05-30. */
function twoDigitDay(day: string) {
  return day.replace(/-(\d)(?=-|$)/g, "-0$1");
}

/**
 * The names shared by dated files of different days, in lower case: academicpages names every post
 * `YYYY-MM-DD-blog-post.md`, and such a post keeps its day in its address rather than sharing one.
 */
function namesOfManyDays(files: string[]) {
  const days = new Map<string, Set<string>>();
  for (const name of files) {
    const [, day, slug = ""] = FILE_NAME.exec(name) ?? [];
    if (day) days.set(slug.toLowerCase(), (days.get(slug.toLowerCase()) ?? new Set()).add(twoDigitDay(day)));
  }
  return new Set([...days].filter(([, each]) => each.size > 1).map(([slug]) => slug));
}

/**
 * A post's index file in a folder of its own (Hugo's page bundle): `index.md`, a translation's `index.de.md`,
 * Quarto's `index.qmd`, or blogdown's `index.html`, an R Markdown post as rendered, front matter and all.
 */
const INDEX_FILE = /^index(\.[a-z]{2})?\.(?:md|markdown|qmd|html)$/;

/**
 * What blogdown's Hugo never publishes from a post's folder, by its default `ignoreFiles`: the R Markdown a
 * page was rendered from, and knitr's caches and intermediate files.
 */
const BLOGDOWN_SOURCE = /\.(Rmd|Rmarkdown|knit\.md|utf8\.md)$|(^|\/)[^/]*_cache(\/|$)/i;

/**
 * The post files in `dir`, by name: each file, and the index file of a folder holding a post (Hugo's page
 * bundle) in each language, Markdown before HTML, named as its folder (`<folder>/index.de.md` is
 * `<folder>.de.md`) with the folder as its `bundle`. Any other folder or file is left out with a warning. A
 * Quarto post's `freeze` is where its frozen output would be: `_freeze/` mirrors the posts' folder, each post
 * as its path without `.qmd` (`_freeze/<folder>/index/`). Folders of dates (`2021/08/21/<folder>/`, as some
 * Quarto blogs have them) are read through; the posts folder is their `root`.
 */
function postFileNames(dir: string, warn: Warn, root = dir) {
  const found: { name: string; file: string; bundle?: string; freeze?: string }[] = [];
  // An owner who does not blog may have no posts folder at all.
  const entries = existsSync(dir) ? readdirSync(resolve(dir), { withFileTypes: true }) : [];
  const names = entries.map((entry) => entry.name);
  for (const entry of entries) {
    const { name } = entry;
    const file = join(dir, name);
    if (name.startsWith(".") || (name === "_freeze" && entry.isDirectory())) continue;
    if (entry.isDirectory()) {
      const inFolder = readdirSync(resolve(file)).sort();
      const indexes = new Map<string, string>();
      for (const index of inFolder.filter((each) => INDEX_FILE.test(each))) {
        const [, language = ""] = INDEX_FILE.exec(index)!;
        if (!indexes.get(language)?.endsWith(".md")) indexes.set(language, index);
      }
      if (indexes.size === 0 && /^\d{1,4}$/.test(name)) found.push(...postFileNames(file, warn, root));
      else if (indexes.size === 0)
        warn(
          `${file}/: a folder is not read, left out: a post is one .md file in ${dir}/, or a folder with the post in its index.md${inFolder.some((each) => /^index\.rm(d|arkdown)$/i.test(each)) ? " (R Markdown's index.Rmd once blogdown has rendered it to index.html)" : ""}`,
        );
      for (const [language, index] of indexes)
        found.push({ name: `${name}${language}.md`, file: join(file, index), bundle: file });
    }
    // Hugo's _index.md is its list page.
    else if (/^[^_].*\.(md|markdown|qmd)$/.test(name)) found.push({ name, file });
    // blogdown's render of `<name>.Rmd`, front matter and all, beside it; the source is not read.
    else if (/^[^_].*\.html$/.test(name) && readFileSync(file, "utf8").startsWith("---"))
      found.push({ name: name.replace(/html$/, "md"), file });
    else if (/\.rmd$/i.test(name) && names.includes(name.replace(/rmd$/i, "html"))) continue;
    else
      warn(
        `${file}: not a post, left out: a post is a .md, .markdown or .qmd file (or blogdown's .html, with front matter), its name not starting with _`,
      );
  }
  for (const each of found)
    if (each.file.endsWith(".qmd"))
      each.freeze = join(root, "_freeze", relative(root, each.file).slice(0, -4));
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The files beside a page bundle's index files (`images/a.png`), dot files and blogdown's sources left out:
 * the post's own, each at its site path beside the post's page (/writing/<slug>/images/a.png), or in its
 * folder `under` there.
 */
function ownFiles(folder: string, slug: string, under = "") {
  const root = resolve(folder);
  const paths = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => !INDEX_FILE.test(path) && !BLOGDOWN_SOURCE.test(path))
    .filter((path) => !path.split("/").some((part) => part.startsWith(".")))
    .sort();
  return Object.fromEntries(paths.map((path) => [`${postPath(slug)}/${under}${path}`, join(folder, path)]));
}

/**
 * A Quarto post's Markdown from its frozen output (`result.markdown` in `<freeze>/execute-results/html.json`,
 * with its cells' output and figures) where there is one, else from the .qmd (`source`), whose code is then
 * shown without output. With it come its lines before the Markdown (`bodyLine`) and its figures, each at the
 * site path its Markdown names (`<stem>_files/figure-html/a.png`, beside the post's page).
 */
function quartoSource(file: string, source: string, freeze: string, slug: string, warn: Warn) {
  const results = join(freeze, "execute-results", "html.json");
  if (!existsSync(results)) {
    if (/^ {0,3}(`{3,}|~{3,})\s*\{[\w-]/m.test(source))
      warn(
        `${file}: no frozen output at ${results}, so its code is shown without its output: render the post with Quarto's \`freeze\` on and copy its folder from your project's _freeze/ into ${freeze}`,
      );
    return { markdown: source, files: {} };
  }
  let markdown: unknown;
  try {
    markdown = (JSON.parse(readFileSync(results, "utf8")) as { result?: { markdown?: unknown } }).result
      ?.markdown;
  } catch (error) {
    throw new ContentProblem(`${results}: not valid JSON (${(error as Error).message})`);
  }
  if (typeof markdown !== "string") throw new ContentProblem(`${results}: result.markdown: required (text)`);
  const frozen = matter(markdown, frontMatterOptions(true));
  const files = Object.entries(ownFiles(freeze, slug, `${basename(file, ".qmd")}_files/`));
  return {
    markdown: frozen.content,
    bodyLine: markdown.slice(0, markdown.length - frozen.content.length).split("\n").length - 1,
    files: Object.fromEntries(files.filter(([path]) => !path.includes("_files/execute-results/"))),
  };
}

/**
 * The post's own files that its HTML names (an image's src, a link's href), or that its `resources` list,
 * by their site paths, and the globs of its `resources` that list none of its folder's files.
 */
function namedFiles({ files, slug, resources = [] }: Post, tree: Root) {
  const inFolder = (path: string) => path.slice(postPath(slug).length + 1);
  const named = new Set<string>();
  visit(tree, "element", ({ properties }) => {
    for (const address of [properties.src, properties.href]) {
      if (typeof address !== "string") continue;
      // An address that is not percent-encoded names no file: as written, it matches none.
      named.add(decoded(new URL(address, `https://site.invalid${postPath(slug)}/`).pathname));
    }
  });
  const included = resources.filter((glob) => !glob.startsWith("!"));
  const excluded = resources.filter((glob) => glob.startsWith("!")).map((glob) => glob.slice(1));
  // Listed: a glob matches it and no "!" glob takes it out. R's and Python's environments (renv/, venv/) are
  // never published, as Quarto leaves them.
  const listed = (path: string) =>
    !/^(renv|venv)\//.test(path) &&
    included.some((glob) => resourceMatches(glob, path)) &&
    !excluded.some((glob) => resourceMatches(glob, path));
  const unmatched = included.filter(
    (glob) => !Object.keys(files).some((path) => resourceMatches(glob, inFolder(path))),
  );
  const kept = Object.entries(files).filter(([path]) => named.has(path) || listed(inFolder(path)));
  return { files: Object.fromEntries(kept), unmatched };
}

/** A glob of Quarto's `resources` as Quarto reads it: in any folder but written from the post's with a "/". */
function resourceMatches(glob: string, path: string) {
  const bare = glob.replace(/^\.?\//, "").replace(/\/+$/, "");
  const pattern = glob.startsWith("/") ? bare : `**/${bare}`;
  // A folder's name is all its files.
  return matchesGlob(path, pattern) || matchesGlob(path, `${pattern}/**`);
}

/**
 * Each kind of note on a post's Markdown told once, at its first line (a line of the body plus `bodyLine`),
 * with the other lines it is on.
 */
function warnNotes(file: string, bodyLine: number, notes: SourceNote[], warn: Warn) {
  const lines = new Map<string, Set<number>>();
  for (const { line, text } of notes) lines.set(text, (lines.get(text) ?? new Set()).add(line));
  for (const [text, [first = 0, ...more]] of lines) {
    const also =
      more.length > 0
        ? ` (also line${more.length > 1 ? "s" : ""} ${more.map((line) => line + bodyLine).join(", ")})`
        : "";
    warn(`${file}${first > 0 ? `:${first + bodyLine}` : ""}: ${text}${also}`);
  }
}

/**
 * Hugo's featured picture: the page bundle's picture named `*featured*` (featured.jpg), shown above the post with
 * `image.caption` under it and `image.alt_text` as its text (without one, it is decoration), unless
 * `image.preview_only` keeps it to lists, which show no pictures here.
 */
function featuredPicture(files: Record<string, string>, image: unknown, slug: string) {
  const src = Object.keys(files).find((path) =>
    /^[^/]*featured[^/]*\.(?:jpe?g|png|gif|webp|avif|svg)$/i.test(path.slice(postPath(slug).length + 1)),
  );
  const { caption, alt_text, preview_only } = (image ?? {}) as Record<string, unknown>;
  if (!src || preview_only === true) return undefined;
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return { src: encodedPath(src), alt: text(alt_text), ...(text(caption) && { caption: text(caption) }) };
}

/**
 * The post in `file` (`name` in its folder), or a ContentProblem naming the file and each field that stops
 * it. `shared` are the names of many days (namesOfManyDays); `byAddress`, the file of each address taken;
 * `slugs`, each original's address segment by its file's (a translation takes its original's); `bundle`, the
 * post's own folder (a page bundle), whose files it publishes beside its page.
 */
function readPost(
  file: string,
  name: string,
  {
    shared,
    byAddress,
    slugs,
  }: { shared: Set<string>; byAddress: Map<string, string>; slugs: Map<string, string> },
  warn: Warn,
  bundle?: string,
  freeze?: string,
) {
  const refuse = (...texts: string[]) =>
    new ContentProblem(texts.map((text) => `${file}: ${text}`).join("\n  "));
  // Jekyll keeps a name's capitals in its address (/2017/07/08/using-RNN.html); here it is in lower case.
  const [, writtenDay, fileSlug = "", fileLanguage] = FILE_NAME.exec(name) ?? [];
  const fileDay = writtenDay && twoDigitDay(writtenDay);
  const keepsDay = Boolean(fileDay) && shared.has(fileSlug.toLowerCase());
  // An address has hyphens where a name has underscores, spaces or dots, as Jekyll's and R's bloggers write
  // them: my_post, my post and notes-3.0 are my-post and notes-3-0, and café is cafe. A page bundle's address
  // is its folder's.
  const fileName = keepsDay ? `${fileDay}-${fileSlug}` : fileSlug;
  let named = slugOf(fileName);
  // A name of no Latin letters or digits (머신러닝.md) needs a slug of the front matter's.
  const unnamed = isSlug(named)
    ? undefined
    : bundle
      ? "the folder name must have Latin letters or digits (after a YYYY-MM-DD- date, if any), or the post a slug"
      : "the file name must have Latin letters or digits (after a YYYY-MM-DD- date, if any), or the post a slug";
  try {
    if (fileDay) parseDay(fileDay);
  } catch (error) {
    throw refuse(`the date in the file name: ${(error as Error).message}`);
  }
  const text = readFileSync(resolve(file), "utf8");
  // Hugo's TOML front matter is between +++ lines.
  const [, fence = "---"] = /^\uFEFF?(\+\+\+|---)/.exec(text) ?? [];
  const [syntax, toml] = fence === "+++" ? ["TOML", { language: "toml", delimiters: "+++" }] : ["YAML", {}];
  // An R distill post's render is a whole page, its title and date in its source.
  if (!/^\uFEFF?(---|\+\+\+)/.test(text))
    throw refuse(
      "it has no front matter: begin it with a --- line, then its title: and date:, then another --- line",
    );
  // Without its closing line, the whole post is read as front matter, and YAML's message names its text.
  const opened = new RegExp(`^\\uFEFF?\\${fence[0]}{3}[ \\t]*\\r?\\n`);
  const closed = new RegExp(`\\n\\${fence[0]}{3}[ \\t]*(\\r?\\n|$)`);
  if (opened.test(text) && !closed.test(text.slice(3)))
    throw refuse(`the front matter has no closing ${fence} line: end it with one, before the post's text`);
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text, { ...frontMatterOptions(), ...toml });
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0];
    if (!reason?.startsWith("duplicated mapping key"))
      throw refuse(`the front matter is not valid ${syntax} (${reason})`);
    parsed = matter(text, frontMatterOptions(true));
    warn(
      `${file}: front matter: ${reason.replace(/:$/, "")}: its last value is used, as your old blog used it`,
    );
  }
  const { fields, writtenAs, ignored, notes } = siteFields(parsed.data);
  for (const note of notes) warn(`${file}: ${note}`);
  if (fields.date === undefined && fileDay) fields.date = fileDay;
  // jekyll-import keeps WordPress's old ?p=15 addresses: a static host finds a page by its path, never its query.
  for (const name of ["redirect_from", "permalink"]) {
    const written: unknown[] = [fields[name] ?? []].flat();
    const queried = written.filter((path) => /\?/.test(String(path)));
    if (queried.length === 0) continue;
    fields[name] = written.filter((path) => !queried.includes(path));
    warn(
      `${file}: ${writtenAs.get(name) ?? name}: ${queried.join(", ")} left out: a static host finds a page by its path, never by its query (?p=15), so no page of the site can answer there`,
    );
  }
  const result = FRONT_MATTER.safeParse(fields);
  if (!result.success)
    throw refuse(
      ...result.error.issues.map((issue) => {
        const [field = "front matter", ...rest] = issue.path.map(String);
        // `title:Readbacks` (no space after the colon) is one key, "title:Readbacks", to YAML.
        const unspaced = Object.keys(parsed.data).find((key) => key.startsWith(`${field}:`));
        const hint = unspaced ? ` (the line "${unspaced}…" needs a space after "${field}:")` : "";
        return `${[writtenAs.get(field) ?? field, ...rest].join(".")}: ${issue.message}${hint}`;
      }),
    );
  let bodyLine = text.endsWith(parsed.content)
    ? text.slice(0, text.length - parsed.content.length).split("\n").length - 1
    : 0;
  const tell = (note: string) => warn(`${file}: ${note}`);
  const {
    tags,
    categories,
    redirect_from,
    permalink,
    lang,
    image,
    resources,
    slug: ownSlug,
    ...data
  } = result.data;
  if (unnamed && !ownSlug) throw refuse(`${unnamed}: give it one, such as slug: my-first-post`);
  if (unnamed) named = ownSlug!;
  // Hugo's `image` says how a page bundle shows its featured picture; any other post has none.
  if (image !== undefined && !bundle) ignored.push("image");
  const globs = [resources ?? []].flat();
  const listsFiles = file.endsWith(".qmd") && globs.every((glob) => typeof glob === "string");
  if (resources !== undefined && !listsFiles)
    ignored.push(file.endsWith(".qmd") ? "resources (not a file name or a list of them)" : "resources");
  if (ignored.length > 0) tell(`fields the site does not use, ignored: ${ignored.join(", ")}`);
  // `lang: en-GB` is English: a site's languages are plain codes.
  const written = lang?.toLowerCase().split(/[-_]/)[0] ?? fileLanguage;
  const languageField = lang === undefined ? "the file name's language" : "lang";
  const language = written ? SITE_LANGUAGES.find((each) => each === written) : DEFAULT_LANGUAGE;
  if (lang !== undefined && fileLanguage !== undefined && written !== fileLanguage)
    throw refuse(`lang: ${lang} is not the file name's language (.${fileLanguage})`);
  if (!language)
    throw refuse(
      `${languageField}: ${written} is not one of site.ts's languages (${SITE_LANGUAGES.join(", ")})`,
    );
  const isOriginal = language === DEFAULT_LANGUAGE;
  const slug = (isOriginal ? ownSlug : slugs.get(named)) ?? named;
  if (isOriginal) slugs.set(named, slug);
  const address = pageHref(localizedPath(postPath(slug), language));
  const other = byAddress.get(address);
  const field = language === DEFAULT_LANGUAGE ? "" : `${languageField}: `;
  // A site whose first language is German reads a.md as German: a.de.md beside it is a second German post.
  const second = SITE_LANGUAGES.find((each) => each !== written);
  if (other && written === DEFAULT_LANGUAGE && second)
    throw refuse(
      `${languageField}: ${written} is site.ts's first language, which ${other} is in too; if that one is in ${second}, name it so (.${second}${extname(other)}), or rename one of them`,
    );
  if (other) throw refuse(`${field}the address ${address} is also ${other}'s; rename one of them`);
  byAddress.set(address, file);
  if (keepsDay && ownSlug === undefined)
    tell(`other posts are named ${fileSlug} on other days, so this one's address keeps its day: ${address}`);
  if (named !== fileName.toLowerCase() && ownSlug === undefined && isOriginal)
    tell(
      `its address is its name with hyphens for spaces, dots and underscores, and plain letters for accented ones: ${address}`,
    );
  const ownOfOriginal = [redirect_from, permalink, ownSlug ? [ownSlug] : []];
  if (!isOriginal && ownOfOriginal.some((values) => values.length > 0))
    tell("slug and old addresses: a translation has its original's; these are ignored");
  const quarto = freeze === undefined ? undefined : quartoSource(file, parsed.content, freeze, slug, warn);
  if (quarto?.bodyLine !== undefined) bodyLine = quarto.bodyLine;
  const converted =
    quarto && quartoToMarkdown(quarto.markdown, PAGE_MESSAGES[language].writing.inPost.callout);
  if (converted) warnNotes(file, bodyLine, converted.notes, warn);
  const markdown = converted?.markdown ?? parsed.content;
  const summary = data.summary || summaryOf(markdown, file.endsWith(".html"));
  if (!summary) throw refuse("summary: required (the post has no paragraph to make one from)");
  if (!data.summary)
    tell("summary: none given, so the first paragraph is the summary; write one in `summary:`");
  const given = [...redirect_from, ...permalink];
  // Jekyll's `:title`, which the front matter's slug overrides.
  if (fileDay) given.push(`/${fileDay.replaceAll("-", "/")}/${ownSlug ?? fileSlug}.html`);
  if ("pubDatetime" in parsed.data) given.push(`/posts/${slug}/`);
  // Each as the path its page is written at (`%20` a space), once: a host may read letters of either case
  // as one, and the site's routes do. (`/x/` and `/x.html` are two pages.)
  const oldAddresses: string[] = [];
  const kept = new Map<string, string>();
  for (const address of given.map((each) => decoded(each, decodeURI))) {
    const key = address.toLowerCase().replace(/\/+$/, "");
    const twin = kept.get(key);
    if (!isPrerenderable(address))
      tell(
        `the old address ${address} has a % or a \\, which the build cannot write a page at; it is left out`,
      );
    else if (twin !== undefined && twin !== address)
      tell(
        `the old address ${address} is ${twin} in other letters' case; the site makes a page only at ${twin}`,
      );
    else if (twin === undefined) {
      kept.set(key, address);
      oldAddresses.push(address);
    }
  }
  const files = { ...(bundle && ownFiles(bundle, slug)), ...quarto?.files };
  const featured = featuredPicture(files, image, slug);
  const taken = Object.keys(files).flatMap((path) => {
    if (!isPrerenderable(path))
      return [
        `${files[path]}: its name has a % or a \\, which the build cannot publish in an address; rename it (and its links)`,
      ];
    if (path === postImagePath(slug))
      return [`${files[path]}: its address, ${path}, is the post's link preview; rename it (and its links)`];
    return existsSync(join(PUBLIC_DIR, path))
      ? [`${files[path]}: its address, ${path}, is also ${join(PUBLIC_DIR, path)}'s; keep one of them`]
      : [];
  });
  if (taken.length > 0) throw new ContentProblem(taken.join("\n  "));
  return {
    ...data,
    summary,
    slug,
    language,
    file,
    bodyLine,
    oldAddresses,
    files,
    ...(featured && { featured }),
    ...(listsFiles && globs.length > 0 && { resources: globs.map(String) }),
    tags: uniqueTags([...tags, ...categories], language),
    markdown,
    readingMinutes: readingMinutes(markdown),
  } satisfies Post;
}

/**
 * Every post in `dir`, drafts and future posts included, newest first. Throws one message listing every bad
 * file and field; `warn` hears, once per file, what is published other than as written. `parsed` is given
 * each post's parsed Markdown, by file, for its render to start from.
 */
export function parsePosts(
  dir: string = process.env.POSTS_DIR ?? POSTS_DIR,
  warn: Warn = console.warn,
  parsed?: Map<string, ParsedMarkdown>,
): Post[] {
  const problems: string[] = [];
  const posts: Post[] = [];
  // Originals first, so that each translation finds its original's address (its `slug`).
  const isTranslation = (name: string) => FILE_NAME.exec(name)?.[3] !== undefined;
  const files = postFileNames(dir, warn).sort(
    (a, b) => Number(isTranslation(a.name)) - Number(isTranslation(b.name)),
  );
  // A folder of what the site cannot read (an R distill blog's posts) would publish an empty blog, silently.
  const entries = existsSync(dir)
    ? readdirSync(dir).filter((name) => !name.startsWith(".") && name !== "_freeze")
    : [];
  if (files.length === 0 && entries.length > 0)
    throw new ContentProblem(
      `${dir}: no post in it can be read (${entries.length === 1 ? "the one file or folder in it is" : `its ${entries.length} files and folders are`} left out, named above): a post is a .md, .markdown or .qmd file, a blogdown or Jekyll .html with front matter, or a folder with its index.md (see docs/migrating-posts.md)`,
    );
  const seen = {
    byAddress: new Map<string, string>(),
    shared: namesOfManyDays(files.map(({ name }) => name)),
    slugs: new Map<string, string>(),
  };
  for (const { name, file, bundle, freeze } of files) {
    try {
      posts.push(readPost(file, name, seen, warn, bundle, freeze));
    } catch (error) {
      if (!(error instanceof ContentProblem)) throw error;
      problems.push(error.message);
    }
  }
  const originals = new Map(
    posts.flatMap((post) => (post.language === DEFAULT_LANGUAGE ? [[post.slug, post]] : [])),
  );
  for (const post of posts) {
    if (post.language === DEFAULT_LANGUAGE) continue;
    const original = originals.get(post.slug);
    if (!original)
      problems.push(
        `${post.file}: a translation into ${post.language} needs its original: a post at ${pageHref(postPath(post.slug))} in ${DEFAULT_LANGUAGE}, the default language`,
      );
    // Its own tags, one for each of its original's and in their order, name them in its language.
    const own = post.tags;
    const names = own.length === original?.tags.length;
    post.tags = (original?.tags ?? []).map((tag, index) =>
      names ? { ...own[index]!, slug: tag.slug } : tag,
    );
    if (original && own.length > 0 && !names)
      warn(
        `${post.file}: tags: a translation names its original's ${original.tags.length} tags in its language, in their order; these ${own.length} are ignored`,
      );
    post.oldAddresses = [];
  }
  const sitePaths = new Set(PAGES.map((page) => oldAddressKey(page.path)));
  const oldOwners = new Map<string, string>();
  for (const post of posts) {
    for (const address of post.oldAddresses) {
      const key = oldAddressKey(address);
      const owner = oldOwners.get(key);
      if (sitePaths.has(key) || key.startsWith("/writing"))
        problems.push(`${post.file}: the old address ${address} is a page of this site; leave it out`);
      else if (owner && owner !== post.file)
        problems.push(`${post.file}: the old address ${address} is also ${owner}'s`);
      oldOwners.set(key, post.file);
    }
  }
  // Each page's title is its own (check:site stops a deploy on two alike): academicpages owners reuse one.
  for (const alike of Map.groupBy(posts, (post) => `${post.language} ${post.title}`).values())
    if (alike.length > 1)
      warn(
        `${alike.map((post) => post.file).join(", ")}: share the title "${alike[0]!.title}"; their pages' titles give their dates, to tell them apart`,
      );
  const links = postLinks(posts);
  for (const post of posts) {
    const quarto = post.file.endsWith(".qmd");
    const findings = inspectMarkdown(post.markdown, {
      ...links,
      liquid: !quarto,
      html: post.file.endsWith(".html"),
      callouts: PAGE_MESSAGES[post.language].writing.inPost.callout,
    });
    // As Quarto publishes a post: its folder's files that its text names or its `resources` list, not its
    // data and scripts.
    if (quarto) {
      const { files, unmatched } = namedFiles(post, findings.parsed.tree);
      post.files = files;
      if (unmatched.length > 0)
        warn(
          `${post.file}: resources: ${unmatched.join(", ")} ${unmatched.length === 1 ? "names" : "name"} no file of its folder`,
        );
    }
    parsed?.set(post.file, findings.parsed);
    for (const { line, text } of findings.refused)
      problems.push(`${post.file}${line > 0 ? `:${line + post.bodyLine}` : ""}: ${text}`);
    warnNotes(post.file, post.bodyLine, findings.notes, warn);
  }
  if (problems.length > 0)
    throw new ContentProblem(`Posts that cannot be published:\n  ${problems.join("\n  ")}`);
  return posts.sort(newestFirst);
}

function newestFirst(a: Post, b: Post) {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug) || a.language.localeCompare(b.language);
}

/**
 * The posts the pages in `language` show, newest first: each post in that language where it has a
 * translation, else in the default language (docs/decisions/080).
 */
export function postsIn(posts: Post[], language: Language): Post[] {
  const translations = new Map(
    posts.filter((post) => post.language === language).map((post) => [post.slug, post]),
  );
  return posts
    .filter((post) => post.language === DEFAULT_LANGUAGE)
    .map((post) => translations.get(post.slug) ?? post)
    .sort(newestFirst);
}

/** How the content graph keys a post's rendered HTML: by its slug, a translation's under its language (de/…). */
export function postKey(post: Pick<Post, "language" | "slug">) {
  return post.language === DEFAULT_LANGUAGE ? post.slug : `${post.language}/${post.slug}`;
}

/** A post as the pages need it, without its Markdown. */
export function postSummary({
  markdown: _markdown,
  file: _file,
  bodyLine: _bodyLine,
  oldAddresses: _oldAddresses,
  files: _files,
  featured: _featured,
  resources: _resources,
  ...summary
}: Post): PostSummary {
  return summary;
}

/**
 * Each tag the posts carry, by name (as the newest post writes it, a translation's name before an original's:
 * the page's language is the translation's), with its posts, newest first.
 */
export function postTags(posts: Post[]) {
  const tags = new Map<string, PostTag & { posts: Post[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = tags.get(tag.slug) ?? { ...tag, posts: [] };
      if (tag.language !== DEFAULT_LANGUAGE && entry.language === DEFAULT_LANGUAGE) Object.assign(entry, tag);
      entry.posts.push(post);
      tags.set(tag.slug, entry);
    }
  }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The posts a build publishes, newest first: every post but the drafts and the posts dated after `today`,
 * which only the dev server (`drafts`) shows. `warn` hears which posts wait for their day.
 */
export function publishedPosts(
  posts: Post[],
  { drafts = false, today = buildDay(), warn = console.warn as Warn } = {},
): Post[] {
  if (drafts) return posts;
  for (const post of posts)
    if (post.date > today && !post.draft)
      warn(`${post.file}: dated ${post.date}, so it is published by the first build on or after that day`);
  const published = posts.filter((post) => !post.draft && post.date <= today);
  // A translation waits for its original.
  const originals = new Set(
    published.filter((post) => post.language === DEFAULT_LANGUAGE).map((post) => post.slug),
  );
  return published.filter((post) => originals.has(post.slug));
}

/** The posts in `dir` that a build publishes (publishedPosts), as the pages in `language` show them. */
export function loadPosts({
  dir,
  warn = console.warn,
  language = DEFAULT_LANGUAGE,
  ...options
}: { dir?: string; drafts?: boolean; today?: string; warn?: Warn; language?: Language } = {}): Post[] {
  return postsIn(publishedPosts(parsePosts(dir, warn), { ...options, warn }), language);
}
