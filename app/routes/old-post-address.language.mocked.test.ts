// A post's old address is a page in the post's language: a site whose first language is German keeps its
// Jekyll addresses for German posts. The first test owner's site made German-first, with its first post made
// a German original and given an old address, as the parser gives only originals one.
import { expect, it, vi } from "vitest";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { loader } from "./old-post-address";

const OLD_ADDRESS = vi.hoisted(() => "/2020/01/02/a-german-post.html");

vi.mock("~/content/site", async (original) => {
  const { site } = await original<typeof import("~/content/site")>();
  return { site: { ...site, languages: ["de", "en"] } };
});

vi.mock("~/content-graph/site-graph.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/content-graph/site-graph.server")>();
  const [first, ...rest] = real.posts;
  return { ...real, posts: [{ ...first!, language: "de", oldAddresses: [OLD_ADDRESS] }, ...rest] };
});

it("is in the post's language", async () => {
  const html = await loader({ request: new Request(`https://x.invalid${OLD_ADDRESS}`) }).text();
  expect(html).toContain('<html lang="de">');
  expect(html).toContain(PAGE_MESSAGES.de.writing.moved);
  expect(html).not.toContain(PAGE_MESSAGES.en.writing.moved);
});
