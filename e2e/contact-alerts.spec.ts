// The contact form's success and failure alerts pass WCAG 2.2 AA (axe-core) at phone and desktop widths, in
// light and dark. They show only after a send, so accessibility.spec's page scans never see them; they show
// no content of the owner's, so the run on another owner's content (decision 014) leaves them out.
import { BROWSER_NETWORK_LOG, NOT_SENT_LOG, contactForm, fill, scriptSends } from "./contact-page";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./site-pages";

// A fake clock holds each alert while it is scanned; installed in the browser context, it stays there.
test.use({ ownContext: true });

const widths = [390, 1280];
const schemes = ["light", "dark"] as const;

test.describe("contact form states", () => {
  for (const colorScheme of schemes) {
    for (const width of widths) {
      test(`success and failure alerts have no axe violations (${colorScheme}, ${width} px)`, async ({
        page,
        expectConsoleError,
      }) => {
        // Two sends and two scans, the second a tick at a time.
        test.slow();
        expectConsoleError(NOT_SENT_LOG);
        expectConsoleError(BROWSER_NETWORK_LOG);
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        await page.clock.install();
        await page.goto("/contact");
        await hydrated(page);
        const form = contactForm(page);

        // Failure first: it keeps the fields, so the same message is then sent again, successfully.
        const sends = await scriptSends(page, { status: 500 });
        await fill(page);
        await form.button.click();
        await expect(form.failure).toBeVisible();
        expect(await axeViolations(page, "form")).toEqual([]);

        sends.set("outbox");
        await form.button.click();
        await expect(form.success).toBeVisible();
        // Only the alert: the form around it was scanned just above. The alert goes after 3 s, and a scan on a
        // busy machine takes longer, so the page's clock stands still and moves a millisecond at a time while
        // axe works (it runs on timers): the scan sees the alert, and 3 s of page time never pass.
        // Half a second ahead of the page's own clock (a jump into the page's past is refused).
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
        let scanning = true;
        const scan = axeViolations(page, '[role="status"]').finally(() => (scanning = false));
        while (scanning) await page.clock.runFor(1);
        const violations = await scan;
        await expect(form.success, "the scan ran while the success alert was shown").toBeVisible();
        expect(violations).toEqual([]);
      });
    }
  }
});
