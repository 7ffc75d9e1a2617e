// @vitest-environment node
// The prerender asks each route that writes a file for <path>.data before the file itself. Each answers that
// with nothing, rather than render every post, draw a picture or write a calendar twice; asked for the file,
// it does its work.
import { describe, expect, it } from "vitest";
import { site } from "~/testing/owners/first/content/site";
import { loader as favicon } from "./favicon";
import { loader as feed } from "./feed";
import { loader as postImage } from "./post-image";
import { loader as siteImage } from "./site-image";
import { loader as sizedImage } from "./sized-image";
import { loader as talkCalendar } from "./talk-calendar";

type FileRoute = {
  name: string;
  loader: (args: never) => Response | Promise<Response>;
  params: Record<string, string>;
  path: string;
};

const FILE_ROUTES: FileRoute[] = [
  { name: "the feed", loader: feed, params: {}, path: "/feed.xml" },
  { name: "the site's social image", loader: siteImage, params: {}, path: "/og.png" },
  { name: "the site's icon", loader: favicon, params: {}, path: "/favicon.svg" },
  {
    name: "a post's social image",
    loader: postImage,
    params: { slug: "no-such-post" },
    path: "/writing/no-such-post/og.png",
  },
  {
    name: "a smaller copy of a post's picture",
    loader: sizedImage,
    params: { width: "800", "*": "images/no-such-picture.jpg.webp" },
    path: "/sized/800/images/no-such-picture.jpg.webp",
  },
  {
    name: "a talk's calendar",
    loader: talkCalendar,
    params: { slug: "no-such-talk" },
    path: "/talks/no-such-talk/calendar.ics",
  },
];

/** The loader's answer; a loader that throws at once (the calendar's is synchronous) rejects, as the others do. */
const call = async ({ loader, params }: FileRoute, path: string) =>
  loader({ params, request: new Request(`http://localhost${path}`) } as never);

describe.each(FILE_ROUTES)("$name", (route) => {
  it("answers the .data request empty", async () => {
    const response = await call(route, `${route.path}.data`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describe("asked for the file itself", () => {
  it("the feed writes the feed", async () => {
    const response = await call(FILE_ROUTES[0]!, "/feed.xml");
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(await response.text()).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  });

  it("the site's social image draws a PNG", async () => {
    const response = await call(FILE_ROUTES[1]!, "/og.png");
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(1, 4)
        .toString("latin1"),
    ).toBe("PNG");
  }, 30_000);

  it("the site's icon draws the owner's initials", async () => {
    const response = await call(FILE_ROUTES[2]!, "/favicon.svg");
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await response.text()).toMatch(new RegExp(`^<svg [^]*>${site.initials}</text></svg>`));
  });

  it.each(FILE_ROUTES.slice(3))("$name looks for its item, and there is none", async (route) => {
    await expect(call(route, route.path)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
