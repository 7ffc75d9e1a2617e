// The form's states (idle, sending, success, failure) with the email module mocked, so each outcome and
// its timing can be set. The end-to-end tests cover the same journey against the real library and outbox.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "~/components/contact-form";
import { site } from "~/testing/owners/first/content/site";
import { SUCCESS_RESET_MS } from "~/lib/contact-constants";
import { DRAFT_STORAGE_KEY } from "~/lib/contact-draft";
import { type SendOutcome, sendContactMessage } from "~/lib/email";

vi.mock("~/lib/email", () => ({ sendContactMessage: vi.fn() }));

const FAILURE_TEXT = "I didn't receive your message. Please try again later.";

/** A send that ends when the test says so. */
function pendingSend() {
  let finish: (outcome: SendOutcome) => void = () => {};
  vi.mocked(sendContactMessage).mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
  return (outcome: SendOutcome) => act(async () => finish(outcome));
}

const fields = () => ({
  name: screen.getByLabelText("Name") as HTMLInputElement,
  email: screen.getByLabelText("Email") as HTMLInputElement,
  message: screen.getByLabelText("Message") as HTMLTextAreaElement,
});
const button = () => screen.getByRole<HTMLButtonElement>("button");
const formElement = () => button().form!;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(fields().name, "Ada");
  await user.type(fields().email, "ada@example.com");
  await user.type(fields().message, "Hello");
}

function setup() {
  const user = userEvent.setup();
  render(<ContactForm />);
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(sendContactMessage).mockReset();
});

describe("ContactForm", () => {
  it("is idle at first: the button is enabled and reads 'Send Message'", () => {
    setup();
    expect(button()).toHaveTextContent("Send Message");
    expect(button()).not.toHaveAttribute("aria-disabled");
    expect(fields().message).toHaveAttribute("rows", "4");
    expect(screen.queryByRole("status", { name: "Success" })).toBeNull();
    expect(screen.queryByRole("alert", { name: "Failed" })).toBeNull();
  });

  it("sends the fields with the owner's first name as to_name", async () => {
    const user = setup();
    vi.mocked(sendContactMessage).mockResolvedValue("success");
    await fillIn(user);
    await user.click(button());
    expect(sendContactMessage).toHaveBeenCalledWith({
      fromName: "Ada",
      fromEmail: "ada@example.com",
      message: "Hello",
      toName: site.firstName,
    });
  });

  it("while sending reads 'Sending...', is disabled, keeps the focus and refuses a second submit", async () => {
    const user = setup();
    const finish = pendingSend();
    await fillIn(user);
    await user.click(button());

    expect(button()).toHaveTextContent("Sending...");
    expect(button()).toHaveAttribute("aria-disabled", "true");
    expect(button()).toHaveFocus();
    await user.click(button());
    await user.keyboard("{Enter}");
    expect(sendContactMessage).toHaveBeenCalledTimes(1);

    await finish("success");
    expect(button()).toHaveTextContent("Send Message");
    expect(button()).toHaveFocus();
  });

  it("while the success alert shows is disabled and refuses to send the message again", async () => {
    const user = setup();
    const finish = pendingSend();
    await fillIn(user);
    vi.useFakeTimers();
    fireEvent.click(button());
    await finish("success");

    expect(button()).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(button());
    fireEvent.submit(formElement());
    expect(sendContactMessage).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_RESET_MS));
    expect(button()).not.toHaveAttribute("aria-disabled");
    vi.mocked(sendContactMessage).mockResolvedValue("success");
    fireEvent.submit(formElement());
    expect(sendContactMessage).toHaveBeenCalledTimes(2);
  });

  it("on success shows the alert, then after exactly 3000 ms hides it and clears the fields and draft", async () => {
    const user = setup();
    const finish = pendingSend();
    await fillIn(user);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    // Fake timers from here on; user-event waits on real ones, so the click is a plain event.
    vi.useFakeTimers();
    fireEvent.click(button());
    await finish("success");

    expect(screen.getByRole("status", { name: "Success" })).toHaveTextContent("Message sent successfully!");
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_RESET_MS - 1));
    expect(screen.getByRole("status", { name: "Success" })).toBeInTheDocument();
    expect(fields().name).toHaveValue("Ada");

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole("status", { name: "Success" })).toBeNull();
    expect(fields()).toEqual({
      name: expect.objectContaining({ value: "" }),
      email: expect.objectContaining({ value: "" }),
      message: expect.objectContaining({ value: "" }),
    });
  });

  it("on failure shows the alert, keeps the fields and the draft, and is ready to retry", async () => {
    const user = setup();
    const finish = pendingSend();
    await fillIn(user);
    await user.click(button());
    await finish("failure");

    expect(screen.getByRole("alert", { name: "Failed" })).toHaveTextContent(FAILURE_TEXT);
    expect(fields().name).toHaveValue("Ada");
    expect(fields().email).toHaveValue("ada@example.com");
    expect(fields().message).toHaveValue("Hello");
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    expect(button()).toHaveTextContent("Send Message");
    expect(button()).not.toHaveAttribute("aria-disabled");

    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole("alert", { name: "Failed" })).toBeInTheDocument();
    expect(fields().message).toHaveValue("Hello");
  });

  it("on failure brings the outcome into view and offers the owner's email, outside the alert's text", async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, "scrollIntoView", { value: scrollIntoView, configurable: true });
    try {
      const user = setup();
      const finish = pendingSend();
      await fillIn(user);
      await user.click(button());
      expect(screen.queryByRole("link", { name: site.email })).toBeNull();
      await finish("failure");

      const alert = screen.getByRole("alert", { name: "Failed" });
      const email = screen.getByRole("link", { name: site.email });
      expect(email).toHaveAttribute("href", `mailto:${site.email}`);
      expect(alert).not.toContainElement(email);
      expect(scrolled.some((element) => element.contains(alert) && element.contains(email))).toBe(true);
      expect(fields().message).toHaveValue("Hello");
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("on success brings the outcome into view and offers no email link", async () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, "scrollIntoView", { value: scrollIntoView, configurable: true });
    try {
      const user = setup();
      vi.mocked(sendContactMessage).mockResolvedValue("success");
      await fillIn(user);
      await user.click(button());
      expect(screen.getByRole("status", { name: "Success" })).toBeInTheDocument();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole("link", { name: site.email })).toBeNull();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("does not send when the honeypot is filled, and looks like success", async () => {
    const user = setup();
    await fillIn(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    honeypot.value = "https://spam.example";
    await user.click(button());

    expect(sendContactMessage).not.toHaveBeenCalled();
    expect(screen.getByRole("status", { name: "Success" })).toBeInTheDocument();
  });

  it("keeps the honeypot away from assistive technology and the tab order", () => {
    setup();
    expect(screen.getAllByRole("textbox")).toHaveLength(3);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("restores a draft after mounting, as text", () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ name: "Zoë", email: "zoe@example.com", message: "<b>hi</b>" }),
    );
    setup();
    expect(fields().name).toHaveValue("Zoë");
    expect(fields().email).toHaveValue("zoe@example.com");
    expect(fields().message).toHaveValue("<b>hi</b>");
    expect(document.querySelector("b")).toBeNull();
  });
});

describe("before and after hydration", () => {
  it("is busy as prerendered, and not once React has run its effects", () => {
    expect(renderToString(<ContactForm />)).toMatch(/<form[^>]* aria-busy="true"/);
    const { container } = render(<ContactForm />);
    expect(container.querySelector("form")).not.toHaveAttribute("aria-busy");
  });
});
