import type { Talk } from "../content/types";

/** A talk as the pages use it: its paper resolved at build time to an address and a title. */
export type ResolvedTalk = Omit<Talk, "paper"> & {
  paper?: { href: string; title: string; own: boolean };
};
