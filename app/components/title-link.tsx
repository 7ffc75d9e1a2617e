import { Link } from "react-router";
import { usePageHref } from "~/i18n/use-language";

type Props = { path: string; className?: string; children: React.ReactNode };

/** An item's title as the link to its own page (a post, a talk, a paper). Like every link here, it loads the page. */
export function TitleLink({
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
