// @vitest-environment node
// The prerender asks a file route for <path>.data before the file; the feed answers that with nothing rather
// than render every post for it twice.
import { describe, expect, it } from "vitest";
import { loader } from "./feed";

const call = (path: string) =>
  loader({ params: {}, request: new Request(`http://localhost${path}`) } as never);

describe("the feed's loader", () => {
  it("answers the .data request empty", async () => {
    const response = await call("/feed.xml.data");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("writes the feed when asked for the file itself", async () => {
    const response = await call("/feed.xml");
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(await response.text()).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  });
});
