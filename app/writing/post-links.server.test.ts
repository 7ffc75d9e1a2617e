// @vitest-environment node
// A post's link to a page or file the site does not have is named at the post's line, with where the file goes.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { renderPostTree } from "./markdown.server";
import { warnOnLinksToNothing } from "./post-links.server";

it("warns at its line of each link to the site's own pages and files that the build does not make", async () => {
  const publicDir = mkdtempSync(join(tmpdir(), "public-"));
  mkdirSync(join(publicDir, "papers"));
  writeFileSync(join(publicDir, "papers", "here now.pdf"), "%PDF");
  const own = { "/writing/p/data.csv": join(publicDir, "papers", "here now.pdf") };
  const { siteLinks } = await renderPostTree(
    [
      "[Here](/papers/here%20now.pdf) [gone](/papers/gone.pdf?v=2#page=3) [the CV](/cv.pdf)",
      "",
      "[a post](/writing/q/#part) [its index](/about/index.html) [no post](/writing/none/)",
      "",
      '<a href="data.csv">own</a> <a href="notes.txt">missing</a> <a href="../q/">sibling</a>',
      "",
      "[old](/2019/05/old.html) [away](https://example.org/a.pdf) [top](#top) [mail](mailto:a@b.eu)",
      "",
      "[moved](/q/#part) [relative](posts/q/)",
    ].join("\n"),
    { url: "https://example.eu/writing/p/", files: { folder: "/writing/p/", own, publicDir } },
    () => {},
  );
  const warnings: string[] = [];
  warnOnLinksToNothing(
    siteLinks,
    ["/", "/about", "/writing/q", "/cv.pdf", "/writing/p/data.csv"],
    publicDir,
    (text, line) => warnings.push(`${line}: ${text}`),
  );
  expect(warnings).toEqual([
    `1: the link /papers/gone.pdf?v=2#page=3 is to a file that is not there: put it at ${publicDir}/papers/gone.pdf`,
    "3: the link /writing/none/ is to a page the site does not build: check the address, or the citation key, talk slug or post file name it names",
    "5: the link notes.txt is to a file that is not there: put it beside the post, in its folder (a post of one file becomes a folder: <name>/index.md)",
    `7: the link /2019/05/old.html is to a file that is not there: put it at ${publicDir}/2019/05/old.html, or link the page it became here`,
    "9: the link /q/#part is to a page the site does not build; if it is the old address of /writing/q/, add it to that post's front matter as redirect_from: /q/",
    "9: the link posts/q/ is to a page the site does not build: it is read from the post's own address, so it leads to /writing/p/posts/q/; write it from the site's root, such as /writing/q/",
  ]);
});
