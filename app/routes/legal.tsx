import type { Route } from "./+types/legal";
import { LegalPage, legalPageDescription } from "~/components/legal-page";
import * as legal from "~/content/legal";
import { site } from "~/content/site";
import { localizedPageMeta } from "~/seo/meta";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { localize } from "~/i18n/localize";
import { useLanguage } from "~/i18n/use-language";

export const meta: Route.MetaFunction = ({ location }) =>
  localizedPageMeta(location, "/legal", (language) => ({
    title: PAGE_MESSAGES[language].legal.title,
    description: legalPageDescription({ notice: localize(legal, language), owner: site }, language),
  }));

export default function Legal() {
  return <LegalPage notice={localize(legal, useLanguage())} owner={site} />;
}
