// @vitest-environment node
// `npm run dev` on a copy of the first test owner's content, started with no posts: the first post, an edit to
// it, a second post file, a removed one, a post with an old address and an edit to site.ts each show on the
// page that reads them, with no restart by hand (scripts/content-graph.ts). The first post is the one a build
// would have declared no route for. A content problem shows in the browser, as Vite shows its own errors, and
// pages hydrate without warnings.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, expect, onTestFailed, test } from "vitest";
import { graphFile } from "../app/content-graph/built-graph.server";
import { site } from "../app/testing/owners/first/content/site";
import { TEST_CHROMIUM_FLAGS, testChromiumPath } from "./chromium.mjs";
import { FIRST_OWNER } from "./test-sites.mjs";

let content: string;
// The dev server's graph file is named after BUILD_DIR: one of its own, beside no build's.
const BUILD_DIR = `.build-dev-server-test-${process.pid}`;
const POST = "fine-tuning-whisper-on-radiotelephony";
const postFile = () => join(content, "posts", `${POST}.md`);
let postText: string;
let server: ChildProcess;
let output = "";

/**
 * Where the dev server says it listens. It takes a port the system gives it (--port 0): a port probed free
 * beforehand can be taken before it listens, and Vite then moves to the next one without failing.
 */
const origin = () => /Local:\s+(http:\/\/[^/\s]+)/.exec(stripVTControlCharacters(output))?.[1];

/** The page at `path`: its status and HTML, or the error that kept it (none said where it listens yet). */
const page = (path: string) =>
  fetch(`${origin()}${path}`).then(
    async (response) => `${response.status} ${await response.text()}`,
    (error: Error) => error.message,
  );
/** Asks for the page again until the expectation holds, as a visitor reloading would. */
const polled = (path: string) => expect.poll(() => page(path), { timeout: 60_000, interval: 250 });

beforeAll(async () => {
  content = join(mkdtempSync(join(tmpdir(), "dev-owner-")), "content");
  cpSync(FIRST_OWNER.CONTENT_DIR, content, { recursive: true });
  postText = readFileSync(postFile(), "utf8");
  rmSync(join(content, "posts"), { recursive: true });
  // Outside the project no tsconfig maps ~/ to app/: the copy imports the code's icons and types by their path.
  for (const file of readdirSync(content).filter((name) => name.endsWith(".ts"))) {
    const path = join(content, file);
    writeFileSync(path, readFileSync(path, "utf8").replaceAll('from "~/', `from "${resolve("app")}/`));
  }
  server = spawn(
    process.execPath,
    ["node_modules/@react-router/dev/bin.cjs", "dev", "--host", "127.0.0.1", "--port", "0"],
    {
      env: { ...process.env, CONTENT_DIR: content, PUBLIC_DIR: resolve(FIRST_OWNER.PUBLIC_DIR), BUILD_DIR },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  for (const stream of [server.stdout!, server.stderr!]) stream.on("data", (chunk) => (output += chunk));
});

afterAll(async () => {
  // The server gone first: it writes the graph file again as the folder goes.
  if (server && server.exitCode === null) {
    server.kill();
    await once(server, "exit");
  }
  if (content) rmSync(resolve(content, ".."), { recursive: true, force: true });
  rmSync(graphFile(BUILD_DIR), { force: true });
});

test("the dev server shows a site's first post, an edited post, a new one, a removed one, an old address and an edited site.ts without a restart by hand", async () => {
  onTestFailed(() => console.log(`The dev server said:\n${output}`));
  await polled("/").toMatch(/^200 /);
  await polled(`/writing/${POST}/`).toMatch(/^404 /);
  mkdirSync(join(content, "posts"));
  writeFileSync(postFile(), postText);
  const title = /^title: "(.+)"$/m.exec(postText)![1]!;
  await polled(`/writing/${POST}/`).toContain(title);

  writeFileSync(postFile(), readFileSync(postFile(), "utf8").replace(title, "An edited title"));
  await polled(`/writing/${POST}/`).toContain("An edited title");

  const added = join(content, "posts", "a-post-added-while-serving.md");
  writeFileSync(
    added,
    `---\ntitle: A post added while serving\ndate: 2025-01-02\nsummary: New.\n---\n\nNew.\n`,
  );
  await polled("/writing/").toContain("A post added while serving");
  await polled("/writing/a-post-added-while-serving/").toMatch(/^200 /);

  rmSync(added);
  await polled("/writing/").not.toContain("A post added while serving");

  // A file named as Jekyll names a post gives it an old address, a route of its own: the server starts again.
  writeFileSync(
    join(content, "posts", "2025-01-03-a-dated-post.md"),
    `---\ntitle: A dated post\ndate: 2025-01-03\nsummary: Old.\n---\n\nOld.\n`,
  );
  await polled("/2025/01/03/a-dated-post.html").toMatch(/^200 [^]*This post has moved/);

  const siteFile = join(content, "site.ts");
  writeFileSync(
    siteFile,
    readFileSync(siteFile, "utf8").replace(/const lastName = ".+";/, 'const lastName = "Renamed";'),
  );
  await polled("/").toContain(`${site.firstName} Renamed`);
  // Only the old address changed the routes: the server started again once, and for nothing else.
  expect(stripVTControlCharacters(output).match(/server restarted/g)).toHaveLength(1);
}, 180_000);

test("a content problem shows on the page, over the last good version, until it is fixed", async () => {
  onTestFailed(() => console.log(`The dev server said:\n${output}`));
  await polled(`/writing/${POST}/`).toContain("An edited title");
  const good = readFileSync(postFile(), "utf8");
  writeFileSync(postFile(), good.replace(/^date: .+$/m, "date: someday"));
  await expect.poll(() => output, { timeout: 60_000 }).toContain(`${POST}.md: date`);
  await polled(`/writing/${POST}/`).toContain("An edited title");

  const browser = await chromium.launch({ executablePath: testChromiumPath, args: TEST_CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin()}/writing/${POST}/`);
    const problem = page.getByText(`${POST}.md: date`);
    await expect.poll(() => problem.isVisible(), { timeout: 30_000 }).toBe(true);

    writeFileSync(postFile(), good);
    await expect.poll(() => problem.isVisible(), { timeout: 60_000 }).toBe(false);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("An edited title");
  } finally {
    await browser.close();
  }
}, 180_000);

test("pages whose inline scripts change them before hydration hydrate without a warning", async () => {
  onTestFailed(() => console.log(`The dev server said:\n${output}`));
  await polled("/about/").toMatch(/^200 /);
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: TEST_CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    // The timeline's reveal, the copy buttons and the search, each an inline script run before React.
    const paths = ["/about/", "/publications/", "/search/"];
    const visit = async () => {
      for (const path of paths) {
        await page.goto(`${origin()}${path}`, { waitUntil: "networkidle" });
        await page.waitForTimeout(1_000);
      }
    };
    // A first visit after a fresh install lets Vite bundle the packages the pages load, which it finds only
    // then and answers meanwhile with 504 (Outdated Optimize Dep): the dev server's own start, not the pages.
    await visit();
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") warnings.push(message.text());
    });
    await visit();
    expect(warnings).toEqual([]);
  } finally {
    await browser.close();
  }
}, 180_000);
