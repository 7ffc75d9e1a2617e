import type { Portrait as PortraitImage } from "~/content-types";
import { localize } from "~/i18n/localize";
import { useLanguage } from "~/i18n/use-language";

type Props = { portrait: PortraitImage | null; initials: string };

/**
 * The owner's photo, round; without one, their initials in the same circle, so the page looks finished and
 * keeps its layout either way. The size is fixed, so nothing moves when the photo arrives.
 */
export function Portrait({ portrait, initials }: Props) {
  const language = useLanguage();
  const circle = "size-32 shrink-0 rounded-full sm:size-40";
  if (portrait) {
    return (
      <img
        src={portrait.src}
        alt={localize(portrait.alt, language)}
        width={portrait.width}
        height={portrait.height}
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
