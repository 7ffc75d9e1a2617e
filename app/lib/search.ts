// The search page's one script, inline like the theme script: no file loads with the page. It imports
// Pagefind's script (and through it the index) only when the visitor focuses or types in the box, or the
// address carries ?q=, then runs each search and renders the results with DOM calls: the only markup taken
// from Pagefind is its <mark> around the matched words, and even that is rebuilt, never parsed as HTML.

import { basePath, siteHref } from "~/base-path";
import type { PageMessages } from "~/i18n/page-messages";

/** The ids the page renders and the script looks up. */
export const SEARCH_IDS = {
  form: "search-form",
  query: "search-query",
  kind: "search-kind",
  year: "search-year",
  status: "search-status",
  results: "search-results",
  more: "search-more",
} as const;

/** The address parameters: `q` runs the search, `kind` and `year` set the filters. */
export const SEARCH_PARAMS = { query: "q", kind: "kind", year: "year" } as const;

export type ExcerptPart = { text: string; marked: boolean };

/**
 * Pagefind's excerpt as text runs, each marked or not. Its excerpt is escaped text with <mark> around the
 * matches; anything else that looks like a tag is text, shown as such.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const decode = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) =>
      name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
    );
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === "<mark>" || piece === "</mark>") marked = piece === "<mark>";
    else if (piece) parts.push({ text: decode(piece), marked });
  }
  return parts;
}

/**
 * What the live region says in the page's language, once a search has answered and once "More results" has
 * shown more. They run in the browser as their source, so they use nothing but their arguments.
 */
type SearchTexts = Pick<PageMessages["search"], "resultCount" | "showing">;

const CONFIG = {
  ids: SEARCH_IDS,
  params: SEARCH_PARAMS,
  // Pagefind's browser script, which the build writes beside the index.
  script: siteHref("/pagefind/pagefind.js"),
  // Pagefind puts it before each result's path on the site (its `baseUrl`).
  base: basePath(),
  // Results shown at once; "More results" shows as many again.
  pageSize: 10,
  // Typing pauses this long before a search runs.
  debounceMs: 150,
};

type PagefindResult = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
};
type Pagefind = {
  options(options: object): Promise<void>;
  debouncedSearch(
    query: string,
    options: object,
    ms: number,
  ): Promise<{ results: { data(): Promise<PagefindResult> }[] } | null>;
};

/**
 * Runs inline, as text: it uses nothing from outside its own body and its arguments (see searchScriptIn).
 * `parts` is excerptParts, and `countText` and `showingText` the page's SearchTexts, passed in as their source;
 * `importModule` is IMPORT_MODULE.
 */
function searchScript(
  config: typeof CONFIG,
  parts: typeof excerptParts,
  countText: SearchTexts["resultCount"],
  showingText: SearchTexts["showing"],
  importModule: (address: string) => Promise<Pagefind>,
) {
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const form = byId<HTMLFormElement>(config.ids.form);
  const input = byId<HTMLInputElement>(config.ids.query);
  const kind = byId<HTMLSelectElement>(config.ids.kind);
  const year = byId<HTMLSelectElement>(config.ids.year);
  const status = byId<HTMLElement>(config.ids.status);
  const list = byId<HTMLOListElement>(config.ids.results);
  const more = byId<HTMLButtonElement>(config.ids.more);
  let pagefind: Promise<Pagefind> | undefined;
  const load = () =>
    (pagefind ??= importModule(config.script).then(async (module) => {
      // On the page, not in Pagefind's worker: a worker would need its own script policy (docs/decisions/070).
      await module.options({ noWorker: true, baseUrl: config.base });
      return module;
    }));
  let latest = 0;
  let pending: { data(): Promise<PagefindResult> }[] = [];

  const element = (tag: string, className: string, text?: string) => {
    const node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const render = (result: PagefindResult) => {
    const item = element("li", "py-5");
    const heading = element("h2", "text-lg font-semibold leading-snug");
    const link = element(
      "a",
      "text-accent underline-offset-4 hover:underline",
      result.meta.title ?? result.url,
    );
    link.setAttribute("href", result.url);
    heading.append(link);
    const facts = [result.meta.label, result.meta.date].filter(Boolean).join(" · ");
    const excerpt = element("p", "mt-2 text-muted");
    for (const part of parts(result.excerpt)) {
      excerpt.append(
        part.marked ? element("mark", "rounded-sm bg-accent-soft text-ink", part.text) : part.text,
      );
    }
    item.append(element("p", "text-sm font-semibold text-muted", facts), heading, excerpt);
    // The facts are the page's words; the title, excerpt and summary are the owner's, each marked with its
    // language where the record names one (a paper's byline is the page's words, and names none).
    const { titleLanguage, textLanguage, summary, summaryLanguage } = result.meta;
    if (titleLanguage) heading.lang = titleLanguage;
    if (textLanguage) excerpt.lang = textLanguage;
    if (summary) {
      const line = element("p", "mt-1 text-sm text-muted", summary);
      if (summaryLanguage) line.lang = summaryLanguage;
      item.append(line);
    }
    return item;
  };
  const showMore = async (run: number) => {
    const next = pending.splice(0, config.pageSize);
    const results = await Promise.all(next.map((result) => result.data()));
    if (run !== latest) return;
    list.append(...results.map(render));
    more.hidden = pending.length === 0;
  };
  const search = async () => {
    const run = ++latest;
    const query = input.value.trim();
    const params = new URLSearchParams();
    if (query) params.set(config.params.query, query);
    if (kind.value) params.set(config.params.kind, kind.value);
    if (year.value) params.set(config.params.year, year.value);
    history.replaceState(history.state, "", params.size ? `?${params}` : location.pathname);
    if (!query) {
      list.replaceChildren();
      more.hidden = true;
      status.textContent = "";
      return;
    }
    const module = await load();
    const filters: Record<string, string> = {};
    if (kind.value) filters.kind = kind.value;
    if (year.value) filters.year = year.value;
    const found = await module.debouncedSearch(query, { filters }, config.debounceMs);
    // null: a newer search replaced this one while it waited.
    if (!found || run !== latest) return;
    pending = [...found.results];
    list.replaceChildren();
    await showMore(run);
    if (run !== latest) return;
    status.textContent = countText(found.results.length, query, list.children.length);
  };

  input.addEventListener("focus", () => void load(), { once: true });
  input.addEventListener("input", () => void search());
  kind.addEventListener("change", () => void search());
  year.addEventListener("change", () => void search());
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void search();
  });
  more.addEventListener("click", async () => {
    const first = list.children.length;
    await showMore(latest);
    // The first new result takes the focus, so a keyboard reader goes on from there.
    (list.children[first]?.querySelector("a") as HTMLElement | null)?.focus();
    status.textContent = showingText(list.children.length);
  });
  // "/" focuses the box, as on many sites' search, unless the visitor is typing in a field.
  document.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    if (target.closest("input, textarea, select, [contenteditable]")) return;
    event.preventDefault();
    input.focus();
  });
  const params = new URLSearchParams(location.search);
  input.value = params.get(config.params.query) ?? "";
  const choose = (select: HTMLSelectElement, value: string | null) => {
    if (value && [...select.options].some((option) => option.value === value)) select.value = value;
  };
  choose(kind, params.get(config.params.kind));
  choose(year, params.get(config.params.year));
  if (input.value.trim()) void search();
}

/**
 * Pagefind's loader, as text: an `import()` in searchScript's own body would be rewritten by the dev server's
 * module transform for the server (`__vite_ssr_dynamic_import__`), which the browser does not have.
 */
const IMPORT_MODULE = "(address) => import(address)";

/** The page's script, speaking the language of `texts`: each language's page carries its own, hashed as it is. */
export function searchScriptIn(texts: SearchTexts) {
  return `(${searchScript})(${JSON.stringify(CONFIG)},${excerptParts},${texts.resultCount},${texts.showing},${IMPORT_MODULE})`;
}
