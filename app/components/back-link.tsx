import { PageLink } from "./page-link";

/** The way back from one item to the page that lists them all ("← All talks"), above the item's title. Not
 * printed: paper has no way back. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="pt-8 sm:pt-10 print:hidden">
      <PageLink path={to} className="text-sm font-semibold text-accent underline-offset-4 hover:underline">
        ← {children}
      </PageLink>
    </p>
  );
}
