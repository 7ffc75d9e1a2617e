// The owner's talks, checked and joined with the publications at build time: a talk's `paper` key becomes the
// paper's page, and each paper learns which talks present it. A talk the site cannot publish (a repeated or
// malformed slug, a bad date, time or zone) stops the build, naming it. A paper key that is not in the .bib
// only warns: an owner who swaps in their own export still gets a site, the talk without a dead paper link.
import { PUBLICATIONS_BIB, loadPublications } from "../bibliography/publications.server";
import { talks as contentTalks } from "../content/talks";
import type { Talk } from "../content/types";
import { pageHref, publicationPath } from "../pages";
import type { ResolvedTalk } from "./talk";
import { startDateIso } from "./talk-time";

const TALKS_FILE = "app/content/talks.ts";

/**
 * Checks every talk and resolves its paper; `papers` maps citation keys to titles. `warn` hears of a paper key
 * missing from the .bib.
 */
export function resolveTalks(
  talks: readonly Talk[],
  papers: ReadonlyMap<string, string>,
  warn: (text: string) => void = console.warn,
): ResolvedTalk[] {
  const problems: string[] = [];
  const slugs = new Set<string>();
  const resolved = talks.map(({ paper, ...talk }) => {
    const name = `talk "${talk.slug}" (${talk.title})`;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(talk.slug))
      problems.push(`${name}: slug must be lower-case letters, digits and "-"`);
    if (slugs.has(talk.slug)) problems.push(`${name}: slug is used by another talk`);
    slugs.add(talk.slug);
    try {
      startDateIso(talk);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
    if (!paper) return talk;
    if (/^https?:\/\//.test(paper)) return { ...talk, paper: { href: paper, title: "Paper", own: false } };
    const title = papers.get(paper);
    if (title === undefined) {
      warn(
        `${TALKS_FILE}: ${name}: paper "${paper}" is not a citation key in ${PUBLICATIONS_BIB}; ` +
          "the talk is published without a link to it.",
      );
      return talk;
    }
    return { ...talk, paper: { href: pageHref(publicationPath(paper)), title, own: true } };
  });
  if (problems.length) throw new Error(`${TALKS_FILE}: cannot publish\n  ${problems.join("\n  ")}`);
  return resolved;
}

let cache: ResolvedTalk[] | undefined;

/** Every talk in app/content/talks.ts, checked, with its paper resolved. */
export function loadTalks(): ResolvedTalk[] {
  cache ??= resolveTalks(contentTalks, new Map(loadPublications().map((paper) => [paper.key, paper.title])));
  return cache;
}

/** The talks that present the owner's paper with this citation key. */
export function talksPresenting(key: string) {
  const href = pageHref(publicationPath(key));
  return loadTalks().filter((talk) => talk.paper?.own && talk.paper.href === href);
}
