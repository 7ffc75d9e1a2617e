import { ButtonLink } from "~/components/button-link";
import { Page } from "~/components/page";
import { LocalText } from "~/components/local-text";
import { site } from "~/content/site";
import { SITE_LANGUAGES, localizedPath } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { useLanguage, usePageHref } from "~/i18n/use-language";
import { usePageMessages } from "~/i18n/use-page-messages";
import { pageHref } from "~/pages";

/**
 * The "*" route's body. A static host serves one 404.html for every unknown address, whatever its language,
 * so the page says it in each of the site's other languages too, each marked with its own, with a link to
 * that language's home.
 */
export function NotFoundPage() {
  const messages = usePageMessages();
  const href = usePageHref();
  const language = useLanguage();
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
        {SITE_LANGUAGES.filter((other) => other !== language).map((other) => (
          <section key={other} lang={other} className="mt-16 border-t border-line pt-10">
            <h2 className="text-2xl font-bold tracking-tight">{PAGE_MESSAGES[other].notFound.title}</h2>
            <p className="mt-3 text-muted">{PAGE_MESSAGES[other].notFound.description}</p>
            <div className="mt-6 flex justify-center">
              <ButtonLink to={pageHref(localizedPath("/", other))} variant="secondary">
                {PAGE_MESSAGES[other].notFound.home}
              </ButtonLink>
            </div>
          </section>
        ))}
      </div>
    </Page>
  );
}
