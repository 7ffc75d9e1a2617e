// A post the content graph lists as sharing its title with another post, a paper or a page of the site
// ("Talks") has its date in its page's title; the loader reads that list. On the first test owner's content
// graph, with its first post listed so.
import { expect, it, vi } from "vitest";
import * as graph from "~/content-graph/site-graph.server";
import * as route from "./post";

vi.mock("~/content-graph/site-graph.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/content-graph/site-graph.server")>();
  const [first] = real.posts.filter((post) => post.language === "en");
  return { ...real, sharedTitles: [`en ${first!.slug}`] };
});

const load = (slug: string) =>
  route.loader({
    params: { slug },
    request: new Request(`https://x.invalid/writing/${slug}/`),
  } as unknown as Parameters<typeof route.loader>[0]);

it("gives the date in the page's title of a post the graph lists as sharing its title, and of no other", () => {
  const [first, second] = graph.posts.filter((post) => post.language === "en");
  expect(load(first!.slug).titleShared).toBe(true);
  expect(load(second!.slug).titleShared).toBe(false);
});
