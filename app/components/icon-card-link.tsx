import { ExternalAnchor } from "./external-anchor";
import { IconTile } from "./icon-tile";

type Props = React.ComponentProps<typeof ExternalAnchor> & { icon: string };

/** A link off the site as a card: the icon's tile, then what the link says. About's profiles, Contact's details. */
export function IconCardLink({ icon, className = "", children, ...props }: Props) {
  return (
    <ExternalAnchor
      className={`flex items-center gap-4 rounded-xl border border-line bg-surface transition-colors hover:border-accent ${className}`}
      {...props}
    >
      <IconTile src={icon} />
      {children}
    </ExternalAnchor>
  );
}
