// The sample grown to a big owner's record, for the scale run (scripts/bench-scale.mjs): every .bib entry,
// post and talk of the sample copied under new keys, slugs and titles until there are as many as asked. The
// build reads the copies through its overrides: PUBLICATIONS_BIB (the .bib, here alone in a folder, so the
// folder works as well as the file), POSTS_DIR and TALKS_FILE.
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Splits a .bib into its entries, each from its `@type{` to the line before the next; comments before the
 * first entry are dropped.
 * @param {string} bib
 */
export function bibEntries(bib) {
  return bib
    .split(/^(?=@\w+\s*\{)/m)
    .filter((chunk) => chunk.startsWith("@"))
    .map((entry) => entry.trimEnd());
}

/**
 * `count` entries made from `entries` in turn: copy n gets the key `<key>-n<n>` and a title that says which
 * copy it is, and only the originals keep `selected`, so the CV and the about page stay the sample's size.
 * @param {string[]} entries
 * @param {number} count
 */
export function grownBib(entries, count) {
  return Array.from({ length: count }, (_, index) => {
    const entry = entries[index % entries.length];
    const round = Math.floor(index / entries.length);
    if (round === 0) return entry;
    return entry
      .replace(/^(@\w+\s*\{\s*)([^,\s]+)/, `$1$2-n${round}`)
      .replace(/^(\s*title\s*=\s*\{)/im, `$1(${round}) `)
      .replace(/^\s*selected\s*=.*\n/im, "");
  }).join("\n\n");
}

/**
 * `count` posts made from the sample's in turn: copy n is `<name>-n<n>.md`, its title marked.
 * @param {{ name: string, text: string }[]} posts
 * @param {number} count
 */
export function grownPosts(posts, count) {
  return Array.from({ length: count }, (_, index) => {
    const { name, text } = posts[index % posts.length];
    const round = Math.floor(index / posts.length);
    if (round === 0) return { name, text };
    return {
      name: name.replace(/\.md$/, `-n${round}.md`),
      text: text.replace(/^title:\s*("?)/m, `title: $1(${round}) `),
    };
  });
}

/**
 * `count` talks made from the sample's in turn: copy n gets the slug `<slug>-n<n>` and a marked title.
 * @template {{ slug: string, title: string }} T
 * @param {T[]} talks
 * @param {number} count
 * @returns {T[]}
 */
export function grownTalks(talks, count) {
  return Array.from({ length: count }, (_, index) => {
    const talk = talks[index % talks.length];
    const round = Math.floor(index / talks.length);
    if (round === 0) return talk;
    return { ...talk, slug: `${talk.slug}-n${round}`, title: `(${round}) ${talk.title}` };
  });
}

/**
 * The text of a .bib file, or of a folder's .bib files one after another (the build reads either).
 * @param {string} path
 */
async function bibText(path) {
  if (!(await stat(path)).isDirectory()) return readFile(path, "utf8");
  const names = (await readdir(path)).filter((name) => name.toLowerCase().endsWith(".bib")).sort();
  return (await Promise.all(names.map((name) => readFile(join(path, name), "utf8")))).join("\n");
}

/**
 * Writes the grown content into `dir` and returns the environment that points a build at it.
 * @param {string} dir an empty folder
 * @param {{ papers: number, posts: number, talks: number }} counts
 * @param {{ bib: string, postsDir: string, talks: { slug: string, title: string }[] }} sample `bib`: a .bib
 *   file or a folder of them
 */
export async function writeScaleContent(dir, counts, sample) {
  const bibDir = join(dir, "publications");
  const postsDir = join(dir, "posts");
  await mkdir(bibDir, { recursive: true });
  await mkdir(postsDir, { recursive: true });
  const bibFile = join(bibDir, "publications.bib");
  await writeFile(bibFile, grownBib(bibEntries(await bibText(sample.bib)), counts.papers) + "\n");
  const names = (await readdir(sample.postsDir)).filter((name) => name.endsWith(".md")).sort();
  const posts = await Promise.all(
    names.map(async (name) => ({ name, text: await readFile(join(sample.postsDir, name), "utf8") })),
  );
  for (const post of grownPosts(posts, counts.posts)) await writeFile(join(postsDir, post.name), post.text);
  const talksFile = join(dir, "talks.json");
  await writeFile(talksFile, JSON.stringify(grownTalks(sample.talks, counts.talks), null, 2));
  return { PUBLICATIONS_BIB: bibFile, POSTS_DIR: postsDir, TALKS_FILE: talksFile };
}
