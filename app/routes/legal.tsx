import type { Route } from "./+types/legal";
import { CallToAction } from "~/components/call-to-action";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import {
  disclaimer,
  ethicsCommitments,
  ethicsIntro,
  externalLinksNotice,
  lastUpdated,
  legalContact,
  legalTitle,
  privacyPolicy,
} from "~/content/legal";
import { site } from "~/content/site";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/legal",
    title: "Legal",
    description: `Privacy policy, AI ethics statement and disclaimer of ${site.name}'s portfolio.`,
  });

/** The body text of a legal section. */
function Prose({ children }: { children: React.ReactNode }) {
  return <div className="max-w-3xl space-y-4 text-muted">{children}</div>;
}

function paragraphs(texts: string[]) {
  return texts.map((text) => <p key={text}>{text}</p>);
}

export default function Legal() {
  return (
    <Page>
      <PageIntro eyebrow="Legal" title={legalTitle}>
        <p>Last updated {lastUpdated}.</p>
      </PageIntro>

      <Section title="Privacy Policy">
        <Prose>
          <p>{privacyPolicy.intro}</p>
          <p>{privacyPolicy.collectedIntro}</p>
          <ul className="list-disc space-y-1 pl-6">
            {privacyPolicy.collected.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {paragraphs(privacyPolicy.paragraphs)}
        </Prose>
      </Section>

      <Section title="AI Ethics Statement" intro={ethicsIntro}>
        <ol className="grid gap-4 md:grid-cols-2">
          {ethicsCommitments.map((item, index) => (
            <li key={item.title} className="rounded-xl border border-line bg-surface p-5">
              <h3 className="font-semibold">
                <span className="text-accent">{index + 1}.</span> {item.title}
              </h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Disclaimer">
        <Prose>{paragraphs(disclaimer)}</Prose>
      </Section>

      <Section title="External Links">
        <Prose>{paragraphs(externalLinksNotice)}</Prose>
      </Section>

      <Section title="Contact Information">
        <Prose>
          <p>{legalContact}</p>
          <p>
            <a
              href={`mailto:${site.email}`}
              className="font-semibold text-accent underline underline-offset-4"
            >
              {site.email}
            </a>
          </p>
        </Prose>
      </Section>

      <CallToAction />
    </Page>
  );
}
