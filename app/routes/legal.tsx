import type { Route } from "./+types/legal";
import { LegalPage, legalPageDescription } from "~/components/legal-page";
import * as legal from "~/content/legal";
import { site } from "~/content/site";
import { pageMeta } from "~/seo/meta";
import { languageOfPath } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { localize } from "~/i18n/localize";
import { useLanguage } from "~/i18n/use-language";

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta({
    path: "/legal",
    title: PAGE_MESSAGES[language].legal.title,
    description: legalPageDescription({ notice: localize(legal, language), owner: site }, language),
    language,
  });
};

export default function Legal() {
  return <LegalPage notice={localize(legal, useLanguage())} owner={site} />;
}
