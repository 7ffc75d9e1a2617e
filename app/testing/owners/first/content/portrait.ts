// The owner's photo on the home page. To show yours, put it in app/assets (a square JPEG or WebP of about
// 480 px is plenty) and replace `null` with, for example:
//   import photo from "~/assets/portrait.jpg";
//   export const portrait: Portrait | null = { src: photo, alt: "Your name", width: 480, height: 480 };
// Without one, the home page shows the owner's initials in its place.
import type { Portrait } from "~/content-types";

export const portrait: Portrait | null = null;
