// @vitest-environment node
// The import layers in eslint.config.js (which sits at the root, outside the folders unit tests are
// collected from) fire on a wrong-direction import, whether written with the ~/ alias or a relative path,
// and stay quiet on the imports each layer is allowed. The owner's own files are neither linted nor formatted.
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CONTENT_IMPORT, DEFAULT_CONTENT_DIR } from "../app/owner-folders.server.ts";

/** A file of the owner's content folder, which the layers keep to data. */
const CONTENT_FIXTURE = `${DEFAULT_CONTENT_DIR}/fixture.ts`;
const CONTENT_IS_DATA = new RegExp(`${DEFAULT_CONTENT_DIR} is data`);

const ROOT = resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: ROOT });
const RULE = "import-x/no-restricted-paths";

/** The layer violations ESLint reports for `code` as if it were the file at `filePath`. */
async function violations(filePath, code) {
  const [result] = await eslint.lintText(`${code}\nexport { x };\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

/** What no-restricted-imports reports for `code` as if it were the file at `filePath`. */
async function restricted(filePath, code) {
  const [result] = await eslint.lintText(`${code}\nexport { x };\n`, { filePath });
  return result.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

// Each lint follows the file's imports through the app (import-x/no-cycle): seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// Loading the config and its plugins is the slow part, done once here rather than inside the first test.
beforeAll(() => eslint.calculateConfigForFile(CONTENT_FIXTURE), 60_000);

describe("the import layers", () => {
  it.each([
    [CONTENT_FIXTURE, 'import { x } from "~/components/contact-form";', CONTENT_IS_DATA],
    [CONTENT_FIXTURE, 'import { x } from "../routes/home";', CONTENT_IS_DATA],
    [CONTENT_FIXTURE, 'import { x } from "~/lib/email";', CONTENT_IS_DATA],
    ["app/lib/fixture.ts", 'import { x } from "~/components/contact-form";', /know no components/],
    ["app/seo/fixture.ts", 'import { x } from "~/root";', /know no components/],
    ["app/components/fixture.tsx", 'import { x } from "~/routes/contact";', /Components know no pages/],
    ["app/lib/fixture.ts", 'import { x } from "../../scripts/outbox.mjs";', /never imports build-time tools/],
    ["e2e/fixture.ts", 'import { x } from "../app/components/contact-form";', /never its UI modules/],
    [
      "app/components/fixture.tsx",
      'import { x } from "~/bibliography/publications.server";',
      /never imports a .server module/,
    ],
    ["app/pages.ts", 'import { x } from "./pages.server";', /never imports a .server module/],
    ["app/lib/fixture.ts", 'import { x } from "../cv/cv-pdf.server";', /never imports a .server module/],
    ["app/writing/fixture.ts", 'import { x } from "~/components/post-list";', /know no components/],
    ["app/search/fixture.ts", 'import { x } from "~/components/talk-entry";', /know no components/],
  ])("%s may not %s", async (filePath, code, message) => {
    const found = await violations(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it.each([
    ["app/lib/fixture.ts", 'import { readFileSync as x } from "node:fs";'],
    ["app/routes/fixture.tsx", 'import { resolve as x } from "node:path";'],
  ])("%s may not %s: Node's modules are for .server modules", async (filePath, code) => {
    const [result] = await eslint.lintText(`${code}\nexport { x };\n`, { filePath });
    expect(result.messages.map((message) => message.ruleId)).toContain("no-restricted-imports");
  });

  it.each([
    ["app/lib/fixture.ts", 'import { x } from "~/testing/test-owner";'],
    ["app/bibliography/fixture.server.ts", 'import { x } from "../testing/tagged-pdf";'],
    ["app/routes/fixture.tsx", 'import { x } from "../testing/owners/first/content/site";'],
  ])("%s may not %s: app/testing is the tests' support", async (filePath, code) => {
    expect(await restricted(filePath, code)).toEqual([expect.stringMatching(/the tests' support/)]);
  });

  it.each([
    ["app/cv/fixture.test.ts", 'import { x } from "~/testing/tagged-pdf";'],
    ["app/testing/fixture.ts", 'import { x } from "./comparable-text";'],
    ["app/testing/tagged-pdf.ts", 'import { inflateSync as x } from "node:zlib";'],
  ])("%s may %s", async (filePath, code) => {
    expect(await restricted(filePath, code)).toEqual([]);
  });

  it.each([
    [CONTENT_FIXTURE, 'import { x } from "~/content-types";'],
    [CONTENT_FIXTURE, 'import x from "~/assets/icons/mail.svg";'],
    ["app/seo/fixture.ts", `import { x } from "${CONTENT_IMPORT}site";`],
    ["app/components/fixture.tsx", 'import { x } from "~/lib/email";'],
    ["app/routes/fixture.tsx", 'import { x } from "~/components/contact-form";'],
    ["e2e/fixture.ts", 'import { x } from "../app/lib/contact-constants";'],
    ["app/routes/fixture.tsx", 'import { x } from "~/bibliography/publications.server";'],
    ["app/pages.server.ts", 'import { x } from "./bibliography/publications.server";'],
  ])("%s may %s", async (filePath, code) => {
    expect(await violations(filePath, code)).toEqual([]);
  });

  it("refuses an import circle", async () => {
    // talks.server.ts imports publications.server.ts; this makes the publications import the talks back.
    const [result] = await eslint.lintText(
      'import { loadTalks as x } from "../talks/talks.server";\nexport { x };\n',
      { filePath: "app/bibliography/publications.server.ts" },
    );
    expect(result.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
  });
});

describe("the owner's own files", () => {
  // An owner copies a blog in as it is (a blogdown post's scripts, slides in public/) and edits content in
  // their own style: `npm test` lints the site's code, not theirs.
  const OWNERS = [
    "public/slides/reveal.js",
    `${DEFAULT_CONTENT_DIR}/posts/a-post/index_files/header-attrs/header-attrs.js`,
    "app/testing/owners/second/content/posts/a-post/index_files/x.js",
  ];

  it.each(OWNERS)("ESLint leaves %s alone", async (path) => {
    expect(await eslint.isPathIgnored(path)).toBe(true);
  });

  it.each([...OWNERS, `${DEFAULT_CONTENT_DIR}/site.ts`, `${DEFAULT_CONTENT_DIR}/posts/a.md`])(
    "Prettier leaves %s alone",
    async (path) => {
      const info = await prettier.getFileInfo(path, { ignorePath: resolve(ROOT, ".prettierignore") });
      expect(info.ignored).toBe(true);
    },
  );

  it("while the site's code is checked", async () => {
    expect(await eslint.isPathIgnored("app/routes/home.tsx")).toBe(false);
    const ignorePath = resolve(ROOT, ".prettierignore");
    expect((await prettier.getFileInfo("app/routes/home.tsx", { ignorePath })).ignored).toBe(false);
  });
});
