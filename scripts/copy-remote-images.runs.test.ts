// @vitest-environment node
// `npm run fetch-images` on copies of its own fixtures (scripts/fixtures/fetch-images: a Jekyll post and an
// AstroPaper post whose images are on other hosts, and a portrait), against an image host on 127.0.0.1: each
// image copied once, each address changed and nothing else, a second run that changes nothing, a dry run, every
// kind of failure (named, left as it was, non-zero), and the command as `npm run` starts it.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { JSDOM } from "jsdom";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inspectMarkdown, renderMarkdown } from "../app/writing/markdown.server";
import { type FetchImagesOptions, POST_IMAGES_FOLDER, fetchImages, imageType } from "./copy-remote-images";
import { USER_AGENT } from "./fetch-with-retries";
import { DEFAULT_CONTENT_DIR as CONTENT } from "../app/owner-folders.server";

const FIXTURES = "scripts/fixtures/fetch-images";

/** A 1×1 PNG, a 1×1 GIF, and the first bytes of a JPEG, WebP and AVIF file. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex");
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]);
const AVIF = Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from("ftypavif")]);
/** Another image by the same name on another host: other bytes. */
const OTHER_PNG = Buffer.concat([PNG, Buffer.from("another host's plot")]);

type Answer = {
  body: Buffer | string;
  type?: string;
  status?: number;
  delayMs?: number;
  /** Sent in two parts with no Content-Length, as a host that does not say how much is coming. */
  chunked?: boolean;
  /** Milliseconds between the headers and the body. */
  stallMs?: number;
};

/** What the fixtures' images are on the local host, by path. */
const FIXTURE_IMAGES: Record<string, Answer> = {
  "/plots/likelihood.png": { body: PNG },
  "/plots/density.png": { body: PNG },
  "/other/plots/likelihood.png": { body: OTHER_PNG },
  // A GIF under a .jpg name: the copy is named by what it is.
  "/photos/tunnel.jpg": { body: GIF, type: "image/gif" },
  "/hero/Header%20Photo.JPG?w=1200": { body: PNG },
  "/people/me.jpg": { body: JPEG, type: "image/jpeg" },
};

let server: Server;
let origin: string;
let answers: Record<string, Answer>;
let requests: { url: string; userAgent?: string }[];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    requests.push({ url: req.url ?? "", userAgent: req.headers["user-agent"] });
    const answer = answers[req.url ?? ""];
    if (!answer) return res.writeHead(404, { "Content-Type": "text/html" }).end("<h1>Not found</h1>");
    if (answer.delayMs) await new Promise((done) => setTimeout(done, answer.delayMs));
    const length = answer.chunked ? {} : { "Content-Length": Buffer.byteLength(answer.body) };
    res.writeHead(answer.status ?? 200, { "Content-Type": answer.type ?? "image/png", ...length });
    if (answer.stallMs) {
      res.flushHeaders();
      await new Promise((done) => setTimeout(done, answer.stallMs));
    }
    if (!answer.chunked) return res.end(answer.body);
    const half = Math.floor(answer.body.length / 2);
    res.write(answer.body.slice(0, half));
    res.end(answer.body.slice(half));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

let dir: string;
let posts: string;
let lines: string[];

/** The fixtures' text, their image hosts being the local one. */
const local = (text: string) =>
  text.replaceAll("https://images.example", origin).replaceAll("https://other.example", `${origin}/other`);

/** A project in a temporary folder: `files` (from its root: posts, content, public) with the local host. */
function project(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), local(text));
  }
}

const fixture = (name: string) => readFileSync(join(FIXTURES, name), "utf8");
const FIXTURE_PROJECT = {
  [`${CONTENT}/posts/2023-03-01-hosted-figures.md`]: fixture("posts/2023-03-01-hosted-figures.md"),
  [`${CONTENT}/posts/reading-hero.md`]: fixture("posts/reading-hero.md"),
  [`${CONTENT}/portrait.ts`]: fixture("portrait.ts"),
};

const read = (path: string) => readFileSync(join(dir, path), "utf8");

/** Every file of the project, by path, with its bytes: what a run may change. */
function everyFile() {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dir.length + 1), readFileSync(path).toString("base64")];
      }),
  );
}

async function run(options: Partial<FetchImagesOptions> = {}) {
  lines = [];
  return fetchImages({
    postsDir: posts,
    contentDir: join(dir, CONTENT),
    publicDir: join(dir, "public"),
    log: (line) => lines.push(line),
    ...options,
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "fetch-images-"));
  posts = join(dir, `${CONTENT}/posts`);
  mkdirSync(posts, { recursive: true });
  mkdirSync(join(dir, "public"));
  answers = { ...FIXTURE_IMAGES };
  requests = [];
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("a first run", () => {
  beforeEach(() => project(FIXTURE_PROJECT));

  it("copies each image into a folder of its post and changes its address in the post, and nothing else", async () => {
    const before = read(`${CONTENT}/posts/2023-03-01-hosted-figures.md`);
    expect(await run()).toBe(0);
    const after = read(`${CONTENT}/posts/2023-03-01-hosted-figures.md`);
    const folder = `/${POST_IMAGES_FOLDER}/hosted-figures`;
    // The other host's plot has the same name: its copy gets a name of its own.
    const theirs = after.match(new RegExp(`${folder}/likelihood-[0-9a-f]{8}\\.png`))?.[0];
    expect(theirs).toBeDefined();
    expect(after).toBe(
      before
        .replace(`](${origin}/plots/likelihood.png "The plot")`, `](${folder}/likelihood.png "The plot")`)
        .replace(`more](${origin}/plots/likelihood.png)`, `more](${folder}/likelihood.png)`)
        .replace(`](${origin}/other/plots/likelihood.png)`, `](${theirs})`)
        // The image's address, not the link around it to its full size, which loads nothing.
        .replace(`<img src="${origin}/photos/tunnel.jpg"`, `<img src="${folder}/tunnel.gif"`)
        // Liquid's figure: found on its line, which the build reads otherwise.
        .replace(`path="${origin}/plots/density.png"`, `path="${folder}/density.png"`),
    );
    expect(readFileSync(join(dir, "public", folder, "likelihood.png"))).toEqual(PNG);
    expect(readFileSync(join(dir, "public", theirs!))).toEqual(OTHER_PNG);
    expect(readFileSync(join(dir, "public", folder, "tunnel.gif"))).toEqual(GIF);
  });

  it("changes a front-matter image field and the portrait's src as well, each image fetched once, saying who asks", async () => {
    expect(await run()).toBe(0);
    const hero = `/${POST_IMAGES_FOLDER}/reading-hero/header-photo.png`;
    expect(read(`${CONTENT}/posts/reading-hero.md`)).toBe(
      local(fixture("posts/reading-hero.md")).replaceAll(`${origin}/hero/Header%20Photo.JPG?w=1200`, hero),
    );
    expect(readFileSync(join(dir, "public", hero))).toEqual(PNG);
    expect(read(`${CONTENT}/portrait.ts`)).toBe(
      local(fixture("portrait.ts")).replace(`${origin}/people/me.jpg`, "me.jpg"),
    );
    expect(readFileSync(join(dir, CONTENT, "me.jpg"))).toEqual(JPEG);
    expect(requests.map((request) => request.url).toSorted()).toEqual(Object.keys(FIXTURE_IMAGES).toSorted());
    for (const request of requests) expect(request.userAgent).toBe(USER_AGENT);
  });

  it("reports each address it changed, with its file and line, and how many", async () => {
    await run();
    const post = join(posts, "2023-03-01-hosted-figures.md");
    expect(lines).toContain(
      `${post}:8: ${origin}/plots/likelihood.png → /${POST_IMAGES_FOLDER}/hosted-figures/likelihood.png (1 KB)`,
    );
    expect(lines).toContain(
      `${post}:15: ${origin}/photos/tunnel.jpg → /${POST_IMAGES_FOLDER}/hosted-figures/tunnel.gif (1 KB)`,
    );
    expect(lines).toContain(
      `${join(posts, "reading-hero.md")}:5: ${origin}/hero/Header%20Photo.JPG?w=1200 → /${POST_IMAGES_FOLDER}/reading-hero/header-photo.png (1 KB)`,
    );
    expect(lines.at(-1)).toBe("Images: 6 copied, 8 addresses changed.");
  });

  it("leaves a post that the site then shows with the images from itself, each with its alt text", async () => {
    await run();
    const body = read(`${CONTENT}/posts/2023-03-01-hosted-figures.md`).replace(/^---[\s\S]*?---/, "");
    const url = "https://example.eu/writing/hosted-figures/";
    const page = new JSDOM(await renderMarkdown(body, { kind: "page", url }, () => {})).window.document;
    const images = [...page.querySelectorAll("img")];
    expect(images.map((image) => image.getAttribute("alt"))).toEqual([
      "A plot of the likelihood",
      "The plot once more",
      "Their plot",
      "The wind tunnel",
      "A density",
    ]);
    for (const image of images)
      expect(image.getAttribute("src")).toMatch(new RegExp(`^/${POST_IMAGES_FOLDER}/hosted-figures/`));
    expect(inspectMarkdown(body).notes.filter((note) => note.text.includes("another site"))).toEqual([]);
  });
});

describe("a file of the owner's by the same name", () => {
  it("is left as it is: the copy gets a name of its own", async () => {
    project(FIXTURE_PROJECT);
    const theirs = join(dir, "public", POST_IMAGES_FOLDER, "reading-hero/header-photo.png");
    mkdirSync(join(theirs, ".."), { recursive: true });
    writeFileSync(theirs, GIF);
    expect(await run()).toBe(0);
    expect(readFileSync(theirs)).toEqual(GIF);
    const copy = read(`${CONTENT}/posts/reading-hero.md`).match(
      /\/[^\s)]*header-photo-[0-9a-f]{8}\.png/,
    )?.[0];
    expect(copy).toBeDefined();
    expect(readFileSync(join(dir, "public", copy!))).toEqual(PNG);
  });
});

describe("a second run", () => {
  it("changes nothing and asks no host", async () => {
    project(FIXTURE_PROJECT);
    await run();
    const files = everyFile();
    requests = [];
    expect(await run()).toBe(0);
    expect(everyFile()).toEqual(files);
    expect(requests).toEqual([]);
    expect(lines).toEqual([
      "Images: no post or content file loads an image from another site; nothing to do.",
    ]);
  });
});

describe("a dry run", () => {
  it("lists each image and where its copy would go, and asks no host and writes nothing", async () => {
    project(FIXTURE_PROJECT);
    const files = everyFile();
    expect(await run({ dryRun: true })).toBe(0);
    expect(everyFile()).toEqual(files);
    expect(requests).toEqual([]);
    expect(lines).toContain(
      `${join(posts, "reading-hero.md")}:5: ${origin}/hero/Header%20Photo.JPG?w=1200 → ${join(dir, "public")}/${POST_IMAGES_FOLDER}/reading-hero/`,
    );
    expect(lines).toContain(
      `${join(dir, `${CONTENT}/portrait.ts`)}:3: ${origin}/people/me.jpg → ${join(dir, CONTENT)}/`,
    );
    expect(lines).toHaveLength(9);
    expect(lines.at(-1)).toMatch(/^Images: 6 to copy \(a dry run: nothing was fetched or written\)\.$/);
  });
});

describe("a failure", () => {
  const post = (image: string) =>
    `---\ntitle: A post\ndate: 2024-05-01\nsummary: S.\n---\n\n![A plot](${image})\n\n![Fine](https://images.example/plots/likelihood.png)\n`;

  // [case, the answer at /x.png, options, the reason the run gives]
  const rows: [string, Answer | undefined, Partial<FetchImagesOptions>, RegExp][] = [
    ["an address the host does not have", undefined, {}, /: answered 404; it still points there$/],
    [
      "a page where the image was",
      { body: "<!doctype html><title>Sign in</title>", type: "text/html; charset=utf-8" },
      {},
      /: not an image this command copies \(PNG, JPEG, GIF, WebP, AVIF\): the answer is text\/html; charset=utf-8;/,
    ],
    [
      "an SVG",
      {
        body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        type: "image/svg+xml",
      },
      {},
      /: an SVG, which can carry scripts: look at it, then copy it into public\/ by hand;/,
    ],
    [
      // Refused by its Content-Length, before its body is waited for.
      "an image larger than the bound",
      { body: Buffer.concat([PNG, Buffer.alloc(2048)]), stallMs: 2_000 },
      { maxBytes: 1024, timeoutMs: 1_000 },
      /: larger than 1 KB, the most this command copies;/,
    ],
    [
      "an image larger than the bound, its length unsaid",
      { body: Buffer.concat([PNG, Buffer.alloc(2048)]), chunked: true },
      { maxBytes: 1024 },
      /: larger than 1 KB, the most this command copies;/,
    ],
    [
      "a host that does not answer in time",
      { body: PNG, delayMs: 2_000 },
      { timeoutMs: 200 },
      /: no answer within 200 ms;/,
    ],
  ];

  it.each(rows)(
    "%s: names the file, the line and the image, leaves it, copies the rest, exits 1",
    async (_, answer, options, reason) => {
      if (answer) answers["/x.png"] = answer;
      project({ [`${CONTENT}/posts/a.md`]: post("https://images.example/x.png") });
      expect(await run(options)).toBe(1);
      expect(lines[0]).toMatch(new RegExp(`^${join(posts, "a.md")}:7: ${origin}/x\\.png`));
      expect(lines[0]).toMatch(reason);
      expect(read(`${CONTENT}/posts/a.md`)).toBe(
        local(post("https://images.example/x.png")).replace(
          `${origin}/plots/likelihood.png`,
          `/${POST_IMAGES_FOLDER}/a/likelihood.png`,
        ),
      );
      expect(readdirSync(join(dir, "public", POST_IMAGES_FOLDER, "a"))).toEqual(["likelihood.png"]);
      expect(lines.at(-1)).toBe("Images: 1 copied, 1 address changed; 1 failed, each left as it was.");
    },
  );

  it("names a host it cannot reach", async () => {
    project({ [`${CONTENT}/posts/a.md`]: post("http://127.0.0.1:9/x.png") });
    expect(await run()).toBe(1);
    expect(lines[0]).toMatch(
      new RegExp(`^${join(posts, "a.md")}:7: http://127\\.0\\.0\\.1:9/x\\.png: .+; it still points there$`),
    );
  });

  it("names an address it cannot find as written (a character reference), and asks no host for it", async () => {
    project({
      [`${CONTENT}/posts/a.md`]: post("https://images.example/x.png").replace(
        "![A plot](https://images.example/x.png)",
        '<img src="https://images.example/x&#46;png" alt="A plot">',
      ),
    });
    expect(await run()).toBe(1);
    expect(lines[0]).toBe(
      `${join(posts, "a.md")}:7: ${origin}/x.png: not found as written in the file; copy the image into public/ and change its address by hand; it still points there`,
    );
    expect(requests.map((request) => request.url)).toEqual(["/plots/likelihood.png"]);
  });

  it("stops on a post the build cannot read, naming the file and the field, and asks no host", async () => {
    project({
      [`${CONTENT}/posts/a.md`]: post("https://images.example/x.png").replace("title: A post\n", ""),
    });
    expect(await run()).toBe(1);
    expect(lines[0]).toContain(`${join(posts, "a.md")}: title: required`);
    expect(requests).toEqual([]);
  });
});

describe("imageType", () => {
  it.each([
    ["PNG", PNG, "png"],
    ["JPEG", JPEG, "jpg"],
    ["GIF", GIF, "gif"],
    ["WebP", WEBP, "webp"],
    ["AVIF", AVIF, "avif"],
    ["SVG", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), undefined],
    ["HTML", Buffer.from("<!doctype html>"), undefined],
    ["nothing", Buffer.alloc(0), undefined],
  ])("tells %s by its first bytes", (_, bytes, type) => {
    expect(imageType(bytes)).toBe(type);
  });
});

describe("npm run fetch-images", () => {
  const command = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(
      process.execPath,
      [resolve("scripts/tool.mjs"), "scripts/copy-remote-images.ts", ...args],
      {
        cwd: dir,
        // The owner's folders of the project it runs in, not the ones the unit tests' own owner sets.
        env: { ...process.env, CONTENT_DIR: "", PUBLIC_DIR: "", ...env },
      },
    ).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it("works on the project in the folder it runs in, the posts POSTS_DIR names, and runs again to no change", async () => {
    project({
      "elsewhere/reading-hero.md": fixture("posts/reading-hero.md"),
      [`${CONTENT}/portrait.ts`]: fixture("portrait.ts"),
      [`${CONTENT}/site.ts`]: fixture("site.ts"),
    });
    const first = await command([], { POSTS_DIR: "elsewhere" });
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout).toContain(
      `elsewhere/reading-hero.md:5: ${origin}/hero/Header%20Photo.JPG?w=1200 → /${POST_IMAGES_FOLDER}/reading-hero/header-photo.png`,
    );
    expect(readFileSync(join(dir, CONTENT, "me.jpg"))).toEqual(JPEG);
    const files = everyFile();
    const second = await command(["--dry-run"], { POSTS_DIR: "elsewhere" });
    expect(second).toEqual({
      code: 0,
      stdout: "Images: no post or content file loads an image from another site; nothing to do.\n",
    });
    expect(everyFile()).toEqual(files);
  }, 60_000);

  it("exits non-zero on a failure, and on an option it does not know", async () => {
    project({
      [`${CONTENT}/site.ts`]: fixture("site.ts"),
      [`${CONTENT}/posts/a.md`]:
        "---\ntitle: A\ndate: 2024-05-01\nsummary: S.\n---\n\n![Gone](https://images.example/gone.png)\n",
    });
    const failed = await command([]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(
      `${CONTENT}/posts/a.md:7: ${origin}/gone.png: answered 404; it still points there`,
    );
    expect(await command(["--dry"])).toEqual({
      code: 2,
      stdout: "fetch-images: --dry is not an option; the one option is --dry-run.\n",
    });
  }, 60_000);
});
