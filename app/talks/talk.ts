import type { Talk } from "../content-types";
import type { TalkTiming } from "./talk-time";

/** The paper a talk presents: one of the owner's, by its citation key, or someone else's, by its address. */
export type TalkPaper =
  { own: true; key: string; href: string; title: string; language?: string } | { own: false; href: string };

/** A talk as the pages use it: its paper resolved at build time, its timing worked out once. */
export type ResolvedTalk = Omit<Talk, "paper"> & { paper?: TalkPaper; timing: TalkTiming };
