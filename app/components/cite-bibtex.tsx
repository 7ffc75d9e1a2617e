// A paper's BibTeX, in a <details> on lists, readable without JavaScript. Where scripts run, CopyBibtexScript reveals a
// copy button beside each one; the button is in the HTML but hidden, so a visitor without JavaScript never
// meets a button that does nothing.
import { useId } from "react";
import { COPY_BIBTEX_SCRIPT } from "~/lib/copy-bibtex";
import { usePageMessages } from "~/i18n/use-page-messages";

type Props = { bibtex: string; collapsed?: boolean };

/** The BibTeX with its copy button; collapsed, it sits in a <details> whose summary says "Cite". */
export function CiteBibtex({ bibtex, collapsed = true }: Props) {
  const statusId = useId();
  const messages = usePageMessages();
  const body = (
    <div data-cite>
      {/* Each line its own block, so a field too long for a phone wraps with a hanging indent, not at the margin;
          each keeps its line's end, so the text copied is the entry as written. */}
      <pre className="mt-2 rounded-xl border border-line bg-subtle p-4 font-mono text-sm leading-relaxed whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
        {bibtex.split("\n").map((line, index, lines) => (
          <span key={index} className="block ps-[4ch] -indent-[4ch]">
            {index < lines.length - 1 ? `${line}\n` : line}
          </span>
        ))}
      </pre>
      {/* Paper can neither copy nor open: the button, and a closed "Cite" toggle, are for a screen. */}
      <div className="mt-2 flex items-center gap-3 print:hidden">
        {/* The script shows it before the dev server's hydration, which would otherwise warn about it. */}
        <button
          suppressHydrationWarning
          type="button"
          hidden
          data-copy-bibtex
          aria-describedby={statusId}
          className="min-h-11 rounded-lg border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink hover:bg-subtle"
        >
          {messages.cite.copy}
        </button>
        <span id={statusId} role="status" className="text-sm text-muted" />
      </div>
    </div>
  );
  if (!collapsed) return body;
  return (
    <details className="print:[&:not([open])]:hidden">
      <summary className="inline-flex min-h-6 cursor-pointer items-center rounded-md font-semibold text-accent underline-offset-4 hover:underline">
        {messages.cite.summary}
        <span className="sr-only"> (BibTeX)</span>
      </summary>
      {body}
    </details>
  );
}

/** Render once, after every CiteBibtex on the page. */
export function CopyBibtexScript() {
  return <script dangerouslySetInnerHTML={{ __html: COPY_BIBTEX_SCRIPT }} />;
}
