import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

// The layers, each importing only from those below it: content (data) -> lib, seo and bibliography (no UI)
// -> components -> routes and root. A zone forbids `target` to import from `from` (paths from the repository root).
const ui = ["./app/components", "./app/routes", "./app/root.tsx", "./app/routes.ts"];
export const layerZones = [
  {
    target: "./app/content",
    from: "./app",
    except: ["./content", "./assets"],
    message: "app/content is data: it imports only its own modules and ~/assets.",
  },
  {
    target: ["./app/lib", "./app/seo", "./app/bibliography"],
    from: ui,
    message: "app/lib, app/seo and app/bibliography know no components, routes or the document.",
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
  { ignores: ["build", ".build-*", ".react-router", "test-results", "playwright-report", ".bench"] },
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
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
          tsconfig: { configFile: `${root}/tsconfig.json` },
        }),
      ],
    },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }] },
  },
  // Playwright fixtures take `{}` when they use no other fixture.
  { files: ["e2e/**/*.ts"], rules: { "no-empty-pattern": "off" } },
);
