// The owner's posts: one Markdown file per post in app/content/posts, its front matter checked by a schema
// when the build (or a test) reads them. A post that cannot be published stops the build with a message
// naming the file and the field. Build time only, as the .server suffix makes sure.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { type RenderTarget, renderMarkdown } from "./markdown.server";
import { type PostSummary, type PostTag, tagSlug } from "./post";

/** Where the owner's posts live, from the project's root (the build and the tests run there). */
export const POSTS_DIR = "app/content/posts";

/** A post's file name is its address: lowercase letters, digits and single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words a reader gets through in a minute of technical prose. */
const WORDS_PER_MINUTE = 200;

export type Post = PostSummary & {
  /** The Markdown after the front matter. */
  markdown: string;
  /** The file, as given to the loader, for messages. */
  file: string;
};

const required = (kind: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "required" : `must be ${kind}`;

/**
 * YAML reads an unquoted 2026-03-01 as a Date, and rolls a day that does not exist (2026-02-30) over into the
 * next month. So a Date counts only if the front matter says that same day, and text must be YYYY-MM-DD.
 */
function dateField(frontMatter: string) {
  return z
    .union([z.date(), z.string()], { error: required("a date, YYYY-MM-DD") })
    .transform((value, context) => {
      const text =
        value instanceof Date ? (Number.isNaN(+value) ? "" : value.toISOString().slice(0, 10)) : value;
      const exists =
        /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
      if (!exists || (value instanceof Date && !frontMatter.includes(text))) {
        context.addIssue({ code: "custom", message: `must be a date, YYYY-MM-DD (got ${String(value)})` });
        return z.NEVER;
      }
      return text;
    });
}

function frontMatterSchema(frontMatter: string) {
  return z
    .strictObject({
      title: z
        .string({ error: required("text") })
        .trim()
        .min(1, "required"),
      date: dateField(frontMatter),
      summary: z
        .string({ error: required("text") })
        .trim()
        .min(1, "required"),
      tags: z
        .array(
          z
            .string({ error: "must be text" })
            .trim()
            .refine((tag) => tagSlug(tag) !== "", "needs a letter or digit"),
          { error: "must be a list" },
        )
        .default([]),
      updated: dateField(frontMatter).optional(),
      draft: z.boolean({ error: "must be true or false" }).default(false),
    })
    .refine((data) => !data.updated || data.updated >= data.date, {
      path: ["updated"],
      message: "is before date",
    });
}

function readingMinutes(markdown: string) {
  const words = markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** One tag per slug: "Speech AI" and "speech-ai" are the same tag, named as first written. */
function uniqueTags(names: string[]): PostTag[] {
  const tags = new Map<string, PostTag>();
  for (const name of names)
    if (!tags.has(tagSlug(name))) tags.set(tagSlug(name), { name, slug: tagSlug(name) });
  return [...tags.values()];
}

/** Every post in `dir`, drafts included, newest first; throws one message listing every bad file and field. */
export function parsePosts(dir: string): Post[] {
  const problems: string[] = [];
  const posts: Post[] = [];
  const files = readdirSync(resolve(dir))
    .filter((name) => name.endsWith(".md"))
    .sort();
  for (const name of files) {
    const file = join(dir, name);
    const slug = name.slice(0, -".md".length);
    if (!SLUG.test(slug)) {
      problems.push(`${file}: the file name must be lowercase letters, digits and hyphens, then .md`);
      continue;
    }
    let parsed: matter.GrayMatterFile<string>;
    try {
      // A fresh object: gray-matter caches by content, and the cached result would be shared between calls.
      parsed = matter(readFileSync(resolve(file), "utf8"), {});
    } catch (error) {
      problems.push(
        `${file}: the front matter is not valid YAML (${(error as Error).message.split("\n")[0]})`,
      );
      continue;
    }
    const result = frontMatterSchema(parsed.matter).safeParse(parsed.data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? issue.path.join(".") : "front matter";
        const message =
          issue.code === "unrecognized_keys" ? `unknown field ${issue.keys.join(", ")}` : issue.message;
        problems.push(`${file}: ${field}: ${message}`);
      }
      continue;
    }
    const { tags, ...data } = result.data;
    posts.push({
      ...data,
      slug,
      file,
      tags: uniqueTags(tags),
      markdown: parsed.content,
      readingMinutes: readingMinutes(parsed.content),
    });
  }
  if (problems.length > 0) throw new Error(`Posts that cannot be published:\n  ${problems.join("\n  ")}`);
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const cache = new Map<string, Post[]>();

/**
 * The posts the site publishes, newest first: every post but the drafts, which only the dev server shows.
 * `dir` lets tests (and the 50-post timing) point the loader at other files.
 */
export function loadPosts({
  dir = process.env.POSTS_DIR ?? POSTS_DIR,
  drafts = import.meta.env?.DEV === true,
}: { dir?: string; drafts?: boolean } = {}): Post[] {
  const key = resolve(dir);
  if (!cache.has(key)) cache.set(key, parsePosts(dir));
  const posts = cache.get(key) ?? [];
  return drafts ? posts : posts.filter((post) => !post.draft);
}

/** A post as the pages need it, without its Markdown. */
export function postSummary({ markdown: _markdown, file: _file, ...summary }: Post): PostSummary {
  return summary;
}

/** Each tag the posts carry, by name (as the newest post writes it), with its posts, newest first. */
export function postTags(posts: Post[]): (PostTag & { posts: Post[] })[] {
  const tags = new Map<string, PostTag & { posts: Post[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = tags.get(tag.slug) ?? { ...tag, posts: [] };
      entry.posts.push(post);
      tags.set(tag.slug, entry);
    }
  }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const rendered = new Map<string, Promise<string>>();

/** A post's HTML, rendered once per build for its page and once for the feed. */
export function postHtml(post: Post, target: RenderTarget): Promise<string> {
  const key = `${target.kind} ${resolve(post.file)}`;
  // Told once, for the page; the feed entry is the same post.
  const warn = target.kind === "page" ? (text: string) => console.warn(`${post.file}: ${text}`) : () => {};
  if (!rendered.has(key)) rendered.set(key, renderMarkdown(post.markdown, target, warn));
  return rendered.get(key)!;
}
