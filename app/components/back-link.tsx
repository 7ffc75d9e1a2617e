import { Link } from "react-router";
import { usePageHref } from "~/i18n/use-language";

/** The way back from one item to the page that lists them all ("← All talks"), above the item's title. Not
 * printed: paper has no way back. */
export function BackLink({ to, children }: { to: string; children: string }) {
  const href = usePageHref();
  return (
    <p className="pt-8 sm:pt-10 print:hidden">
      <Link
        reloadDocument
        to={href(to)}
        className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        ← {children}
      </Link>
    </p>
  );
}
