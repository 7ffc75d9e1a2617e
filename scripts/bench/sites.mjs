// The sites the benchmarks build: the owner's content as it is, and the same grown to a large owner's record
// (1,000 papers, 100 posts, 20 talks) by copying each .bib entry, post and talk under a new key, slug and
// title. Only the originals stay `selected`, so the CV and the about page keep their size. A build reads the
// copies through PUBLICATIONS_BIB, POSTS_DIR and TALKS_FILE.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { talks } from "../../app/content/talks.ts";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const GROWN_COUNTS = { papers: 1000, posts: 100, talks: 20 };
const CLI = join(ROOT, "node_modules/@react-router/dev/bin.cjs");
const CPU_USAGE = pathToFileURL(join(ROOT, "scripts/bench/cpu-usage.mjs")).href;

/**
 * Builds the site into `buildDir` (from the repository's root) with `env` added; resolves to its wall-clock
 * and CPU time in ms. Rejects with the build's error output if it fails.
 * @param {string} buildDir
 * @param {Record<string, string>} [env]
 */
export async function build(buildDir, env = {}) {
  const cpuFile = join(tmpdir(), `bench-cpu-${randomUUID()}`);
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", CPU_USAGE, CLI, "build"], {
    cwd: ROOT,
    env: { ...process.env, ...env, BUILD_DIR: buildDir, CPU_USAGE_FILE: cpuFile },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const [status] = await once(child, "close");
  const ms = performance.now() - started;
  if (status !== 0) throw new Error(`The build into ${buildDir} failed:\n${stderr}`);
  const cpuMs = Number(await readFile(cpuFile, "utf8"));
  await rm(cpuFile);
  return { ms, cpuMs };
}

/** `count` items made from `items` in turn: the originals, then `copy(item, 1)` of each, and so on. */
function grow(items, count, copy) {
  return Array.from({ length: count }, (_, index) => {
    const round = Math.floor(index / items.length);
    const item = items[index % items.length];
    return round === 0 ? item : copy(item, round);
  });
}

/** The text of a .bib file, or of a folder's .bib files one after another, as the build reads either. */
async function bibText(path) {
  if (!(await stat(path)).isDirectory()) return readFile(path, "utf8");
  const names = (await readdir(path)).filter((name) => name.toLowerCase().endsWith(".bib")).sort();
  return (await Promise.all(names.map((name) => readFile(join(path, name), "utf8")))).join("\n");
}

/** The owner's content, where the build finds it. */
export const OWNERS_CONTENT = {
  bib: process.env.PUBLICATIONS_BIB || join(ROOT, "app/content/publications"),
  postsDir: process.env.POSTS_DIR || join(ROOT, "app/content/posts"),
  talks,
};

/**
 * Writes the grown content into `dir` and returns the environment that points a build at it.
 * @param {string} dir
 * @param {{ bib: string, postsDir: string, talks: { slug: string, title: string }[] }} sample `bib`: a .bib
 *   file or a folder of them
 * @param {{ papers: number, posts: number, talks: number }} [counts]
 */
export async function writeGrownContent(dir, sample = OWNERS_CONTENT, counts = GROWN_COUNTS) {
  const postsDir = join(dir, "posts");
  await mkdir(postsDir, { recursive: true });

  const entries = (await bibText(sample.bib))
    .split(/^(?=@\w+\s*\{)/m)
    .filter((entry) => entry.startsWith("@"));
  const papers = grow(entries, counts.papers, (entry, round) =>
    entry
      .replace(/^(@\w+\s*\{\s*)([^,\s]+)/, `$1$2-n${round}`)
      .replace(/^(\s*title\s*=\s*\{)/im, `$1(${round}) `)
      .replace(/^\s*selected\s*=.*\n/im, ""),
  );
  await writeFile(join(dir, "publications.bib"), papers.join("\n"));

  // A translation (<slug>.de.md) after every original, so a last, partial round copies none without its own.
  const translation = /(\.[a-z]{2})?\.md$/;
  const isTranslation = (name) => Number(!!translation.exec(name)?.[1]);
  const names = (await readdir(sample.postsDir))
    .filter((name) => name.endsWith(".md"))
    .sort((a, b) => isTranslation(a) - isTranslation(b) || a.localeCompare(b));
  const posts = await Promise.all(
    names.map(async (name) => ({ name, text: await readFile(join(sample.postsDir, name), "utf8") })),
  );
  const grownPosts = grow(posts, counts.posts, ({ name, text }, round) => ({
    name: name.replace(translation, (ending) => `-n${round}${ending}`),
    text: text.replace(/^title:\s*("?)/m, `title: $1(${round}) `),
  }));
  for (const { name, text } of grownPosts) await writeFile(join(postsDir, name), text);

  const talks = grow(sample.talks, counts.talks, (talk, round) => ({
    ...talk,
    slug: `${talk.slug}-n${round}`,
    title: `(${round}) ${talk.title}`,
  }));
  await writeFile(join(dir, "talks.json"), JSON.stringify(talks));

  return {
    PUBLICATIONS_BIB: join(dir, "publications.bib"),
    POSTS_DIR: postsDir,
    TALKS_FILE: join(dir, "talks.json"),
  };
}
