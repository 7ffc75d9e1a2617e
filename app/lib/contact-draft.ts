// What the visitor has typed into the contact form, kept for this tab (sessionStorage) so a reload does not
// lose it, and cleared once the message is sent. Storage can be blocked; the form then simply has no draft.

export type ContactDraft = { name: string; email: string; message: string };

export const DRAFT_STORAGE_KEY = "contact-draft";

const fields = ["name", "email", "message"] as const satisfies (keyof ContactDraft)[];

export function loadDraft(): ContactDraft | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? "null");
    if (!stored || typeof stored !== "object") return null;
    const record = stored as Record<string, unknown>;
    if (!fields.every((field) => typeof record[field] === "string")) return null;
    return { name: record.name as string, email: record.email as string, message: record.message as string };
  } catch {
    return null;
  }
}

export function saveDraft(draft: ContactDraft) {
  try {
    if (fields.every((field) => draft[field] === "")) sessionStorage.removeItem(DRAFT_STORAGE_KEY);
    else sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Blocked or full storage: the draft is a convenience, the form works without it.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // As above.
  }
}
