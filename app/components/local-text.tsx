// The owner's texts in the page's language (docs/decisions/080). A text or item not given in it is shown in
// the language it has, and its element says which (`lang`), so a screen reader reads it in that voice. The
// language of the element around a text is passed down, so a text in an item marked "en" is not marked again.
import { Fragment, createContext, use } from "react";
import type { Text } from "~/content-types";
import type { Language } from "~/i18n/languages";
import { itemLanguage, shownText } from "~/i18n/localize";
import { useLanguage } from "~/i18n/use-language";

/** The language of the nearest item marked with one, where it is not the page's. */
const ItemLanguage = createContext<Language | undefined>(undefined);

/** A text as shown: bare where it is in the language around it, otherwise in a span that names its own. */
export function Marked({ text, language }: { text: string; language: Language }) {
  const page = useLanguage();
  const around = use(ItemLanguage) ?? page;
  return language === around ? text : <span lang={language}>{text}</span>;
}

/** A text of the content in the page's language, marked where it is not given in it. */
export function LocalText({ text }: { text: Text }) {
  return <Marked {...shownText(text, useLanguage())} />;
}

/** Texts of the content joined by `separator` ("Venue, City, Country"): one text where they share a language. */
export function LocalTexts({ texts, separator }: { texts: Text[]; separator: string }) {
  const page = useLanguage();
  const shown = texts.map((text) => shownText(text, page));
  if (new Set(shown.map((part) => part.language)).size === 1)
    return <Marked text={shown.map((part) => part.text).join(separator)} language={shown[0]!.language} />;
  return shown.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      <Marked {...part} />
    </Fragment>
  ));
}

type ItemProps<Tag extends "li" | "article" | "div" | "p"> = React.ComponentProps<Tag> & {
  as: Tag;
  item: unknown;
};

/**
 * The element of one item of the content (a degree, a skill, a job): it carries `lang` when every text of it
 * is in one language other than the page's. An item that also holds the page's own words marks each text.
 */
export function LocalItem<Tag extends "li" | "article" | "div" | "p">({
  as,
  item,
  ...props
}: ItemProps<Tag>) {
  const Element = as as React.ElementType;
  const language = itemLanguage(item, useLanguage());
  const around = use(ItemLanguage);
  return (
    <ItemLanguage value={language ?? around}>
      <Element lang={language} {...props} />
    </ItemLanguage>
  );
}
