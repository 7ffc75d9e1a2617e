// The contact form: sends through app/lib/email.ts and is always in one of four states (idle, sending,
// success, failure), from which the button, the lock and the alert are derived. The fields are
// uncontrolled: the browser holds what was typed, so restoring a draft after hydration, or text typed
// before it, never conflicts with what React rendered at build time.
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { site } from "~/content/site";
import { LocalText } from "./local-text";
import { SUCCESS_RESET_MS } from "~/lib/contact-constants";
import { clearDraft, loadDraft, saveDraft } from "~/lib/contact-draft";
import { sendContactMessage } from "~/lib/email";
import type { Messages } from "~/i18n/messages";
import { useMessages } from "~/i18n/use-language";

/** The form is always in exactly one of these; everything it shows is derived from which. */
type FormState = "idle" | "sending" | "success" | "failure";
type FormText = keyof Messages["form"];

// Locked means read-only and unsendable: while sending, and while the success alert shows, because the
// fields clear when it goes, so text typed in those seconds would be lost and the sent message must not go
// twice. After a failure the fields are kept and the form is ready to retry. The button's text is the
// catalogue's (app/i18n/messages.ts): "Send Message", "Sending...".
const stateViews = {
  idle: { buttonText: "send", locked: false },
  sending: { buttonText: "sending", locked: true },
  success: { buttonText: "send", locked: true },
  failure: { buttonText: "send", locked: false },
} as const satisfies Record<FormState, { buttonText: FormText; locked: boolean }>;

/** The outcomes that show an alert; its label and text are keys of the catalogue's form texts. */
const alerts = {
  success: {
    role: "status",
    label: "successLabel",
    text: "successText",
    className: "border-success/40 bg-success-soft text-success",
  },
  failure: {
    role: "alert",
    label: "failureLabel",
    text: "failureText",
    className: "border-danger/40 bg-danger-soft text-danger",
  },
} as const satisfies Partial<Record<FormState, { [other: string]: string; label: FormText; text: FormText }>>;

/** Bots fill every field they find; people never see this one. A message that fills it is not sent. */
const HONEYPOT_NAME = "website";

const fieldStyles =
  "mt-2 block w-full rounded-lg border border-line bg-surface px-4 py-3 text-ink placeholder:text-muted focus:border-accent focus:outline-2 focus:outline-accent read-only:opacity-80";

function fieldsOf(form: HTMLFormElement) {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
  return {
    name: field("name"),
    email: field("email"),
    message: field("message"),
    honeypot: field(HONEYPOT_NAME),
  };
}

type FieldProps = { label: string; name: "name" | "email" | "message"; locked: boolean } & (
  { type: "text" | "email"; autoComplete: string } | { rows: number }
);

/** A labelled field, read-only while the form is locked; with `rows`, the message's text area. */
function Field({ label, name, locked, ...kind }: FieldProps) {
  const id = `contact-${name}`;
  const field = { id, name, ...kind, required: true, readOnly: locked, className: fieldStyles };
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {"rows" in kind ? <textarea {...field} /> : <input {...field} />}
    </div>
  );
}

/** The owner's email in a sentence: contactWithoutScript's words before it, the link, then `children`. */
function WriteToOwner({ children }: { children: React.ReactNode }) {
  return (
    <>
      <LocalText text={site.contactWithoutScript.beforeEmail} />{" "}
      <a href={`mailto:${site.email}`} className="font-semibold text-accent underline underline-offset-4">
        {site.email}
      </a>
      {children}
    </>
  );
}

/**
 * The outcome's two live regions, always in the page so that screen readers announce what appears in them,
 * and after a failure the owner's email.
 */
function Outcome({ state, alertId }: { state: FormState; alertId: string }) {
  const { form } = useMessages();
  return (
    <>
      {Object.entries(alerts).map(([alertState, { role, label, text, className }]) => {
        const shown = state === alertState;
        const labelId = `${alertId}-${alertState}`;
        return (
          <div key={alertState} role={role} aria-labelledby={shown ? labelId : undefined}>
            {shown && (
              <div className={`mt-4 rounded-lg border px-4 py-3 ${className}`}>
                <p id={labelId} className="font-semibold">
                  {form[label]}
                </p>
                <p>{form[text]}</p>
              </div>
            )}
          </div>
        );
      })}
      {/* Outside the alert's own text: another way to reach the owner, and nothing typed is lost. */}
      {state === "failure" && (
        <p className="mt-3">
          <WriteToOwner>.</WriteToOwner>
        </p>
      )}
    </>
  );
}

/**
 * The outcome appears below the button, which on a phone can be below the fold: bring it into view, so Send
 * visibly does something. Screen readers hear it from its live region.
 */
function useOutcomeInView(state: FormState, outcomeRef: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (state !== "success" && state !== "failure") return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    outcomeRef.current?.scrollIntoView?.({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
  }, [state, outcomeRef]);
}

/**
 * The draft of an earlier visit in the fields left empty. After hydration, never during render: the page is
 * prerendered, and sessionStorage is the browser's.
 */
function useRestoredDraft(formRef: React.RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    const draft = loadDraft();
    if (!form || !draft) return;
    const fields = fieldsOf(form);
    for (const key of ["name", "email", "message"] as const) {
      if (fields[key].value === "") fields[key].value = draft[key];
    }
  }, [formRef]);
}

/** For useSyncExternalStore: whether this render is the browser's, which never changes once it is. */
const noSubscription = () => () => {};
const isInBrowser = () => true;
const isOnServer = () => false;

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<FormState>("idle");
  // Set in the same tick as the submit, so a second submit before React re-renders is still refused.
  // It follows the state's lock: released on failure and when the success alert goes.
  const lockedRef = useRef(false);
  const alertId = useId();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { buttonText, locked } = stateViews[state];
  const { form } = useMessages();

  useOutcomeInView(state, outcomeRef);
  useRestoredDraft(formRef);
  // Until React has hydrated it, the prerendered form cannot send: it says so as busy (aria-busy), which
  // assistive technology announces and the tests wait on. React renders the server's snapshot (false) to
  // hydrate, then the browser's (true).
  const hydrated = useSyncExternalStore(noSubscription, isInBrowser, isOnServer);

  // Success lasts SUCCESS_RESET_MS, then the form is idle and empty. A layout effect, so the countdown
  // starts in the same task that shows the alert, never a frame later.
  useLayoutEffect(() => {
    if (state !== "success") return;
    const timer = setTimeout(() => {
      formRef.current?.reset();
      clearDraft();
      lockedRef.current = false;
      setState("idle");
    }, SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lockedRef.current) return;
    lockedRef.current = true;
    const { name, email, message, honeypot } = fieldsOf(event.currentTarget);
    setState("sending");
    // A bot that filled the honeypot sees what looks like success, so it has no reason to try again.
    const outcome = honeypot.value
      ? "success"
      : await sendContactMessage({
          fromName: name.value,
          fromEmail: email.value,
          message: message.value,
          toName: site.firstName,
        });
    // Cleared now as well as at the reset, so a reload before the alert goes does not bring a sent message
    // back.
    if (outcome === "success") clearDraft();
    else lockedRef.current = false;
    setState(outcome);
  }

  return (
    <>
      {/* Without JavaScript the form cannot send, so it is hidden (noscript: is @media (scripting: none),
          which applies from the first paint, so nothing moves once the page hydrates) and a plain mailto
          link takes its place. */}
      <noscript>
        <p role="note" className="rounded-lg border border-line bg-surface p-5">
          <WriteToOwner>
            . <LocalText text={site.contactWithoutScript.afterEmail} />
          </WriteToOwner>
        </p>
      </noscript>
      {/* method="dialog": outside a <dialog>, a native submit does nothing. So a visitor who submits in the
          instant before React hydrates keeps the text, instead of a reload to /contact?message=... */}
      <form
        ref={formRef}
        method="dialog"
        onSubmit={handleSubmit}
        onInput={(event) => {
          const { name, email, message } = fieldsOf(event.currentTarget);
          saveDraft({ name: name.value, email: email.value, message: message.value });
        }}
        aria-busy={!hydrated || undefined}
        className="noscript:hidden"
      >
        <div className="space-y-5">
          <Field label={form.name} name="name" type="text" autoComplete="name" locked={locked} />
          <Field label={form.email} name="email" type="email" autoComplete="email" locked={locked} />
          <Field label={form.message} name="message" rows={4} locked={locked} />
        </div>
        {/* Off screen for people, aria-hidden for assistive technology, out of the tab order, never autofilled. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="mt-6">
          {/* aria-disabled rather than disabled: a disabled button drops the keyboard focus to <body>,
              while this one keeps it and announces itself as unavailable. handleSubmit refuses the click. */}
          <button
            type="submit"
            aria-disabled={locked || undefined}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-accent px-6 py-2.5 font-semibold text-accent-ink transition hover:opacity-90 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {form[buttonText]}
          </button>
          {/* Below the button, so a result only ever moves what comes after the form. */}
          <div ref={outcomeRef} className="scroll-mb-6">
            <Outcome state={state} alertId={alertId} />
          </div>
        </div>
      </form>
    </>
  );
}
