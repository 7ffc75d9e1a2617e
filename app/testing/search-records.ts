// The search records of the test owner's content, as the build's index holds them in `language`, with each
// post's Markdown for its body: what the search journeys look words up in.
import { courses } from "~/content/teaching";
import { loadPublications } from "../bibliography/publications.server";
import { contentRecords } from "../search/search-records.server";
import { loadTalks } from "../talks/talks.server";
import { loadPosts } from "../writing/posts.server";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages";
import { localize } from "../i18n/localize";
import { courseAnchor } from "../seo/structured-data";

export function ownerSearchRecords(now = new Date(), language: Language = DEFAULT_LANGUAGE) {
  const publications = loadPublications(() => {});
  const published = {
    publications,
    posts: loadPosts({ language }),
    talks: localize(loadTalks(publications), language),
    courses: courses.map((course) => ({ ...localize(course, language), anchor: courseAnchor(course) })),
  };
  return contentRecords(published, now, language, (post) => post.markdown);
}
