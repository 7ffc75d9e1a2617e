// The owner's photo on the home page: a file beside this one, by its name. Any size will do: the site
// publishes only a small square copy cut from its middle. Set it to `null` to show the initials instead.
import type { Portrait } from "~/content-types";

export const portrait: Portrait | null = {
  src: "portrait.jpg",
  alt: { en: "Lena Hofer, smiling, in front of a blue sky", de: "Lena Hofer lächelnd vor blauem Himmel" },
};
