// The Copy BibTeX buttons of a static page (decision 033). COPY_BIBTEX_SCRIPT runs inline, needs no framework,
// and is allowed by the CSP hash of its text; it is a typed function here, serialised to text, so that it is
// checked and tested like any other code.

/** The attribute that marks a copy button; the button names its status line with aria-describedby. */
export const COPY_BUTTON_ATTRIBUTE = "data-copy-bibtex";
/** The attribute that marks the block holding one entry's <pre> and its button. */
export const CITE_ATTRIBUTE = "data-cite";
export const COPY_MESSAGES = {
  copied: "Copied to the clipboard.",
  failed: "Could not copy: select the text instead.",
};

/**
 * Runs inline, as text: it must use nothing from outside its own body (see COPY_BIBTEX_SCRIPT). Where the
 * Clipboard API exists, it reveals each copy button (rendered hidden, so that a visitor without it never meets
 * a button that does nothing); a click copies the entry's BibTeX and says so in the status line.
 */
export function copyBibtexScript(
  buttonAttribute: string,
  citeAttribute: string,
  messages: typeof COPY_MESSAGES,
) {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${buttonAttribute}]`)) {
    const bibtex = button.closest(`[${citeAttribute}]`)?.querySelector("pre");
    const status = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    if (!bibtex || !status) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      navigator.clipboard.writeText(bibtex.textContent ?? "").then(
        () => (status.textContent = messages.copied),
        () => (status.textContent = messages.failed),
      );
    });
  }
}

export const COPY_BIBTEX_SCRIPT = `(${copyBibtexScript})(${[
  COPY_BUTTON_ATTRIBUTE,
  CITE_ATTRIBUTE,
  COPY_MESSAGES,
]
  .map((value) => JSON.stringify(value))
  .join(",")})`;
