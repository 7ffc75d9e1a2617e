import type { Route } from "./+types/legal";
import { CallToAction } from "~/components/call-to-action";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { ExternalAnchor } from "~/components/external-anchor";
import {
  disclaimer,
  ethicsCommitments,
  ethicsIntro,
  externalLinksNotice,
  imprint,
  lastUpdated,
  legalContact,
  legalTitle,
  privacy,
  privacyPolicy,
} from "~/content/legal";
import { site } from "~/content/site";
import { IMPRINT_ID } from "~/pages";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/legal",
    title: "Legal",
    description: `Privacy policy, AI ethics statement, disclaimer and imprint of ${site.name}'s portfolio.`,
  });

/** The body text of a legal section. */
function Prose({ children }: { children: React.ReactNode }) {
  return <div className="max-w-3xl space-y-4 text-muted">{children}</div>;
}

function paragraphs(texts: string[]) {
  return texts.map((text) => <p key={text}>{text}</p>);
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A part of a legal section, headed by an h3; printed on one page where it fits. */
function Part({ title, id, children }: { title: string; id?: string; children: React.ReactNode }) {
  return (
    <div id={id} className="space-y-4 pt-4 break-inside-avoid">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}

const link = "font-semibold text-accent underline underline-offset-4";

/** A paragraph of the notice that ends by pointing to another site's page, as one sentence: "… Link." */
function SentenceWithLink({
  text,
  href,
  children,
}: {
  text: string;
  href: string;
  children: React.ReactNode;
}) {
  return (
    <p>
      {text}{" "}
      <ExternalAnchor href={href} className={link}>
        {children}
      </ExternalAnchor>
      .
    </p>
  );
}

function OwnerEmail() {
  return (
    <a href={`mailto:${site.email}`} className={link}>
      {site.email}
    </a>
  );
}

/** The owner's name and postal address, as a letter would be addressed. */
function OwnerAddress() {
  const { streetAddress, postalCode, addressLocality, addressCountry } = privacy.address;
  return (
    <address className="not-italic">
      {site.name}
      <br />
      {streetAddress}
      <br />
      {postalCode} {addressLocality}
      <br />
      {addressCountry}
      <br />
      <OwnerEmail />
    </address>
  );
}

/** What the site does with a visitor's data, and who to ask about it (GDPR Art. 13). */
function PrivacyPolicy() {
  return (
    <Section title="Privacy Policy">
      <Prose>
        <p>{privacyPolicy.intro}</p>
        <Part title="Who Is Responsible">
          <p>{privacyPolicy.controllerIntro}</p>
          <OwnerAddress />
        </Part>
        <Part title="The Contact Form">
          <p>{privacyPolicy.collectedIntro}</p>
          <BulletList items={privacyPolicy.collected} />
          {paragraphs(privacyPolicy.paragraphs)}
          <p>{privacyPolicy.formBasis}</p>
        </Part>
        <Part title="Hosting and Server Logs">
          <SentenceWithLink text={privacyPolicy.hosting} href={privacy.host.url}>
            The host&apos;s privacy statement
          </SentenceWithLink>
        </Part>
        <Part title="Recipients and Transfers Outside the EU">
          <p>{privacyPolicy.recipientsIntro}</p>
          <BulletList items={privacyPolicy.recipients} />
          <SentenceWithLink text={privacyPolicy.transfer} href={privacy.emailService.url}>
            {privacy.emailService.name}&apos;s privacy policy
          </SentenceWithLink>
        </Part>
        <Part title="How Long Data Is Kept">
          <p>{privacyPolicy.retention}</p>
        </Part>
        <Part title="Your Rights">
          <p>{privacyPolicy.rightsIntro}</p>
          <BulletList items={privacyPolicy.rights} />
          <p>
            {privacyPolicy.rightsHow} <OwnerEmail />
          </p>
          <SentenceWithLink text={privacyPolicy.complaint} href={privacy.supervisoryAuthority.url}>
            {privacy.supervisoryAuthority.name}
          </SentenceWithLink>
        </Part>
        <Part title="No Tracking, No Automated Decisions">
          <p>{privacyPolicy.noTracking}</p>
        </Part>
      </Prose>
    </Section>
  );
}

function EthicsStatement() {
  return (
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
  );
}

/** The imprint Austrian and German law ask of a site: who owns and publishes it, and why it exists. */
function Imprint() {
  return (
    <Part title="Imprint" id={IMPRINT_ID}>
      <p>Information under § 5 ECG, § 25 MedienG (Austria) and § 5 DDG (Germany).</p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-ink">Media owner and publisher</dt>
        <dd>
          <OwnerAddress />
        </dd>
        {imprint.profession && (
          <>
            <dt className="font-semibold text-ink">Profession</dt>
            <dd>{imprint.profession}</dd>
          </>
        )}
        {imprint.professionalBody && (
          <>
            <dt className="font-semibold text-ink">Professional body</dt>
            <dd>
              <ExternalAnchor href={imprint.professionalBody.url} className={link}>
                {imprint.professionalBody.name}
              </ExternalAnchor>
            </dd>
          </>
        )}
        {imprint.vatId && (
          <>
            <dt className="font-semibold text-ink">VAT number</dt>
            <dd>{imprint.vatId}</dd>
          </>
        )}
        <dt className="font-semibold text-ink">Purpose of the site</dt>
        <dd>{imprint.purpose}</dd>
      </dl>
    </Part>
  );
}

export default function Legal() {
  return (
    <Page>
      <PageIntro eyebrow="Legal" title={legalTitle}>
        <p>Last updated {lastUpdated}.</p>
      </PageIntro>

      <PrivacyPolicy />

      <EthicsStatement />

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
            <OwnerEmail />
          </p>
          <Imprint />
        </Prose>
      </Section>

      <CallToAction />
    </Page>
  );
}
