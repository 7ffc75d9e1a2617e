import { siteHref } from "~/base-path";
import { useMessages } from "~/i18n/use-language";

type Props = React.ComponentProps<"a"> & { href: string };

/**
 * A link off the site, or to a file of its own that content names by its path (`/slides/a.pdf`, put under the
 * base path). Web links open in a new tab without giving it access to this one; mailto: stays put.
 */
export function ExternalAnchor({ href, children, ...props }: Props) {
  const opensTab = /^https?:/.test(href);
  const messages = useMessages();
  return (
    <a
      href={siteHref(href)}
      {...(opensTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
    >
      {children}
      {opensTab && <span className="sr-only">{messages.opensInNewTab}</span>}
    </a>
  );
}
