// Text from a source made safe to write into a BibTeX field: LaTeX's special characters escaped, HTML
// entities decoded, a CSL title's markup (<i>, <sub>, small caps…) as LaTeX commands, a TeX title (arXiv's)
// left as its authors wrote it but for a bare special character, and in a title every word with a capital
// after its first letter (ICAO, BERT, iPhone) in braces, so that a style that lowercases titles keeps it.
// The site reads what this writes back into the same text (latex-text.round-trip.test.ts).
import { decodeHTML } from "entities";

const SPECIAL: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** Text with its entities decoded and LaTeX's special characters escaped; its spaces as they were. */
const escaped = (value: string) => decodeHTML(value).replace(/[\\{}&%$#_~^]/g, (c) => SPECIAL[c]!);

/** Plain text (no markup) as a LaTeX field's value: tags dropped, entities decoded, specials escaped. */
export function latexText(value: string) {
  return oneLine(escaped(value.replace(/<[^>]*>/g, "")));
}

/** Each word with a capital after its first letter in braces, unless it is a command's name or braced. */
function protectCapitals(value: string) {
  return value.replace(/(?<![\\\p{L}\p{N}])[\p{L}\p{N}]+/gu, (word, at: number, whole: string) => {
    const braced = whole[at - 1] === "{" && whole[at + word.length] === "}";
    return !braced && /\p{Lu}/u.test(word.slice(1)) ? `{${word}}` : word;
  });
}

/** CSL's rich-text tags as LaTeX; any other tag (JATS, MathML) is dropped and its text kept. */
const COMMANDS: Record<string, string> = {
  i: "\\textit{",
  em: "\\textit{",
  b: "\\textbf{",
  strong: "\\textbf{",
  sup: "\\textsuperscript{",
  sub: "\\textsubscript{",
  scp: "\\textsc{",
};

function cslTitle(value: string) {
  const open: boolean[] = [];
  let out = "";
  let last = 0;
  for (const match of value.matchAll(/<(\/?)([a-z][\w:-]*)([^>]*)>/gi)) {
    out += protectCapitals(escaped(value.slice(last, match.index)));
    last = match.index + match[0].length;
    const [, closing, name = "", attributes = ""] = match;
    const tag = name.toLowerCase();
    const command = tag === "span" ? (/small-caps/i.test(attributes) ? "\\textsc{" : "{") : COMMANDS[tag];
    if (closing) out += open.pop() ? "}" : "";
    else open.push(command !== undefined);
    if (!closing && command) out += command;
  }
  out += protectCapitals(escaped(value.slice(last)));
  return oneLine(out + "}".repeat(open.filter(Boolean).length));
}

/** Math in TeX ($…$, not \$), kept as written. */
const MATH = /(?<!\\)\$(?:\\[\s\S]|[^$\\])+?\$/g;

function texTitle(value: string) {
  const text = oneLine(value);
  let out = "";
  let last = 0;
  const escapeBare = (part: string) =>
    protectCapitals(part.replace(/(?<!\\)[&%#_]/g, (c) => `\\${c}`).replace(/(?<!\\)\$/g, "\\$"));
  for (const match of text.matchAll(MATH)) {
    out += escapeBare(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + escapeBare(text.slice(last));
}

/** A work's title as a BibTeX field's value. */
export function latexTitle(title: { text: string; tex: boolean }) {
  return title.tex ? texTitle(title.text) : cslTitle(title.text);
}
