import { ButtonLink } from "./button-link";
import { LocalText } from "./local-text";
import { Section } from "./section";
import { site } from "~/content/site";
import { usePageHref } from "~/i18n/use-language";
import { usePageMessages } from "~/i18n/use-page-messages";

/** The closing block of About, Projects and Legal. Not printed: paper cannot follow it. */
export function CallToAction() {
  const messages = usePageMessages();
  const href = usePageHref();
  return (
    <Section title={<LocalText text={site.callToAction.title} />} className="pb-20 print:hidden">
      <div className="flex flex-col gap-6 rounded-2xl border border-line bg-accent-soft p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <p className="max-w-2xl text-lg">
          <LocalText text={site.callToAction.text} />
        </p>
        <ButtonLink to={href("/contact")} className="shrink-0">
          {messages.callToAction.button}
        </ButtonLink>
      </div>
    </Section>
  );
}
