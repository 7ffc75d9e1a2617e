import type { Portrait as PortraitImage } from "~/content/types";

type Props = { portrait: PortraitImage | null; initials: string };

/**
 * The owner's photo, round; without one, their initials in the same circle, so the page looks finished and
 * keeps its layout either way. The size is fixed, so nothing moves when the photo arrives.
 */
export function Portrait({ portrait, initials }: Props) {
  const circle = "size-32 shrink-0 rounded-full sm:size-40";
  if (portrait) {
    return (
      <img
        src={portrait.src}
        alt={portrait.alt}
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
