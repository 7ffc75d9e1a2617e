// The form's length limits: the name and address stop at theirs, the message shows what is left as the visitor
// types, and a message past its limit is neither sent nor lost. The email module is mocked; what the real
// library sends is covered by contact-limits.fit.test.ts and the end-to-end tests.
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "~/components/contact-form";
import { DRAFT_STORAGE_KEY } from "~/lib/contact-draft";
import { sendContactMessage } from "~/lib/email";

vi.mock("~/lib/email", () => ({ sendContactMessage: vi.fn() }));

const field = <T extends HTMLElement>(label: string) => screen.getByLabelText(label) as T;
const message = () => field<HTMLTextAreaElement>("Message");

/** Puts `text` into the message as a paste does: one input event. */
function paste(text: string) {
  fireEvent.input(message(), { target: { value: text } });
}

async function fillInAndSend(text: string) {
  const user = userEvent.setup();
  await user.type(field("Name"), "Ada");
  await user.type(field("Email"), "ada@example.com");
  paste(text);
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(sendContactMessage).mockResolvedValue("failure");
});

afterEach(() => {
  vi.mocked(sendContactMessage).mockReset();
});

describe("the contact form's limits", () => {
  it("stops the name at 100 characters and the address at 254", () => {
    render(<ContactForm />);
    expect(field("Name")).toHaveAttribute("maxlength", "100");
    expect(field("Email")).toHaveAttribute("maxlength", "254");
  });

  it("never cuts the message short: it has no maxlength", () => {
    render(<ContactForm />);
    expect(message()).not.toHaveAttribute("maxlength");
  });

  it("describes the message by how many of its 8,000 characters are left, as the visitor types", async () => {
    render(<ContactForm />);
    expect(message()).toHaveAccessibleDescription("8,000 characters left");
    await userEvent.setup().type(message(), "Hi 👋");
    expect(message()).toHaveAccessibleDescription("7,996 characters left");
    paste("x".repeat(7999));
    expect(message()).toHaveAccessibleDescription("1 character left");
    expect(message()).not.toHaveAttribute("aria-invalid");
  });

  it("does not send a message past the limit, and keeps it, in the field and in the draft", async () => {
    render(<ContactForm />);
    const tooLong = `${"a".repeat(8000)}!!`;
    await fillInAndSend(tooLong);

    expect(sendContactMessage).not.toHaveBeenCalled();
    expect(message()).toHaveValue(tooLong);
    expect(message()).toHaveFocus();
    expect(message()).toHaveAttribute("aria-invalid", "true");
    expect(message()).toHaveAccessibleDescription(
      "2 characters over the limit: shorten the message to send it",
    );
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!).message).toBe(tooLong);
    expect(screen.queryByRole("alert", { name: "Failed" })).toBeNull();
    expect(screen.getByRole("button", { name: "Send Message" })).not.toHaveAttribute("aria-disabled");
  });

  it("sends a message of exactly 8,000 characters", async () => {
    render(<ContactForm />);
    await fillInAndSend("a".repeat(8000));
    expect(sendContactMessage).toHaveBeenCalledOnce();
    expect(vi.mocked(sendContactMessage).mock.calls[0]![0].message).toHaveLength(8000);
  });

  it("shows the count of a restored draft", () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ name: "", email: "", message: "a".repeat(8010) }),
    );
    render(<ContactForm />);
    expect(message()).toHaveAccessibleDescription(
      "10 characters over the limit: shorten the message to send it",
    );
  });
});
