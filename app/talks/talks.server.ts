// The owner's talks, checked, timed and joined with the publications by citation key at build time: a talk's
// `paper` key becomes the paper's page, and each paper learns which talks present it. A talk the site cannot
// publish (talkProblems in content-checks.ts) stops the build, naming it. A paper key that is not in the .bib
// only warns: an owner who swaps in their own export still gets a site, the talk without a dead paper link.
import type { Publication } from "../bibliography/publication";
import { PUBLICATIONS_BIB, loadPublications } from "../bibliography/publications.server";
import { talkProblems } from "../content-checks";
import type { Talk } from "../content-types";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import { localize } from "../i18n/localize";
import { pageHref, publicationPath } from "../pages";
import type { ResolvedTalk } from "./talk";
import { TALKS_FILE, talkSources } from "./talk-sources.server";
import { talkTiming } from "./talk-time";
import { ContentProblem } from "../content-problem";

/**
 * Checks every talk and resolves its paper; `papers` maps citation keys to papers. `warn` hears of a paper key
 * missing from the .bib.
 */
export function resolveTalks(
  talks: readonly Talk[],
  papers: ReadonlyMap<string, Pick<Publication, "title" | "language">>,
  warn: (text: string) => void = console.warn,
): ResolvedTalk[] {
  const problems = talkProblems(talks);
  if (problems.length) throw new ContentProblem(`${TALKS_FILE}: cannot publish\n  ${problems.join("\n  ")}`);
  return talks.map(({ paper, ...fields }) => {
    const talk = { ...fields, timing: talkTiming(fields) };
    const name = `talk "${talk.slug}" (${localize(talk.title, DEFAULT_LANGUAGE)})`;
    if (!paper) return talk;
    if (/^https?:\/\//.test(paper)) return { ...talk, paper: { own: false, href: paper } };
    const found = papers.get(paper);
    if (found === undefined) {
      warn(
        `${TALKS_FILE}: ${name}: paper "${paper}" is not a citation key in ${PUBLICATIONS_BIB}; ` +
          "the talk is published without a link to it.",
      );
      return talk;
    }
    const { title, language } = found;
    const href = pageHref(publicationPath(paper));
    return { ...talk, paper: { own: true, key: paper, href, title, ...(language ? { language } : {}) } };
  });
}

/** Every talk (talkSources), checked, with its paper among `publications` resolved. */
export function loadTalks(publications: Publication[] = loadPublications()): ResolvedTalk[] {
  return resolveTalks(talkSources(), new Map(publications.map((paper) => [paper.key, paper])));
}
