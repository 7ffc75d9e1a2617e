// The static pages' catalogue in the page's language: a module of its own, so that the frame's components,
// which the contact page hydrates, never import the static pages' texts (docs/decisions/080).
import { PAGE_MESSAGES } from "./page-messages";
import { useLanguage } from "./use-language";

export function usePageMessages() {
  return PAGE_MESSAGES[useLanguage()];
}
