// @vitest-environment node
// The prerender asks a file route for <path>.data before the file; the social image answers that with nothing
// rather than draw the picture twice per post.
import { describe, expect, it } from "vitest";
import { loader } from "./post-image";

const call = (path: string) =>
  loader({ params: { slug: "no-such-post" }, request: new Request(`http://localhost${path}`) } as never);

describe("the social image's loader", () => {
  it("answers the .data request empty, without looking for the post", async () => {
    const response = await call("/writing/no-such-post/og.png.data");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("looks for the post when asked for the picture itself", async () => {
    await expect(call("/writing/no-such-post/og.png")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
