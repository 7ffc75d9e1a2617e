import type { Route } from "./+types/writing";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { PostList } from "~/components/post-list";
import { site } from "~/content/site";
import { FEED } from "~/pages";
import { siteHref } from "~/base-path";
import { pageMeta } from "~/seo/meta";
import * as graph from "~/content-graph/site-graph.server";
import { postSummary } from "~/writing/posts.server";

// Runs when the page is prerendered; React Router leaves loaders out of the browser's bundle.
export function loader() {
  return { posts: graph.posts.map(postSummary) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/writing",
    title: "Writing",
    description: `Writing by ${site.name}. ${site.writingIntro}`,
  });

export default function Writing({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <PageIntro eyebrow="Writing" title="Notes and Tutorials">
        <p>
          {site.writingIntro} Newest first; follow along with the{" "}
          <a href={siteHref(FEED.path)} className="font-semibold text-accent underline underline-offset-4">
            Atom feed
          </a>
          .
        </p>
      </PageIntro>
      <div className="pt-6 pb-20">
        {loaderData.posts.length > 0 ? (
          <PostList posts={loaderData.posts} headingLevel="h2" />
        ) : (
          <p className="text-muted">Nothing published yet.</p>
        )}
      </div>
    </Page>
  );
}
