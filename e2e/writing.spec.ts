// The posts on the built site, checked against whatever posts the build used (read here through the app's own
// loader): /writing lists exactly the published ones newest first, each has its page with its head tags,
// JSON-LD and preview picture, its own files (a page bundle's) beside it, each tag its page, and the Atom feed (parsed by a feed reader's library) and
// the sitemap hold them all. Drafts are nowhere. Nothing here names a post, so the owner's own posts pass.
import { readFileSync } from "node:fs";
import feedParser from "@rowanmanning/feed-parser";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ALL_PATHS, ERROR_STATUS_LOG, main, siteOrigin, walks } from "./site-pages";
import { FEED, encodedPath, oldAddressFile, pageHref, postImagePath, postPath, tagPath } from "../app/pages";
import { loadPosts, postTags } from "../app/writing/posts.server";

const POSTS = loadPosts({ drafts: false });
/** Drafts, and posts dated after the build's day: neither is published. */
const DRAFTS = loadPosts({ drafts: true }).filter((post) => !POSTS.some(({ slug }) => slug === post.slug));
const TAGS = postTags(POSTS);

/** The titles of the posts a list shows, in order. */
async function listedTitles(page: Page) {
  return main(page).getByRole("article").getByRole("heading").allTextContents();
}

test("/writing lists every published post, newest first, with date, reading time, summary and tags", async ({
  page,
}) => {
  await page.goto(pageHref("/writing"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(await listedTitles(page)).toEqual(POSTS.map((post) => post.title));
  const articles = main(page).getByRole("article");
  for (const [index, post] of POSTS.entries()) {
    const article = articles.nth(index);
    await expect(article.getByRole("link", { name: post.title })).toHaveAttribute(
      "href",
      pageHref(postPath(post.slug)),
    );
    await expect(article.locator(`time[datetime="${post.date}"]`)).toHaveCount(1);
    await expect(article).toContainText(`${post.readingMinutes} min read`);
    await expect(article).toContainText(post.summary);
    const tagLinks = article.getByRole("list", { name: "Tags" }).getByRole("link");
    await expect(tagLinks).toHaveText(post.tags.map((tag) => tag.name));
  }
});

/** The post's page shows it whole and names it in its head, and its picture is served. */
async function expectPostPage(page: Page, request: APIRequestContext, origin: string, index: number) {
  const post = POSTS[index]!;
  const url = new URL(pageHref(postPath(post.slug)), origin).href;
  const response = await page.goto(pageHref(postPath(post.slug)));
  expect(response?.status()).toBe(200);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(main(page).locator(`time[datetime="${post.date}"]`).first()).toBeVisible();
  await expect(main(page)).toContainText(`${post.readingMinutes} min read`);
  const tagLinks = main(page).getByRole("list", { name: "Tags" }).first().getByRole("link");
  await expect(tagLinks).toHaveText(post.tags.map((tag) => tag.name));
  for (const [at, tag] of post.tags.entries()) {
    await expect(tagLinks.nth(at)).toHaveAttribute("href", pageHref(tagPath(tag.slug)));
  }

  const neighbours = page.getByRole("navigation", { name: "More writing" });
  const older = POSTS[index + 1];
  const newer = POSTS[index - 1];
  for (const [rel, other] of [
    ["prev", older],
    ["next", newer],
  ] as const) {
    const link = neighbours.locator(`a[rel="${rel}"]`);
    if (other) await expect(link).toHaveAttribute("href", pageHref(postPath(other.slug)));
    else await expect(link).toHaveCount(0);
  }

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const image = new URL(postImagePath(post.slug), origin).href;
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image);

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
  const posting = jsonLd.find((data) => data["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    image,
    url,
    author: { "@type": "Person", name: expect.stringMatching(/\S/) },
  });
  expect(posting.dateModified).toBe(post.updated);

  // Each picture of the site's own keeps its place as it loads: its width and height have its shape, as the
  // browser draws it, turned as its camera said. A drawing (SVG) takes the width the page gives it.
  for (const picture of await main(page).locator("img").all()) {
    const src = (await picture.getAttribute("src")) ?? "";
    if (/^[a-z]+:|\.svg$/i.test(src)) continue;
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), src)
      .toBeGreaterThan(0);
    const [drawn, given] = await picture.evaluate((img: HTMLImageElement) => [
      img.naturalWidth / img.naturalHeight,
      Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
    ]);
    expect(given, src).toBeCloseTo(drawn!, 2);
    // A wide one's smaller copies: each as wide as its srcset says, of the same shape; the page loads one.
    const { copies, loaded } = await picture.evaluate(async (img: HTMLImageElement) => ({
      copies: await Promise.all(
        img.srcset
          .split(", ")
          .filter(Boolean)
          .map(async (candidate) => {
            const [url = "", descriptor = ""] = candidate.split(" ");
            const copy = new Image();
            copy.src = url;
            await copy.decode();
            return {
              url: copy.src,
              said: parseInt(descriptor),
              width: copy.naturalWidth,
              height: copy.naturalHeight,
            };
          }),
      ),
      loaded: img.currentSrc,
    }));
    for (const copy of copies) {
      expect(copy.width, copy.url).toBe(copy.said);
      expect(copy.width / copy.height, copy.url).toBeCloseTo(drawn!, 2);
      expect((await request.get(copy.url)).headers()["content-type"], copy.url).toBe("image/webp");
    }
    if (copies.length > 0) expect(copies.map((copy) => copy.url)).toContain(loaded);
  }

  // The picture is served from this build: a PNG of 1200×630, read from its header.
  const png = await request.get(postImagePath(post.slug));
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  const bytes = await png.body();
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
}

for (const walk of walks([...POSTS.keys()], (index) => postPath(POSTS[index]!.slug))) {
  test(`${walk.name}: each post's title, date, reading time, tags, neighbours, head tags and its own picture`, async ({
    page,
    request,
  }) => {
    const origin = await siteOrigin(request);
    for (const index of walk.items)
      await test.step(postPath(POSTS[index]!.slug), () => expectPostPage(page, request, origin, index));
  });
}

for (const post of POSTS) {
  test(`${postPath(post.slug)}: math is MathML and code is coloured for both themes in the static HTML`, async ({
    request,
  }) => {
    const html = await (await request.get(pageHref(postPath(post.slug)))).text();
    // Math and code as Markdown writes them, or as pandoc does in the HTML of a blogdown post.
    const displayMath = /^\$\$|class="math display"/m.test(post.markdown);
    const inlineMath =
      /(^|[^$\\])\$[^$\s][^$\n]*\$/.test(post.markdown.replace(/```[\s\S]*?```/g, "")) ||
      post.markdown.includes('class="math inline"');
    expect(/<math[^>]*display="block"/.test(html), "display math").toBe(displayMath);
    if (inlineMath) expect(html).toMatch(/<math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/);
    // A <pre> written as HTML is code when it holds a <code> (pandoc's); alone (Blogger's), it is text as written.
    const fences = /^\s*(```|~~~|\{%-?\s*highlight\b)|<pre[^>]*>\s*<code/m.test(post.markdown);
    expect(/<pre class="shiki/.test(html), "highlighted code").toBe(fences);
    // Plain text (a fence with no language) is one colour; a language is coloured token by token.
    const languages =
      /^[ \t]*(```|~~~)[ \t]*(?!text\b)\w|\{%-?\s*highlight\s+(?!text\b)\w|<pre class="(?!text\b)\w/m.test(
        post.markdown,
      );
    if (languages) expect(html).toMatch(/<span style="color:light-dark\(#[0-9A-Fa-f]{6}, #[0-9A-Fa-f]{6}\)/);
    // No KaTeX stylesheet or font, and no script file: the page needs none.
    expect(html).not.toMatch(/katex[^"]*\.(css|woff2?|js)/i);
    expect(html).not.toMatch(/<script[^>]+src=/);
  });
}

for (const walk of walks(TAGS, (tag) => tagPath(tag.slug))) {
  test(`${walk.name}: each tag's page lists the posts tagged with it, newest first`, async ({ page }) => {
    for (const tag of walk.items) {
      await test.step(tagPath(tag.slug), async () => {
        const response = await page.goto(pageHref(tagPath(tag.slug)));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(tag.name);
        expect(await listedTitles(page)).toEqual(tag.posts.map((post) => post.title));
      });
    }
  });
}

test("the home page shows the three newest posts and links to /writing", async ({ page }) => {
  await page.goto("/");
  const latest = main(page).getByRole("region", { name: "Latest writing" });
  await expect(latest).toHaveCount(POSTS.length > 0 ? 1 : 0);
  if (POSTS.length === 0) return;
  expect(await latest.getByRole("article").getByRole("heading").allTextContents()).toEqual(
    POSTS.slice(0, 3).map((post) => post.title),
  );
  await expect(latest.getByRole("link", { name: "All writing" })).toHaveAttribute(
    "href",
    pageHref("/writing"),
  );
});

test("the footer links Writing on every page", async ({ page }) => {
  for (const path of ["/", pageHref("/writing")]) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Writing" })).toHaveAttribute(
      "href",
      pageHref("/writing"),
    );
  }
});

test("the Atom feed holds every published post, newest first, in full, with absolute links", async ({
  page,
  request,
}) => {
  const origin = await siteOrigin(request);
  const response = await request.get(FEED.path);
  expect(response.status()).toBe(200);
  // A static host names the type from the extension: Atom's own, or XML's.
  expect(response.headers()["content-type"]).toMatch(/^application\/(atom\+)?xml\b/);
  const feed = feedParser.parseFeed(await response.text());
  expect(feed.meta.type).toBe("atom");
  expect(feed.self).toBe(new URL(FEED.path, origin).href);
  expect(feed.items.map((item) => item.title)).toEqual(POSTS.map((post) => post.title));
  expect(new Set(feed.items.map((item) => item.id)).size).toBe(POSTS.length);
  for (const [index, item] of feed.items.entries()) {
    const post = POSTS[index]!;
    const url = new URL(pageHref(postPath(post.slug)), origin).href;
    expect(item.id).toBe(url);
    expect(item.url).toBe(url);
    expect(item.published?.toISOString().slice(0, 10)).toBe(post.date);
    expect(item.updated?.toISOString().slice(0, 10)).toBe(post.updated ?? post.date);
    expect(item.description).toBe(post.summary);
    expect(item.categories.map((category) => category.label ?? category.term)).toEqual(
      post.tags.map((tag) => tag.name),
    );
    // The whole post: every paragraph a reader sees on the page is in the entry (the page's visually hidden
    // notes are not), and every address is absolute.
    const content = item.content ?? "";
    const seen = (text: string) => text.replace(/\s+/g, " ").trim();
    await page.goto(pageHref(postPath(post.slug)));
    const paragraphs = await main(page)
      .locator(".post-body > p")
      .evaluateAll((elements) =>
        elements.map((element) => {
          const copy = element.cloneNode(true) as HTMLElement;
          for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
          return copy.textContent ?? "";
        }),
      );
    const entryText = await page.evaluate((html) => {
      const body = new DOMParser().parseFromString(html, "text/html").body;
      return body.textContent ?? "";
    }, content);
    for (const paragraph of paragraphs) expect(seen(entryText)).toContain(seen(paragraph).slice(0, 40));
    for (const [, address] of content.matchAll(/(?:href|src)="([^"]*)"/g))
      expect(address).toMatch(/^https?:\/\//);
  }
});

test("every page names the feed in its head", async ({ request }) => {
  for (const path of ALL_PATHS) {
    const html = await (await request.get(pageHref(path))).text();
    expect(html, path).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" href="\/feed\.xml" title="[^"]+"\/>/,
    );
  }
});

test("the sitemap lists /writing, every published post and every tag page, and no draft", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  for (const path of [
    "/writing",
    ...POSTS.map((post) => postPath(post.slug)),
    ...TAGS.map((tag) => tagPath(tag.slug)),
  ])
    expect(paths).toContain(pageHref(path));
  for (const draft of DRAFTS) expect(paths).not.toContain(pageHref(postPath(draft.slug)));
});

for (const draft of DRAFTS) {
  test(`the draft ${postPath(draft.slug)} is nowhere in the published site`, async ({
    page,
    request,
    expectConsoleError,
  }) => {
    expectConsoleError(ERROR_STATUS_LOG);
    const response = await page.goto(pageHref(postPath(draft.slug)));
    expect(response?.status()).toBe(404);
    expect((await request.get(postImagePath(draft.slug))).status()).toBe(404);
    const pages = [pageHref("/writing"), "/", ...TAGS.map((tag) => pageHref(tagPath(tag.slug)))];
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain(postPath(draft.slug));
    }
    expect(await (await request.get(FEED.path)).text()).not.toContain(postPath(draft.slug));
  });
}

// WCAG 2.2's target size: a footnote's way back (↩) is one sign, often right after a long link.
for (const post of POSTS.filter(({ markdown }) => /^\[\^[^\]]+\]:/m.test(markdown))) {
  test(`${postPath(post.slug)}: each footnote's way back is a target of at least 24 by 24 px`, async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pageHref(postPath(post.slug)));
      const backs = page.locator("a[data-footnote-backref]");
      expect(await backs.count()).toBeGreaterThan(0);
      for (const box of await backs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect())))
        expect(
          [box.width, box.height].every((side) => side >= 24),
          `${width} px: ${box.width}×${box.height}`,
        ).toBe(true);
    }
  });
}

for (const post of POSTS) {
  for (const address of post.oldAddresses) {
    test(`the old address ${address} sends visitors on to ${postPath(post.slug)}, out of the sitemap`, async ({
      page,
      request,
    }) => {
      const origin = await siteOrigin(request);
      const target = new URL(pageHref(postPath(post.slug)), origin).href;
      const html = await (await request.get(oldAddressFile(address))).text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(`<link rel="canonical" href="${target}"/>`);
      await page.goto(address);
      await expect.poll(() => new URL(page.url()).pathname).toBe(pageHref(postPath(post.slug)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).not.toContain(address);
      expect(sitemap.match(new RegExp(`<loc>${target}</loc>`, "g"))).toHaveLength(1);
    });
  }
}

for (const post of POSTS.filter((each) => Object.keys(each.files).length > 0)) {
  test(`${postPath(post.slug)}: its own files (a page bundle's) are published beside its page as they are, and its pictures show`, async ({
    page,
    request,
  }) => {
    for (const [path, file] of Object.entries(post.files)) {
      const response = await request.get(encodedPath(path));
      expect(response.status(), path).toBe(200);
      expect((await response.body()).equals(readFileSync(file)), path).toBe(true);
    }
    await page.goto(pageHref(postPath(post.slug)));
    for (const image of await main(page).locator("img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
}
