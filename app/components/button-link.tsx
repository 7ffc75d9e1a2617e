import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary";

const variantStyles = {
  primary: "bg-accent text-accent-ink hover:opacity-90",
  secondary: "border border-line bg-surface text-ink hover:bg-subtle",
} satisfies Record<ButtonVariant, string>;

/**
 * The small buttons beside an item (a paper's PDF, a talk's slides and calendar file, a course's materials),
 * for whichever element the link is.
 */
export const smallButtonStyles = {
  primary:
    "inline-flex min-h-9 items-center rounded-md bg-accent px-3 text-sm font-semibold text-accent-ink transition hover:opacity-90",
  secondary:
    "inline-flex min-h-9 items-center rounded-md border border-line bg-surface px-3 text-sm font-semibold text-ink transition-colors hover:border-accent",
} satisfies Record<ButtonVariant, string>;

type Props = LinkProps & { variant?: ButtonVariant };

/**
 * A link to another page that looks like a button: a call to action. Like every link here, it loads the whole
 * page. Not printed.
 */
export function ButtonLink({ variant = "primary", className = "", ...props }: Props) {
  return (
    <Link
      reloadDocument
      className={`inline-flex min-h-11 print:hidden items-center justify-center rounded-lg px-5 py-2.5 font-semibold transition ${variantStyles[variant]} ${className}`}
      {...props}
    />
  );
}
