// The owner's photo on the home page. To show yours, put it beside this file (a JPEG, PNG, WebP or AVIF of any
// size: the site publishes only a small square copy cut from its middle) and replace `null` with, e.g.:
//   export const portrait: Portrait | null = { src: "portrait.jpg", alt: "Your name at your desk" };
// Without one, the home page shows the owner's initials in its place.
import type { Portrait } from "~/content-types";

export const portrait: Portrait | null = null;
