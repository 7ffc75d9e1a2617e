// Per-page <head> tags. The one configured site URL (site.url) makes every link absolute, so the
// canonical link, Open Graph and Twitter tags agree with each other and with the sitemap built from them.
import type { MetaDescriptor } from "react-router";
import { basePath, siteHref } from "~/base-path";
import { resolveBasePath } from "~/base-path-rules";
import { site } from "~/content/site";
import { SITE_IMAGE, pageHref } from "~/pages";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  type Language,
  MULTILINGUAL,
  SITE_LANGUAGES,
  languageOfPath,
  localizedPath,
} from "~/i18n/languages";
import { localize } from "~/i18n/localize";

type PageMeta = {
  title: string;
  description: string;
  path: string;
  /** A page's own preview picture (1200×630), instead of the site's (SITE_IMAGE). */
  image?: { path: string; alt: string };
  /** "article" for a post; every other page is a "website". */
  type?: "website" | "article";
  /** The page's language: its address is `path` under that language's prefix (docs/decisions/080). */
  language?: Language;
};

/**
 * A page's versions in the site's languages, for the hreflang links and the sitemap's alternates: each
 * language's address, then x-default, the default language's. None on a site of one language.
 */
export function languageVersions(path: string): { hrefLang: string; href: string }[] {
  if (!MULTILINGUAL) return [];
  return [
    ...SITE_LANGUAGES.map((language) => ({
      hrefLang: language,
      href: pageUrl(localizedPath(path, language)),
    })),
    { hrefLang: "x-default", href: pageUrl(localizedPath(path, DEFAULT_LANGUAGE)) },
  ];
}

/** og:locale and its alternates, on a site of more than one language. */
function localeMeta(language: Language): MetaDescriptor[] {
  if (!MULTILINGUAL) return [];
  return [
    { property: "og:locale", content: LANGUAGE_INFO[language].locale },
    ...SITE_LANGUAGES.filter((other) => other !== language).map((other) => ({
      property: "og:locale:alternate",
      content: LANGUAGE_INFO[other].locale,
    })),
  ];
}

/**
 * A path on the site made absolute: the origin of site.url, the base path, then the path (a whole address
 * stays as it is). For tags read out of the page's context. The base path is the path of site.url or the
 * BASE_PATH that replaces it, never both.
 */
export function absoluteUrl(path: string) {
  return new URL(siteHref(path), site.url).href;
}

/**
 * The site's own address, its home page: site.url as the owner wrote it, or, when BASE_PATH serves the site
 * at another path of its host, the home page there.
 */
export function siteAddress() {
  return resolveBasePath(undefined, site.url) === basePath() ? site.url : absoluteUrl("/");
}

/** A page's address as canonical links, feeds and JSON-LD write it: absolute, in the form links use (pageHref). */
export function pageUrl(path: string) {
  return absoluteUrl(pageHref(path));
}

/**
 * Title, description, canonical link, Open Graph and Twitter card of a page. The canonical URL ends in a
 * slash: each page is a folder's index.html, which GitHub Pages and Cloudflare Pages serve at /about/ and
 * reach from /about only through a redirect.
 */
export function pageMeta({
  title,
  description,
  path,
  image: ownImage,
  type = "website",
  language = DEFAULT_LANGUAGE,
}: PageMeta): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.name}`;
  const url = pageUrl(localizedPath(path, language));
  const image = absoluteUrl(ownImage?.path ?? SITE_IMAGE.path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageVersions(path).map((version) => ({ tagName: "link", rel: "alternate", ...version })),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...localeMeta(language),
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: ownImage?.alt ?? `${site.name}, ${localize(site.role, language)}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/**
 * pageMeta for a page in the language of the address it is prerendered at (`location`, as a route's meta
 * function is given it): `texts` gives the title and description in that language.
 */
export function localizedPageMeta(
  location: { pathname: string },
  path: string,
  texts: (language: Language) => Pick<PageMeta, "title" | "description">,
) {
  const language = languageOfPath(location.pathname);
  return pageMeta({ path, ...texts(language), language });
}
