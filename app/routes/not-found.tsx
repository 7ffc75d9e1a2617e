import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/not-found-page";
import { site } from "~/content/site";
import { languageOfPath } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${MESSAGES[languageOfPath(location.pathname)].notFound.title} | ${site.name}` },
  { name: "description", content: MESSAGES[languageOfPath(location.pathname)].notFound.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
