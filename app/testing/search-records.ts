// The search records of the test owner's content, as the build's index holds them, with each post's Markdown
// for its body: what the search journeys look words up in.
import { courses } from "~/content/teaching";
import { loadPublications } from "../bibliography/publications.server";
import { contentRecords } from "../search/search-records.server";
import { loadTalks } from "../talks/talks.server";
import { loadPosts } from "../writing/posts.server";
import { localize } from "../i18n/localize";

export function ownerSearchRecords(now = new Date()) {
  const publications = loadPublications(() => {});
  const published = {
    publications,
    posts: loadPosts(),
    // In the default language, as the build's index holds them.
    talks: localize(loadTalks(publications), "en"),
    courses: localize(courses, "en"),
  };
  return contentRecords(published, now, (post) => post.markdown);
}
