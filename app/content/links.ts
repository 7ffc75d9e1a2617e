// The owner's links, each with its icon: the profiles in the footer, on Home and About and in the CV, and the
// contact page's details. Apart from site.ts because of the icons, which only Vite can load.
import { site } from "./site";
import type { ContactInfoItem, ExternalLink } from "~/content-types";
import github from "~/assets/icons/github.svg";
import linkedin from "~/assets/icons/linkedin.svg";
import mail from "~/assets/icons/mail.svg";
import mapPin from "~/assets/icons/map-pin.svg";

const mailto = `mailto:${site.email}`;

export const externalLinks = [
  { name: "LinkedIn", iconUrl: linkedin, link: site.linkedin },
  { name: "GitHub", iconUrl: github, link: site.github },
  { name: { en: "Email", de: "E-Mail" }, iconUrl: mail, link: mailto },
] satisfies ExternalLink[];

export const contactInfo = [
  { title: { en: "Email", de: "E-Mail" }, value: site.email, icon: mail, link: mailto },
  {
    title: "LinkedIn",
    // The profile as LinkedIn shows it: in/name.
    value: site.linkedin.replace(/^https?:\/\/(www\.)?linkedin\.com\//i, "").replace(/\/+$/, ""),
    icon: linkedin,
    link: site.linkedin,
  },
  {
    title: "Location",
    value: site.location,
    icon: mapPin,
    link: `https://www.openstreetmap.org/search?query=${encodeURIComponent(site.location)}`,
  },
] satisfies ContactInfoItem[];
