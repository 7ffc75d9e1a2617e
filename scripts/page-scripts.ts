// Which inline scripts a built page may carry (docs/decisions/008). The CSP allows inline scripts by their
// hashes, so it must hash only scripts the site wrote: the ones app/lib/inline-scripts.ts lists, and React
// Router's own on the page that hydrates, recognised by their exact shape with data (JSON, asset paths) as the
// only part that varies. Any other inline script, or any inline event-handler attribute, stops the build.
//
// The scan is lexical, not a full HTML parse: it reads HTML that React and rehype wrote (attributes always
// quoted, text escaped), runs on every page of every build, and costs a fraction of a millisecond per page.

/** An inline script a browser would run: its opening tag's attributes and its text. */
export type InlineScript = { attributes: string; text: string };

const SCRIPT = /<script\b((?:"[^"]*"|'[^']*'|[^'">])*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Every inline script that runs, in page order. External scripts run their file, JSON-LD blocks are data, and
 * an empty inline script never runs (HTML, "prepare the script element"): none of them is listed.
 */
export function runnableInlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || /\stype\s*=\s*["']?application\/ld\+json/i.test(attributes))
      continue;
    if (text === "") continue;
    scripts.push({ attributes, text });
  }
  return scripts;
}

/**
 * The lines of React Router's module script: its imports of the chunks under `basePath` (the site's base
 * path, which Vite writes before every asset), and the route modules it hands to the client.
 */
function moduleScriptLines(basePath: string) {
  const asset = String.raw`"${basePath.replace(/[.]/g, "\\.")}assets/[\w.-]+\.js"`;
  return [
    new RegExp(String.raw`^import ${asset};$`),
    new RegExp(String.raw`^import \* as route\d+ from ${asset};$`),
    /^window\.__reactRouterRouteModules = \{(?:"[\w/.-]+":route\d+,?)*\};$/,
    new RegExp(String.raw`^import\(${asset}\);$`),
  ];
}

/** React Router's classic scripts; each group is JSON that must parse as the kind given. */
const CLASSIC_SCRIPTS: { pattern: RegExp; json?: "object" | "string" }[] = [
  {
    pattern:
      /^window\.__reactRouterContext = (\{.*\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/s,
    json: "object",
  },
  {
    pattern: /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/s,
    json: "string",
  },
  { pattern: /^window\.__reactRouterContext\.streamController\.close\(\);$/ },
];

function parsesAs(json: string, kind: "object" | "string"): boolean {
  try {
    const value: unknown = JSON.parse(json);
    return kind === "string"
      ? typeof value === "string"
      : typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Whether `script` is one that React Router's <Scripts/> writes: code fixed by the framework, data in between,
 * for a site under `basePath`.
 */
export function isReactRouterScript({ attributes, text }: InlineScript, basePath = "/"): boolean {
  const body = text.trim();
  if (/\stype\s*=\s*["']?module/i.test(attributes)) {
    const lines = body.split("\n").map((line) => line.trim());
    return (
      lines.some(Boolean) &&
      lines.every((line) => !line || moduleScriptLines(basePath).some((re) => re.test(line)))
    );
  }
  return CLASSIC_SCRIPTS.some(({ pattern, json }) => {
    const match = pattern.exec(body);
    return match !== null && (!json || parsesAs(match[1] ?? "", json));
  });
}

const COMMENT = /<!--[\s\S]*?-->/g;
/** Elements whose text is not markup (React escapes every other text): their content is dropped before tags are
 * read; their own tags are kept. */
const RAW_TEXT = /<(script|style)\b((?:"[^"]*"|'[^']*'|[^'">])*)>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<([a-zA-Z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;
/**
 * "on" where an attribute's name could start: after the tag's start or a character a name cannot hold. Every
 * event handler's name starts so, and few tags have one, so only those are read attribute by attribute.
 */
const MAYBE_HANDLER = /(?:^|[\s"'>/=])on/i;

/** Every inline event-handler attribute in `html`, as `onerror= on <img>`. */
export function inlineEventHandlers(html: string): string[] {
  const markup = html.replace(COMMENT, "").replace(RAW_TEXT, "<$1$2></$1>");
  const handlers: string[] = [];
  for (const [, tag = "", attributes = ""] of markup.matchAll(TAG)) {
    if (!MAYBE_HANDLER.test(attributes)) continue;
    for (const [, name = ""] of attributes.matchAll(ATTRIBUTE)) {
      if (/^on/i.test(name)) handlers.push(`${name.toLowerCase()}= on <${tag.toLowerCase()}>`);
    }
  }
  return handlers;
}

/** The start of a script's text, on one line, for a message. */
function excerpt(text: string): string {
  const line = text.trim().replace(/\s+/g, " ");
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}

/**
 * What each page carries that the site did not write: an inline script that is neither in `allowed` nor one of
 * React Router's for a site under `basePath`, or an inline event handler. One line per finding, naming the page.
 */
export function strayScripts(
  pages: { path: string; html: string }[],
  allowed: Record<string, string>,
  basePath = "/",
): string[] {
  const own = new Set(Object.values(allowed));
  const found: string[] = [];
  for (const { path, html } of pages) {
    for (const script of runnableInlineScripts(html)) {
      if (own.has(script.text) || isReactRouterScript(script, basePath)) continue;
      found.push(`${path}: an inline script the site did not write: ${excerpt(script.text)}`);
    }
    for (const handler of inlineEventHandlers(html))
      found.push(`${path}: an inline event handler, ${handler}`);
  }
  return found;
}
