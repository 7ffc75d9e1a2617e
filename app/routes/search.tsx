// /search/: one box over papers, posts, talks, courses and the main pages. The page is static HTML with one
// inline script (app/lib/search.ts) that loads Pagefind only once the visitor searches. Without JavaScript
// the form is hidden and the page points to the lists instead.
import type { Route } from "./+types/search";
import { Page } from "~/components/page";
import { PageLink } from "~/components/page-link";
import { PageIntro } from "~/components/page-intro";
import { site } from "~/content/site";
import { SEARCH_IDS, SEARCH_PARAMS, searchScriptIn } from "~/lib/search";
import { SEARCH_PATH } from "~/pages";
import { siteHref } from "~/base-path";
import * as graph from "~/content-graph/site-graph.server";
import { searchFacets } from "~/search/search-records.server";
import { localizedPageMeta } from "~/seo/meta";
import { requestLanguage } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { useMessages, usePageHref } from "~/i18n/use-language";
import { usePageMessages } from "~/i18n/use-page-messages";

export function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  return searchFacets(graph.searchRecords.filter((record) => record.language === language));
}

export const meta: Route.MetaFunction = ({ location }) =>
  localizedPageMeta(location, SEARCH_PATH, (language) => ({
    title: PAGE_MESSAGES[language].search.title,
    description: PAGE_MESSAGES[language].search.description(site.name),
  }));

/** Where a visitor without JavaScript can browse instead. */
const LISTS = [
  ["/publications", "publications"],
  ["/writing", "writing"],
  ["/talks", "talks"],
  ["/teaching", "teaching"],
] as const;

const fieldStyle =
  "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink focus:border-accent";
const labelStyle = "block text-sm font-semibold";

type FilterProps = {
  id: string;
  name: string;
  label: string;
  /** The first option, which filters nothing. */
  any: string;
  /** [value, label] */
  options: [string, string][];
};

function Filter({ id, name, label, any, options }: FilterProps) {
  return (
    <div>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <select id={id} name={name} className={fieldStyle}>
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function Search({ loaderData: { kinds, years } }: Route.ComponentProps) {
  const { search } = usePageMessages();
  const { footer } = useMessages();
  const href = usePageHref();
  return (
    <Page>
      <PageIntro title={search.title}>
        <p>{search.intro}</p>
      </PageIntro>
      <div className="max-w-3xl pb-20">
        <div className="scripted:hidden">
          <p className="text-lg">{search.withoutScript}</p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            {LISTS.map(([path, label]) => (
              <li key={path}>
                <PageLink path={path} className="font-semibold text-accent underline underline-offset-4">
                  {footer[label]}
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
        <form
          id={SEARCH_IDS.form}
          role="search"
          action={siteHref(href(SEARCH_PATH))}
          className="hidden gap-4 scripted:grid sm:grid-cols-[1fr_auto_auto]"
        >
          <div>
            <label htmlFor={SEARCH_IDS.query} className={labelStyle}>
              {search.label}
            </label>
            <input
              id={SEARCH_IDS.query}
              name={SEARCH_PARAMS.query}
              type="search"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="search-hint"
              className={fieldStyle}
            />
            <p id="search-hint" className="mt-1 text-sm text-muted">
              {search.hint}
            </p>
          </div>
          <Filter
            id={SEARCH_IDS.kind}
            name={SEARCH_PARAMS.kind}
            label={search.kind}
            any={search.allKinds}
            options={kinds.map((kind) => [kind, search.kinds[kind]])}
          />
          <Filter
            id={SEARCH_IDS.year}
            name={SEARCH_PARAMS.year}
            label={search.year}
            any={search.anyYear}
            options={years.map((year) => [String(year), String(year)])}
          />
        </form>
        <p id={SEARCH_IDS.status} role="status" className="mt-6 text-muted" />
        <ol id={SEARCH_IDS.results} aria-label={search.results} className="divide-y divide-line" />
        <button
          id={SEARCH_IDS.more}
          type="button"
          hidden
          className="mt-4 inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:border-accent"
        >
          {search.more}
        </button>
      </div>
      {/* Its text is a function's, which the dev server's transforms write a little apart for the server and
          the browser (a semicolon here and there); the built page has the server's alone. */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: searchScriptIn(search) }} />
    </Page>
  );
}
