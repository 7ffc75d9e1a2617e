// Copy BibTeX as a prerendered page has it: CiteBibtex's HTML and the inline script, run in a fresh window,
// with and without the Clipboard API, with no React in the page.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { CiteBibtex, CopyBibtexScript } from "./cite-bibtex";
import { COPY_MESSAGES } from "~/lib/copy-bibtex";
import { loadInlinePage } from "~/testing/inline-page";

const ENTRIES = ["@article{one2024,\n  title = {One},\n}", "@book{two2025,\n  title = {Two},\n}"];

async function loadPage(writeText?: (text: string) => Promise<void>) {
  const markup = renderToStaticMarkup(
    <>
      {ENTRIES.map((bibtex) => (
        <CiteBibtex key={bibtex} bibtex={bibtex} />
      ))}
      <CopyBibtexScript />
    </>,
  );
  const page = await loadInlinePage(`<body>${markup}</body>`, (window) => {
    if (writeText) Object.defineProperty(window.navigator, "clipboard", { value: { writeText } });
  });
  const buttons = [...page.document.querySelectorAll("button")];
  const status = (button: HTMLButtonElement) =>
    page.document.getElementById(button.getAttribute("aria-describedby")!)!;
  return { ...page, buttons, status };
}

describe("the Copy BibTeX buttons and their inline script", () => {
  test("without the Clipboard API every button stays hidden", async () => {
    const page = await loadPage();
    expect(page.buttons).toHaveLength(ENTRIES.length);
    for (const button of page.buttons) expect(button.hidden).toBe(true);
  });

  test("with it, each button is shown and copies its own entry, and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const page = await loadPage(writeText);
    for (const [index, button] of page.buttons.entries()) {
      expect(button.hidden).toBe(false);
      expect(button).toHaveAccessibleName("Copy BibTeX");
      button.click();
      expect(writeText).toHaveBeenLastCalledWith(ENTRIES[index]);
      await vi.waitFor(() => expect(page.status(button)).toHaveTextContent(COPY_MESSAGES.copied));
    }
  });

  test("a refused copy tells the reader to select the text", async () => {
    const page = await loadPage(() => Promise.reject(new Error("denied")));
    page.buttons[0]!.click();
    await vi.waitFor(() => expect(page.status(page.buttons[0]!)).toHaveTextContent(COPY_MESSAGES.failed));
    expect(page.status(page.buttons[1]!)).toHaveTextContent("");
  });
});
