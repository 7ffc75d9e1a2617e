import { afterEach, expect, it, vi } from "vitest";
import { DRAFT_STORAGE_KEY, clearDraft, loadDraft, saveDraft } from "~/lib/contact-draft";

const draft = { name: "Zoë", email: "zoe@example.com", message: "שלום 👋\nsecond line" };

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

it("keeps a draft in sessionStorage and gives it back as it was", () => {
  saveDraft(draft);
  expect(loadDraft()).toEqual(draft);
});

it("forgets the draft when cleared, or when every field is empty", () => {
  saveDraft(draft);
  clearDraft();
  expect(loadDraft()).toBeNull();

  saveDraft(draft);
  saveDraft({ name: "", email: "", message: "" });
  expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
});

it("ignores what it did not write", () => {
  for (const stored of ["not json", "null", "[]", '{"name":"Ada"}', '{"name":1,"email":"","message":""}']) {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, stored);
    expect(loadDraft()).toBeNull();
  }
});

it("works without storage", () => {
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });
  vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("Access is denied.", "SecurityError");
  });
  expect(() => saveDraft(draft)).not.toThrow();
  expect(loadDraft()).toBeNull();
  expect(() => clearDraft()).not.toThrow();
});
