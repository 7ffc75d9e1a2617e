type Props = { src: string; background?: string; size?: "md" | "lg" };

const sizes = {
  md: { tile: "size-10 rounded-lg", icon: 20 },
  lg: { tile: "size-12 rounded-xl", icon: 24 },
} satisfies Record<NonNullable<Props["size"]>, { tile: string; icon: number }>;

/**
 * A white line icon on a coloured square. Decorative: the text beside it carries the meaning.
 * Lazy: each SVG icon is a small document of its own for the browser to parse, lay out and paint, so only
 * those near the screen are fetched during the load; the tile's colour shows until its icon arrives.
 */
export function IconTile({ src, background, size = "md" }: Props) {
  const { tile, icon } = sizes[size];
  return (
    <span
      className={`grid shrink-0 place-items-center bg-tile ${tile}`}
      style={background ? { backgroundColor: background } : undefined}
    >
      <img src={src} alt="" width={icon} height={icon} loading="lazy" decoding="async" />
    </span>
  );
}
