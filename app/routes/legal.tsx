import type { Route } from "./+types/legal";
import { LegalPage, legalPageDescription } from "~/components/legal-page";
import * as legal from "~/content/legal";
import { site } from "~/content/site";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/legal",
    title: "Legal",
    description: legalPageDescription({ notice: legal, owner: site }),
  });

export default function Legal() {
  return <LegalPage notice={legal} owner={site} />;
}
