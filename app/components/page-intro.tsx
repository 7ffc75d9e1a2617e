/** "long" is for a title of many long words, such as a paper's: a size that fits them on a phone. */
export type TitleSize = "regular" | "long";

const titleSizes = {
  regular: "text-4xl sm:text-5xl",
  long: "text-3xl hyphens-auto sm:text-5xl",
} satisfies Record<TitleSize, string>;

type Props = { eyebrow?: string; title: React.ReactNode; titleSize?: TitleSize; children?: React.ReactNode };

/** The top of a page: its one h1 and the lines that introduce it. */
export function PageIntro({ eyebrow, title, titleSize = "regular", children }: Props) {
  return (
    <div className="pt-14 pb-4 sm:pt-20 print:pt-0">
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>}
      {/* A word too long for the line breaks rather than widen the page. */}
      <h1
        className={`mt-2 max-w-3xl font-bold tracking-tight text-balance break-words ${titleSizes[titleSize]}`}
      >
        {title}
      </h1>
      {children && <div className="mt-5 max-w-2xl space-y-4 text-lg text-muted">{children}</div>}
    </div>
  );
}
