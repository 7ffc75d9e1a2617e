import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/contact-form";
import { ExternalAnchor } from "~/components/external-anchor";
import { IconTile } from "~/components/icon-tile";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { contactInfo } from "~/content/links";
import { site } from "~/content/site";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";

// The form needs React in the browser; no other page does.
export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/contact",
    title: "Contact",
    description: `Send ${site.name} a message. ${site.contactIntro}`,
  });

export default function Contact() {
  return (
    <Page>
      <PageIntro eyebrow="Contact" title="Get in Touch">
        <p>{site.contactIntro}</p>
      </PageIntro>
      <div className="grid grid-cols-1 gap-x-12 pb-20 lg:grid-cols-[3fr_2fr]">
        <Section title="Send a Message">
          <ContactForm />
        </Section>
        <div>
          <Section title="Contact Information" className="pb-4 sm:pb-6">
            <ul className="space-y-3">
              {contactInfo.map((item) => (
                <li key={item.title}>
                  <ExternalAnchor
                    href={item.link}
                    className="flex items-center gap-4 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-accent"
                  >
                    <IconTile src={item.icon} />
                    <span className="min-w-0">
                      <span className="block text-sm text-muted">{item.title}</span>
                      <span className="block font-medium break-words">{item.value}</span>
                    </span>
                  </ExternalAnchor>
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Open to" className="pt-6 sm:pt-6">
            <ul className="flex flex-wrap gap-2">
              {site.openTo.map((chip) => (
                <li key={chip} className="rounded-full bg-accent-soft px-4 py-1.5 text-sm font-medium">
                  {chip}
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </Page>
  );
}
