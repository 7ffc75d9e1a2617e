import type { Route } from "./+types/writing";
import type { Site } from "~/content-types";
import { LocalText } from "~/components/local-text";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { PostList } from "~/components/post-list";
import { site } from "~/content/site";
import { FEED } from "~/pages";
import { siteHref } from "~/base-path";
import { localizedPageMeta } from "~/seo/meta";
import * as graph from "~/content-graph/site-graph.server";
import { postSummary, postsIn } from "~/writing/posts.server";
import { requestLanguage } from "~/i18n/languages";
import { localize } from "~/i18n/localize";
import { usePageHref } from "~/i18n/use-language";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { usePageMessages } from "~/i18n/use-page-messages";

// Runs when the page is prerendered; React Router leaves loaders out of the browser's bundle.
export function loader({ request }: Route.LoaderArgs) {
  return { posts: postsIn(graph.posts, requestLanguage(request)).map(postSummary) };
}

export const meta: Route.MetaFunction = ({ location }) =>
  localizedPageMeta(location, "/writing", (language) => ({
    title: PAGE_MESSAGES[language].writing.title,
    description: PAGE_MESSAGES[language].writing.description(
      site.name,
      localize(site.writingIntro, language),
    ),
  }));

// The owner's own heading, if site.ts gives one (it is optional, and site.ts only satisfies Site).
const { writingTitle }: Site = site;

export default function Writing({ loaderData }: Route.ComponentProps) {
  const { writing } = usePageMessages();
  const href = usePageHref();
  return (
    <Page>
      <PageIntro
        eyebrow={writing.eyebrow}
        title={writingTitle ? <LocalText text={writingTitle} /> : writing.heading}
      >
        <p>
          <LocalText text={site.writingIntro} />
          {writing.newestFirst}{" "}
          <a
            href={siteHref(href(FEED.path))}
            className="font-semibold text-accent underline underline-offset-4"
          >
            {writing.feed}
          </a>
          .
        </p>
      </PageIntro>
      <div className="pt-6 pb-20">
        {loaderData.posts.length > 0 ? (
          <PostList posts={loaderData.posts} headingLevel="h2" />
        ) : (
          <p className="text-muted">{writing.nothingYet}</p>
        )}
      </div>
    </Page>
  );
}
