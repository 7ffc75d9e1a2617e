// The shared browser context (e2e/fixtures.ts) leaves nothing of one test to the next: the second test here
// runs in the same worker, in the same context, after the first has left all it can behind.
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

test.describe("a test in a shared context", () => {
  let first: { context: unknown; pages: number } | undefined;

  test("leaves a page, a route, a cookie, a grant and local storage behind", async ({ page, context }) => {
    await page.goto("/legal");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await context.addCookies([{ name: "left", value: "behind", url: page.url() }]);
    await context.grantPermissions(["clipboard-read"]);
    await context.route("**/left-behind", (route) => route.fulfill({ body: "routed" }));
    await context.newPage();
    first = { context, pages: context.pages().length };
  });

  test("finds the context as a new one would be", async ({ page, context, expectConsoleError }) => {
    // The same context: else this test would prove nothing.
    expect(context).toBe(first?.context);
    // Its keeper, and this test's page.
    expect(context.pages()).toHaveLength(2);
    expect(first?.pages).toBeGreaterThan(2);
    await page.goto("/legal");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(
        async () => (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state,
      ),
    ).not.toBe("granted");
    // The server's answer, not the route's: a 404, which the browser logs.
    expectConsoleError(/Failed to load resource/);
    expect(await page.evaluate(async () => (await fetch("/left-behind")).status)).toBe(404);
  });
});

test.describe("a shared context that cannot be reset", () => {
  let broken: { context: unknown; worker: number } | undefined;

  test("fails the test that broke it", async ({ browsing, context }) => {
    // Its reset fails, after the test: the keeper page it needs is gone.
    test.fail();
    broken = { context, worker: test.info().workerIndex };
    await browsing.keeper?.close();
  });

  test("is closed, and the next test gets a new one", async ({ context }) => {
    expect(test.info().workerIndex, "the same worker, whose pool held the broken context").toBe(
      broken?.worker,
    );
    expect(context).not.toBe(broken?.context);
    const page = await context.newPage();
    await page.goto("/legal");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
