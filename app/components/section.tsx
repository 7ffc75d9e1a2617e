import { useId } from "react";

type Props = Omit<React.ComponentProps<"section">, "title"> & {
  title: React.ReactNode;
  intro?: React.ReactNode;
};

/** A headed area of a page: a <section> named by its h2. */
export function Section({ title, intro, children, className = "", ...props }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`py-12 sm:py-16 ${className}`} {...props}>
      {/* A long German compound ("Datenschutzerklärung") is wider than a phone: hyphenated where the browser
          knows German's rules, else broken. English headings are left as they were. */}
      <h2
        id={headingId}
        className="text-2xl font-bold tracking-tight break-words sm:text-3xl [&:lang(de)]:hyphens-auto"
      >
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-2xl text-muted">{intro}</p>}
      <div className="mt-8">{children}</div>
    </section>
  );
}
