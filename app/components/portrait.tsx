import { siteHref } from "~/base-path";
import type { Portrait as PortraitImage } from "~/content-types";
import { localize } from "~/i18n/localize";
import { useLanguage } from "~/i18n/use-language";
import { PORTRAIT_IMAGE } from "~/pages";

type Props = { portrait: PortraitImage | null; initials: string };

/**
 * The owner's photo, round; without one, their initials in the same circle, so the page looks finished and
 * keeps its layout either way. The size is fixed, so nothing moves when the photo arrives. The photo is the
 * build's square copy of the owner's (app/portrait.server.ts).
 */
export function Portrait({ portrait, initials }: Props) {
  const language = useLanguage();
  const circle = "size-32 shrink-0 rounded-full sm:size-40";
  if (portrait) {
    return (
      <img
        src={siteHref(PORTRAIT_IMAGE.path)}
        alt={localize(portrait.alt, language)}
        width={PORTRAIT_IMAGE.size}
        height={PORTRAIT_IMAGE.size}
        className={`${circle} border border-line object-cover`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      data-portrait-fallback
      className={`${circle} flex items-center justify-center border border-line bg-accent-soft text-4xl font-bold tracking-tight text-accent sm:text-5xl`}
    >
      {initials}
    </div>
  );
}
