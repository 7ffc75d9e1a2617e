type Props = React.ComponentProps<"a"> & { href: string };

/** A link off the site. Web links open in a new tab without giving it access to this one; mailto: stays put. */
export function ExternalAnchor({ href, children, ...props }: Props) {
  const opensTab = /^https?:/.test(href);
  return (
    <a href={href} {...(opensTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...props}>
      {children}
      {opensTab && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
