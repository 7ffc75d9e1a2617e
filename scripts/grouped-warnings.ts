// The content's warnings as the build prints them. A note that many places share word for word (an imported
// blog's "fields the site does not use, ignored: id, author" on each of its 74 posts, or "HTML not published:
// the class attribute of <span>" on 30 lines) is printed once, with the places it is about; a note of fewer
// places is printed as it is.

/** At least this many places with one note: it is printed once. */
const GROUPED_FROM = 3;

/** `<file>: <note>` or `<file>:<line>: <note>`, the file a path with an ending (posts/a.md). */
const FILE_NOTE = /^(\S[^:]*\.\w+(?::\d+)?): (.+)$/s;

/** The warnings in the order first given, a note many places share once: "<note> (<n> places in <dir>/: a.md, b.md:12…)". */
export function groupedWarnings(warnings: readonly string[]): string[] {
  const read = warnings.map((warning) => {
    const [, place, note] = FILE_NOTE.exec(warning) ?? [];
    return { warning, place, note };
  });
  const byNote = Map.groupBy(
    read.filter((each) => each.note !== undefined),
    ({ note }) => note,
  );
  const printed = new Set<string>();
  return read.flatMap(({ warning, note }) => {
    const alike = note === undefined ? [] : byNote.get(note)!;
    if (note === undefined || alike.length < GROUPED_FROM) return [warning];
    if (printed.has(note)) return [];
    printed.add(note);
    const places = alike.map(({ place }) => place!);
    const dir = commonFolder(places);
    const named = places.map((place) => place.slice(dir ? dir.length + 1 : 0));
    return [`${note} (${places.length} places in ${dir || "."}/: ${named.join(", ")})`];
  });
}

/** The folder every path is in, without its last slash; "" for none. */
function commonFolder(paths: string[]) {
  const parts = paths.map((path) => path.split("/").slice(0, -1));
  const common: string[] = [];
  for (const [index, part] of parts[0]!.entries()) {
    if (!parts.every((each) => each[index] === part)) break;
    common.push(part);
  }
  return common.join("/");
}
