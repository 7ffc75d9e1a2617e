// @vitest-environment node
// A production build makes a value from the owner's content once for the whole process; content that changed
// is made again, and outside a production build nothing is kept.
import { afterEach, describe, expect, it, vi } from "vitest";
import { oncePerBuild } from "./build-once.server";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A make() that counts its calls and returns a new object each time. */
function counted() {
  const make = vi.fn(() => ({ made: make.mock.calls.length }));
  return make;
}

describe("oncePerBuild", () => {
  it("in a production build, gives every caller the value the first one made from the same content", () => {
    vi.stubEnv("NODE_ENV", "production");
    const make = counted();
    const first = oncePerBuild("same content", ["a.md", "# A"], make);
    expect(oncePerBuild("same content", ["a.md", "# A"], make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("makes the value again when the content changed, or when the texts split differently", () => {
    vi.stubEnv("NODE_ENV", "production");
    const make = counted();
    oncePerBuild("changed content", ["a.md", "# A"], make);
    oncePerBuild("changed content", ["a.md", "# B"], make);
    oncePerBuild("changed content", ["a.m", "d# B"], make);
    expect(make).toHaveBeenCalledTimes(3);
  });

  it("keeps one value per name", () => {
    vi.stubEnv("NODE_ENV", "production");
    const make = counted();
    oncePerBuild("posts one", ["x"], make);
    oncePerBuild("posts two", ["x"], make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("keeps nothing outside a production build: the dev server reloads a loader as its code changes", () => {
    vi.stubEnv("NODE_ENV", "development");
    const make = counted();
    const first = oncePerBuild("dev", ["a.md", "# A"], make);
    expect(oncePerBuild("dev", ["a.md", "# A"], make)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
