import { ButtonLink } from "~/components/button-link";
import { Page } from "~/components/page";
import { LocalText } from "~/components/local-text";
import { site } from "~/content/site";
import { usePageHref } from "~/i18n/use-language";
import { usePageMessages } from "~/i18n/use-page-messages";

/** The not-found page's body: the "*" route's, and a paper's page's for a key the .bib does not have. */
export function NotFoundPage() {
  const messages = usePageMessages();
  const href = usePageHref();
  return (
    <Page>
      <div className="mx-auto max-w-xl py-24 text-center sm:py-32">
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">404</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{messages.notFound.title}</h1>
        <p className="mt-5 text-lg text-muted">
          <LocalText text={site.notFound} />
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink to={href("/")}>{messages.notFound.home}</ButtonLink>
          <ButtonLink to={href("/projects")} variant="secondary">
            {messages.notFound.projects}
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}
