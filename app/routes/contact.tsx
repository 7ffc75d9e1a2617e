import type { Route } from "./+types/contact";
import { LocalText } from "~/components/local-text";
import { ContactForm } from "~/components/contact-form";
import { IconCardLink } from "~/components/icon-card-link";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { contactInfo } from "~/content/links";
import { site } from "~/content/site";
import type { RouteHandle } from "~/root";
import { localizedPageMeta } from "~/seo/meta";
import { localize } from "~/i18n/localize";
import { MESSAGES } from "~/i18n/messages";
import { useMessages } from "~/i18n/use-language";

// The form needs React in the browser; no other page does.
export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ location }) =>
  localizedPageMeta(location, "/contact", (language) => ({
    title: MESSAGES[language].contact.title,
    description: MESSAGES[language].contact.description(site.name, localize(site.contactIntro, language)),
  }));

export default function Contact() {
  const { contact } = useMessages();
  return (
    <Page>
      <PageIntro eyebrow={contact.eyebrow} title={contact.heading}>
        <p>
          <LocalText text={site.contactIntro} />
        </p>
      </PageIntro>
      <div className="grid grid-cols-1 gap-x-12 pb-20 lg:grid-cols-[3fr_2fr]">
        {/* A form on paper cannot be sent; what prints is how to reach the owner. */}
        <Section title={contact.sendAMessage} className="print:hidden">
          <ContactForm />
        </Section>
        <div>
          <Section title={contact.information} className="pb-4 sm:pb-6">
            <ul className="space-y-3">
              {contactInfo.map((item) => (
                <li key={item.link}>
                  <IconCardLink href={item.link} icon={item.icon} className="p-4">
                    <span className="min-w-0">
                      <span className="block text-sm text-muted">
                        <LocalText text={item.title} />
                      </span>
                      <span className="block font-medium break-words">
                        <LocalText text={item.value} />
                      </span>
                    </span>
                  </IconCardLink>
                </li>
              ))}
            </ul>
          </Section>
          {site.openTo.length > 0 && (
            <Section title={contact.openTo} className="pt-6 sm:pt-6">
              <ul className="flex flex-wrap gap-2">
                {site.openTo.map((chip, index) => (
                  <li key={index} className="rounded-full bg-accent-soft px-4 py-1.5 text-sm font-medium">
                    <LocalText text={chip} />
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>
      </div>
    </Page>
  );
}
