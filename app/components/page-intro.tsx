type Props = { eyebrow?: string; title: string; children?: React.ReactNode };

/** The top of a page: its one h1 and the lines that introduce it. */
export function PageIntro({ eyebrow, title, children }: Props) {
  return (
    <div className="pt-14 pb-4 sm:pt-20">
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>}
      <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance break-words sm:text-5xl">
        {title}
      </h1>
      {children && <div className="mt-5 max-w-2xl space-y-4 text-lg text-muted">{children}</div>}
    </div>
  );
}
