import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/not-found-page";
import { site } from "~/content/site";

export const meta: Route.MetaFunction = () => [
  { title: `Page not found | ${site.name}` },
  { name: "description", content: "This page does not exist." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
