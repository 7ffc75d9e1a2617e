// A post's page title: its own title, and where another post of the list has that title too (academicpages
// owners reuse "Paper accepted"), its date after it, so every page's title is its own. On the first test
// owner's content graph, whose posts' titles are all different.
import { expect, it } from "vitest";
import { site } from "~/testing/owners/first/content/site";
import { posts } from "~/content-graph/site-graph.server";
import { dayText } from "~/dates";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { postSummary } from "~/writing/posts.server";
import * as route from "./post";

const [first] = posts;
const load = (slug: string, path = `/writing/${slug}/`) =>
  route.loader({
    params: { slug },
    request: new Request(`https://x.invalid${path}`),
  } as unknown as Parameters<typeof route.loader>[0]);
const titleOf = (titleShared: boolean, pathname: string) =>
  route
    .meta({
      loaderData: { ...load(first!.slug), post: postSummary(first!), titleShared },
      location: { pathname },
    } as unknown as Parameters<typeof route.meta>[0])
    .find((tag) => "title" in tag);

it("titles a post's page by its title, and gives its date where another post shares the title", () => {
  expect(titleOf(false, `/writing/${first!.slug}/`)).toEqual({ title: `${first!.title} | ${site.name}` });
  expect(titleOf(true, `/writing/${first!.slug}/`)).toEqual({
    title: `${first!.title} (${dayText(first!.date, PAGE_MESSAGES.en.locale)}) | ${site.name}`,
  });
  // In the page's language.
  expect(titleOf(true, `/de/writing/${first!.slug}/`)).toEqual({
    title: `${first!.title} (${dayText(first!.date, PAGE_MESSAGES.de.locale)}) | ${site.name}`,
  });
});

it("finds no shared title among posts whose titles all differ", () => {
  const english = posts.filter((post) => post.language === "en");
  expect(new Set(english.map((post) => post.title)).size).toBe(english.length);
  for (const post of english) expect(load(post.slug).titleShared, post.slug).toBe(false);
});
