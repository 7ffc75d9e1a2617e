// One page per tag, listing the published posts that carry it.
import { data } from "react-router";
import type { Route } from "./+types/writing-tag";
import { BackLink } from "~/components/back-link";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { Marked } from "~/components/local-text";
import { PostList } from "~/components/post-list";
import { site } from "~/content/site";
import { tagPath } from "~/pages";
import { pageMeta } from "~/seo/meta";
import * as graph from "~/content-graph/site-graph.server";
import { postSummary, postTags, postsIn } from "~/writing/posts.server";
import { languageOfPath, requestLanguage } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { usePageMessages } from "~/i18n/use-page-messages";

export function loader({ params, request }: Route.LoaderArgs) {
  const tag = postTags(postsIn(graph.posts, requestLanguage(request))).find(
    (candidate) => candidate.slug === params.tag,
  );
  if (!tag) throw data(null, { status: 404, statusText: "Not Found" });
  return { name: tag.name, slug: tag.slug, language: tag.language, posts: tag.posts.map(postSummary) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  const { writing, notFound } = PAGE_MESSAGES[language];
  if (!loaderData) return [{ title: `${notFound.missing} | ${site.name}` }];
  const titles = loaderData.posts.map((post) => post.title).join("; ");
  return pageMeta({
    path: tagPath(loaderData.slug),
    title: writing.tagTitle(loaderData.name),
    description: writing.tagDescription(site.name, loaderData.name, titles),
    language,
  });
};

export default function WritingTag({ loaderData }: Route.ComponentProps) {
  const { writing } = usePageMessages();
  return (
    <Page>
      <BackLink to="/writing">{writing.allWriting}</BackLink>
      <PageIntro
        eyebrow={writing.tagEyebrow}
        title={<Marked text={loaderData.name} language={loaderData.language} />}
        titleSize="long"
      />
      <div className="pt-6 pb-20">
        <PostList posts={loaderData.posts} headingLevel="h2" />
      </div>
    </Page>
  );
}
