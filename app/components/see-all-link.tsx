import { PageLink } from "./page-link";

type Props = { to: string; children: string; className?: string };

/**
 * The one style of every "see all" link under a list ("View All Projects →", "All Writing →"). It leads to a
 * page, so it is not printed.
 */
export function SeeAllLink({ to, children, className = "" }: Props) {
  return (
    <PageLink
      path={to}
      className={`inline-flex min-h-6 items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline print:hidden ${className}`}
    >
      {children} <span aria-hidden="true">→</span>
    </PageLink>
  );
}
