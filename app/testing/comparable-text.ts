// Text as the tests compare it with what the pages and the PDF CV show. The CV typesets an owner's
// "A Teacher's Guide" as "A Teacher’s Guide", Citation.js makes `--` a dash, a `~` is a no-break space, math
// comes out as Unicode super- and subscripts in text and as drawn MathML on pages, and PDF text breaks lines
// anywhere: so typography is made plain, and spacing and root signs left out, on both sides.

/** `text` with curly quotes, dashes, no-break spaces and Unicode scripts made plain, and no spaces. */
export function comparable(text: string) {
  return text
    .normalize("NFKC")
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―−]/g, "-")
    .replace(/[\s√]+/g, "");
}
