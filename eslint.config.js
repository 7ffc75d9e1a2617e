import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

// The layers, each importing only from those below it: content (data) -> lib, seo, bibliography and cv (no UI)
// -> components -> routes and root. A zone forbids `target` to import from `from` (paths from the repository root).
const ui = ["./app/components", "./app/routes", "./app/root.tsx", "./app/routes.ts"];
// What the browser may load. Build-time code (it reads files) lives in *.server.ts(x) modules, which only route
// loaders, the route config and other .server modules import; React Router also refuses them in client code.
const clientSide = [
  "./app/components",
  "./app/lib",
  "./app/content",
  "./app/content-types.ts",
  "./app/seo",
  "./app/root.tsx",
  "./app/pages.ts",
];
const NODE_MODULES = {
  regex: "^node:",
  message: "Node's modules run only at build time: use them in a .server.ts module.",
};
const TEST_SUPPORT = {
  regex: "^(~|\\.\\.?)/(.*/)?testing/",
  message: "app/testing is the tests' support: the site never imports it.",
};

export const layerZones = [
  {
    target: "./app/content",
    from: "./app",
    except: ["./content", "./content-types.ts", "./assets"],
    message: "app/content is data: it imports only its own modules, ~/content-types and ~/assets.",
  },
  {
    target: [
      "./app/lib",
      "./app/seo",
      "./app/bibliography",
      "./app/cv",
      "./app/talks",
      "./app/writing",
      "./app/search",
      "./app/news",
    ],
    from: ui,
    message:
      "app/lib, app/seo, app/bibliography, app/cv, app/talks, app/writing, app/search and app/news know no components, routes or the document.",
  },
  {
    target: clientSide,
    from: "./app/**/*.server.{ts,tsx}",
    message: "Code the browser may load never imports a .server module: those run only at build time.",
  },
  {
    target: "./app/components",
    from: ["./app/routes", "./app/root.tsx", "./app/routes.ts"],
    message: "Components know no pages: a route passes them what they need.",
  },
  { target: "./app", from: "./scripts", message: "The site never imports build-time tools (scripts/)." },
  {
    target: "./e2e",
    from: ui,
    message: "End-to-end tests drive the built site; they may import app data, never its UI modules.",
  },
];

export default tseslint.config(
  {
    ignores: [
      ...["build", ".build-*", ".react-router", "test-results", "playwright-report", ".bench"],
      // The owner's files and posts as they have them (a blogdown post's scripts): not the site's code.
      ...["public", "app/content/posts", "app/testing/owners/*/content/posts", "app/testing/owners/*/public"],
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat["recommended-latest"] },
  {
    files: ["app/**/*.{ts,tsx}", "e2e/**/*.ts"],
    plugins: { "import-x": importX },
    // Resolves the ~/ alias through tsconfig.json and TypeScript's extensions, so `~/routes/home` and
    // `../routes/home` are one file to the rule.
    settings: {
      // Which files the import graph reads (no-cycle follows it), and with which parser.
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
          tsconfig: { configFile: `${root}/tsconfig.json` },
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }],
      // A circle of imports hides which module depends on which (type-only imports are not followed).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  // Only build-time modules touch Node's file system and friends; the .server suffix says which they are. And
  // the site never imports the tests' support (app/testing/): only tests do. One rule's options replace
  // another's for a file, so each kind of file gets the restrictions that hold for it in one place.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}", "app/testing/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [NODE_MODULES, TEST_SUPPORT] }],
      // tsconfig.json's ES2024.Collection is for Node 24: Safari before 17.4 lacks Map.groupBy.
      "no-restricted-properties": ["error", { object: "Map", property: "groupBy", message: "Node only." }],
    },
  },
  {
    files: ["app/**/*.server.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [TEST_SUPPORT] }] },
  },
  {
    files: ["app/testing/**/*.{ts,tsx}"],
    // The tests' PDF reader inflates the PDF's streams itself; it runs only in the tests, as they do.
    ignores: ["app/**/*.test.{ts,tsx}", "app/testing/tagged-pdf.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NODE_MODULES] }] },
  },
  // Playwright fixtures take `{}` when they use no other fixture.
  { files: ["e2e/**/*.ts"], rules: { "no-empty-pattern": "off" } },
  // A unit test that replaces a module keeps a module registry of its own (vitest.config.ts), which its
  // name asks for: thing.behaviour.mocked.test.ts. Elsewhere a replaced module would leak into the files
  // after it in the worker.
  {
    files: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    ignores: ["**/*.mocked.test.{ts,tsx,mjs}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            "A test that replaces a module is named *.mocked.test.ts, so it runs with a registry of its own.",
        },
      ],
    },
  },
);
