// One page per tag, listing the published posts that carry it.
import { data } from "react-router";
import type { Route } from "./+types/writing-tag";
import { BackLink } from "~/components/back-link";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { PostList } from "~/components/post-list";
import { site } from "~/content/site";
import { tagPath } from "~/pages";
import { pageMeta } from "~/seo/meta";
import * as graph from "~/content-graph/site-graph.server";
import { postSummary, postTags } from "~/writing/posts.server";

export function loader({ params }: Route.LoaderArgs) {
  const tag = postTags(graph.posts).find((candidate) => candidate.slug === params.tag);
  if (!tag) throw data(null, { status: 404, statusText: "Not Found" });
  return { name: tag.name, slug: tag.slug, posts: tag.posts.map(postSummary) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Not found | ${site.name}` }];
  const titles = loaderData.posts.map((post) => post.title).join("; ");
  return pageMeta({
    path: tagPath(loaderData.slug),
    title: `Posts tagged “${loaderData.name}”`,
    description: `Posts by ${site.name} tagged “${loaderData.name}”, newest first: ${titles}.`,
  });
};

export default function WritingTag({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <BackLink to="/writing">All writing</BackLink>
      <PageIntro eyebrow="Tag" title={loaderData.name} titleSize="long" />
      <div className="pt-6 pb-20">
        <PostList posts={loaderData.posts} headingLevel="h2" />
      </div>
    </Page>
  );
}
