// The body of /legal, from the legal texts it is given: the route passes app/content/legal.ts, the tests
// their own. Which laws the imprint cites, the authority to complain to and the headings those laws ask for
// are all content; without an imprint the page has none.
import { Fragment } from "react";
import { CallToAction } from "./call-to-action";
import { ExternalAnchor } from "./external-anchor";
import { Page } from "./page";
import { PageIntro } from "./page-intro";
import { Section } from "./section";
import type { Imprint as ImprintContent, LegalNotice, PostalAddress as Address } from "~/content-types";
import { IMPRINT_ID } from "~/pages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import type { Language } from "~/i18n/languages";
import { usePageMessages } from "~/i18n/use-page-messages";

/** Whom the notice is about: the owner's name and email, from site.ts. */
type Owner = { name: string; email: string };

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
function SentenceWithLink({ text, href, children }: React.PropsWithChildren<{ text: string; href: string }>) {
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

function OwnerEmail({ owner }: { owner: Owner }) {
  return (
    <a href={`mailto:${owner.email}`} className={link}>
      {owner.email}
    </a>
  );
}

/** The owner's name and postal address, as a letter would be addressed. */
function OwnerAddress({ owner, address }: { owner: Owner; address: Address }) {
  const { streetAddress, postalCode, addressLocality, addressCountry } = address;
  return (
    <address className="not-italic">
      {owner.name}
      <br />
      {streetAddress}
      <br />
      {postalCode} {addressLocality}
      <br />
      {addressCountry}
      <br />
      <OwnerEmail owner={owner} />
    </address>
  );
}

type Props = { notice: LegalNotice; owner: Owner };

/** What the site does with a visitor's data, and who to ask about it, under the headings the law asks for. */
function PrivacyPolicy({ notice: { privacy, privacyPolicy }, owner }: Props) {
  const { headings } = privacyPolicy;
  const { legal } = usePageMessages();
  return (
    <Section title={legal.privacy}>
      <Prose>
        <p>{privacyPolicy.intro}</p>
        <Part title={headings.controller}>
          <p>{privacyPolicy.controllerIntro}</p>
          <OwnerAddress owner={owner} address={privacy.address} />
        </Part>
        <Part title={headings.form}>
          <p>{privacyPolicy.collectedIntro}</p>
          <BulletList items={privacyPolicy.collected} />
          {paragraphs(privacyPolicy.paragraphs)}
          <p>{privacyPolicy.formBasis}</p>
        </Part>
        <Part title={headings.hosting}>
          <SentenceWithLink text={privacyPolicy.hosting} href={privacy.host.url}>
            {legal.hostPolicy}
          </SentenceWithLink>
        </Part>
        <Part title={headings.recipients}>
          <p>{privacyPolicy.recipientsIntro}</p>
          <BulletList items={privacyPolicy.recipients} />
          <SentenceWithLink text={privacyPolicy.transfer} href={privacy.emailService.url}>
            {legal.servicePolicyBefore || null}
            {privacy.emailService.name}
            {legal.servicePolicyAfter || null}
          </SentenceWithLink>
        </Part>
        <Part title={headings.retention}>
          <p>{privacyPolicy.retention}</p>
        </Part>
        <Part title={headings.rights}>
          <p>{privacyPolicy.rightsIntro}</p>
          <BulletList items={privacyPolicy.rights} />
          <p>
            {privacyPolicy.rightsHow} <OwnerEmail owner={owner} />
          </p>
          <SentenceWithLink text={privacyPolicy.complaint} href={privacy.supervisoryAuthority.url}>
            {privacy.supervisoryAuthority.name}
          </SentenceWithLink>
        </Part>
        <Part title={headings.noTracking}>
          <p>{privacyPolicy.noTracking}</p>
        </Part>
      </Prose>
    </Section>
  );
}

function EthicsStatement({ notice }: { notice: LegalNotice }) {
  const { legal } = usePageMessages();
  return (
    <Section title={legal.ethics} intro={notice.ethicsIntro}>
      <ol className="grid gap-4 md:grid-cols-2">
        {notice.ethicsCommitments.map((item, index) => (
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

const term = "font-semibold text-ink";

/** The imprint the owner's laws ask for, in their words: who owns and publishes the site, and what else. */
function Imprint({ imprint, owner, address }: { imprint: ImprintContent; owner: Owner; address: Address }) {
  const { legal, locale } = usePageMessages();
  return (
    <Part title={imprint.title} id={IMPRINT_ID}>
      <p>
        {legal.imprintLawsBefore}
        {/* "A, B and C", as a sentence in the page's language cites the laws. */}
        {new Intl.ListFormat(locale, { type: "conjunction" }).format(imprint.laws)}.
      </p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className={term}>{imprint.ownerLabel}</dt>
        <dd>
          <OwnerAddress owner={owner} address={address} />
        </dd>
        {imprint.details.map((detail) => (
          <Fragment key={detail.label}>
            <dt className={term}>{detail.label}</dt>
            <dd>
              {"link" in detail ? (
                <ExternalAnchor href={detail.link.url} className={link}>
                  {detail.link.name}
                </ExternalAnchor>
              ) : (
                detail.text
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </Part>
  );
}

/** The page's description for search results and link previews: it names the imprint only where there is one. */
export function legalPageDescription({ notice, owner }: Props, language: Language = "en") {
  return PAGE_MESSAGES[language].legal.description(owner.name, notice.imprint !== null);
}

/** /legal: the spec's sections in the spec's order, with the owner's texts in them. */
export function LegalPage({ notice, owner }: Props) {
  const { legal } = usePageMessages();
  return (
    <Page>
      <PageIntro eyebrow={legal.eyebrow} title={notice.legalTitle}>
        <p>
          {legal.lastUpdated}
          {notice.lastUpdated}.
        </p>
      </PageIntro>

      <PrivacyPolicy notice={notice} owner={owner} />

      <EthicsStatement notice={notice} />

      <Section title={legal.disclaimer}>
        <Prose>{paragraphs(notice.disclaimer)}</Prose>
      </Section>

      <Section title={legal.externalLinks}>
        <Prose>{paragraphs(notice.externalLinksNotice)}</Prose>
      </Section>

      <Section title={legal.contactInformation}>
        <Prose>
          <p>{notice.legalContact}</p>
          <p>
            <OwnerEmail owner={owner} />
          </p>
          {notice.imprint && (
            <Imprint imprint={notice.imprint} owner={owner} address={notice.privacy.address} />
          )}
        </Prose>
      </Section>

      <CallToAction />
    </Page>
  );
}
