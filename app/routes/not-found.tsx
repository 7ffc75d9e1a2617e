import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/not-found-page";
import { site } from "~/content/site";
import { languageOfPath } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${PAGE_MESSAGES[languageOfPath(location.pathname)].notFound.title} | ${site.name}` },
  { name: "description", content: PAGE_MESSAGES[languageOfPath(location.pathname)].notFound.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
