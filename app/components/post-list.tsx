import { Marked } from "./local-text";
import { PageLink } from "./page-link";
import { postPath, tagPath } from "~/pages";
import { useLanguage } from "~/i18n/use-language";
import { usePageMessages } from "~/i18n/use-page-messages";
import { dayText } from "~/dates";
import type { PostSummary } from "~/writing/post";

/**
 * The date and reading time under a post's title, and, on another language's page, the language the post is
 * in: the byline is in the page's language, inside a post marked with its own.
 */
export function PostByline({ post }: { post: PostSummary }) {
  const messages = usePageMessages();
  const language = useLanguage();
  const foreign = post.language !== language;
  return (
    <p className="text-sm text-muted" lang={foreign ? language : undefined}>
      <time dateTime={post.date}>{dayText(post.date, messages.locale)}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {post.readingMinutes}
      {messages.writing.minRead}
      {post.updated && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {messages.writing.updated}
          <time dateTime={post.updated}>{dayText(post.updated, messages.locale)}</time>
        </>
      )}
      {foreign && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {messages.writing.writtenIn[post.language]}
        </>
      )}
    </p>
  );
}

/**
 * A post's tags, each a link to the page of the posts that carry it. The list's name is in the page's
 * language, also inside a post marked with another.
 */
export function TagLinks({ post }: { post: Pick<PostSummary, "tags" | "language"> }) {
  const messages = usePageMessages();
  const language = useLanguage();
  if (post.tags.length === 0) return null;
  return (
    <ul
      aria-label={messages.tags}
      className="flex flex-wrap gap-2"
      lang={post.language === language ? undefined : language}
    >
      {post.tags.map((tag) => (
        <li key={tag.slug}>
          <PageLink
            path={tagPath(tag.slug)}
            className="inline-block rounded-full border border-line px-3 py-1 text-xs font-medium hover:border-accent hover:text-accent"
          >
            <Marked text={tag.name} language={tag.language} />
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

type Props = { posts: PostSummary[]; headingLevel: "h2" | "h3" };

/**
 * Posts newest first: each title links to the post, with its date, reading time, summary and tags; a post in
 * another language than the page's is marked with its own.
 */
export function PostList({ posts, headingLevel: Heading }: Props) {
  const language = useLanguage();
  return (
    <ul className="divide-y divide-line border-y border-line">
      {posts.map((post) => (
        <li key={post.slug}>
          <article
            className="flex flex-col gap-3 py-6"
            lang={post.language === language ? undefined : post.language}
          >
            <Heading className="text-xl font-semibold tracking-tight break-words sm:text-2xl">
              <PageLink path={postPath(post.slug)}>{post.title}</PageLink>
            </Heading>
            <PostByline post={post} />
            <p className="max-w-3xl text-muted">{post.summary}</p>
            <TagLinks post={post} />
          </article>
        </li>
      ))}
    </ul>
  );
}
