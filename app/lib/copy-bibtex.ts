// The Copy BibTeX buttons of a static page (decision 033). COPY_BIBTEX_SCRIPT runs inline, needs no framework,
// and is allowed by the CSP hash of its text; it is a typed function here, serialised to text, so that it is
// checked and tested like any other code. It finds what CiteBibtex marks: the block of each entry (data-cite)
// and its copy button (data-copy-bibtex), which names its status line with aria-describedby.

export const COPY_MESSAGES = {
  copied: "Copied to the clipboard.",
  failed: "Could not copy: select the text instead.",
};

/**
 * Runs inline, as text: it must use nothing from outside its own body (see COPY_BIBTEX_SCRIPT). Where the
 * Clipboard API exists, it reveals each copy button (rendered hidden, so that a visitor without it never meets
 * a button that does nothing); a click copies the entry's BibTeX and says so in the status line.
 */
export function copyBibtexScript(messages: typeof COPY_MESSAGES) {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-copy-bibtex]")) {
    const bibtex = button.closest("[data-cite]")?.querySelector("pre");
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

export const COPY_BIBTEX_SCRIPT = `(${copyBibtexScript})(${JSON.stringify(COPY_MESSAGES)})`;
