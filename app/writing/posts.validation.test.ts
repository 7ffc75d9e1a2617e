// @vitest-environment node
// The loader on fixture folders beside this test: what it publishes, in what order, and how a post that
// cannot be published stops the build with a message naming the file and the field.
import { describe, expect, it } from "vitest";
import { loadPosts, parsePosts, postTags } from "./posts.server";

const fixtures = (name: string) => `app/writing/fixtures/${name}`;

describe("loadPosts", () => {
  it("publishes every post but the drafts, newest first", () => {
    const posts = loadPosts({ dir: fixtures("valid"), drafts: false });
    expect(posts.map((post) => post.slug)).toEqual(["newer-note", "older-note"]);
    expect(posts[0]).toMatchObject({
      title: "A newer note: with a colon",
      date: "2025-01-15",
      updated: "2025-02-01",
      draft: false,
    });
    expect(posts[1]).toMatchObject({ date: "2024-05-01" });
    expect(posts[1]).not.toHaveProperty("updated");
  });

  it("shows drafts where asked (the dev server)", () => {
    const posts = loadPosts({ dir: fixtures("valid"), drafts: true });
    expect(posts.map((post) => post.slug)).toEqual(["work-in-progress", "newer-note", "older-note"]);
  });

  it("gives each post a reading time of at least a minute", () => {
    for (const post of loadPosts({ dir: fixtures("valid"), drafts: true })) {
      expect(post.readingMinutes).toBe(1);
    }
  });

  it("treats tags written differently as one tag, listing its posts newest first", () => {
    const tags = postTags(loadPosts({ dir: fixtures("valid"), drafts: false }));
    expect(tags).toEqual([
      expect.objectContaining({ name: "Speech AI", slug: "speech-ai" }),
      expect.objectContaining({ name: "teaching", slug: "teaching" }),
    ]);
    expect(tags[0]!.posts.map((post) => post.slug)).toEqual(["newer-note", "older-note"]);
  });
});

describe("a post that cannot be published stops the build", () => {
  it.each([
    ["no-title", "missing-title.md", "title: required"],
    ["bad-date", "not-a-date.md", "date: must be a date, YYYY-MM-DD"],
    ["impossible-date", "february-thirtieth.md", "date: must be a date, YYYY-MM-DD"],
    ["bad-name", "航空.md", "the file name must have Latin letters or digits"],
  ])("%s: the message names the file and the field", (folder, file, message) => {
    expect(() => parsePosts(fixtures(folder))).toThrow(`${fixtures(folder)}/${file}: ${message}`);
  });
});
