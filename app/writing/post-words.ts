// The words the site itself writes into an owner's post (a link's name, a note for screen readers), in the
// site's one language, English: the one place to translate them when the site speaks another.

export const POST_WORDS = {
  /** After a link that opens in a new tab, for screen readers. */
  opensInNewTab: " (opens in a new tab)",
  /** The link that stands in for an image from another site, by the image's alt text. */
  offSiteImage: (alt: string) => (alt ? `Image: ${alt}` : "Image"),
  /** The name of a link to an image file whose only content is that image without alt text. */
  openImage: (file: string) => `Open the image ${file}`,
  /** The name of a link elsewhere whose only content is an image without alt text. */
  linkedImage: (file: string) => `Image ${file}`,
};
