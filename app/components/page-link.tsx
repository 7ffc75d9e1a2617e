import { Link } from "react-router";
import { usePageHref } from "~/i18n/use-language";

type Props = { path: string; className?: string; children: React.ReactNode };

/**
 * A link to a page of the site, in the page's language: an item's title to its own page (a post, a talk, a
 * paper), a talk, a tag. Like every link here, it loads the page.
 */
export function PageLink({
  path,
  className = "underline-offset-4 hover:text-accent hover:underline",
  children,
}: Props) {
  const href = usePageHref();
  return (
    <Link reloadDocument to={href(path)} className={className}>
      {children}
    </Link>
  );
}
