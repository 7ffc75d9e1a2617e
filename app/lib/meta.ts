import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

type PageMeta = { title: string; description: string };

/** Title and description of a page, in the form React Router's `meta` export returns. */
export function pageMeta({ title, description }: PageMeta): MetaDescriptor[] {
  return [{ title: `${title} | ${site.name}` }, { name: "description", content: description }];
}
