const fieldStyles =
  "mt-2 block w-full rounded-lg border border-line bg-surface px-4 py-3 text-ink placeholder:text-muted focus:border-accent focus:outline-2 focus:outline-accent";

/** The contact form's fields. Sending is wired in app/lib/email.ts. */
export function ContactForm() {
  return (
    <form className="space-y-5">
      <div>
        <label htmlFor="contact-name" className="font-medium">
          Name
        </label>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          className={fieldStyles}
        />
      </div>
      <div>
        <label htmlFor="contact-email" className="font-medium">
          Email
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className={fieldStyles}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className="font-medium">
          Message
        </label>
        <textarea id="contact-message" name="message" rows={4} required className={fieldStyles} />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-accent px-6 py-2.5 font-semibold text-accent-ink transition hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Send Message
      </button>
    </form>
  );
}
