// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  EMAILJS_KEYS,
  missingEmailjsKeys,
  outboxBuildEnv,
  warnOnMissingEmailjsKeys,
} from "./emailjs-env.mjs";

const complete = {
  VITE_EMAILJS_PUBLIC_KEY: "key",
  VITE_EMAILJS_SERVICE_ID: "service",
  VITE_EMAILJS_TEMPLATE_ID: "template",
};

describe("missingEmailjsKeys", () => {
  it("names the keys that are unset or blank", () => {
    expect(missingEmailjsKeys(complete)).toEqual([]);
    expect(missingEmailjsKeys({ ...complete, VITE_EMAILJS_SERVICE_ID: " " })).toEqual([
      "VITE_EMAILJS_SERVICE_ID",
    ]);
    expect(missingEmailjsKeys({})).toEqual(EMAILJS_KEYS);
  });

  it("finds nothing missing in the outbox settings", () => {
    expect(missingEmailjsKeys(outboxBuildEnv("http://127.0.0.1:3001"))).toEqual([]);
    expect(outboxBuildEnv("http://127.0.0.1:3001").VITE_EMAILJS_ORIGIN).toBe("http://127.0.0.1:3001");
  });
});

describe("warnOnMissingEmailjsKeys", () => {
  const resolve = (plugin, env) => {
    const warn = vi.fn();
    plugin.configResolved({ env, logger: { warn } });
    return warn;
  };

  it("warns once per build, naming each missing variable", () => {
    const plugin = warnOnMissingEmailjsKeys();
    expect(plugin.apply).toBe("build");
    const warn = resolve(plugin, { VITE_EMAILJS_PUBLIC_KEY: "key" });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain("VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID are not set");
    expect(resolve(plugin, {})).not.toHaveBeenCalled();
  });

  it("stays quiet when every key is set", () => {
    expect(resolve(warnOnMissingEmailjsKeys(), complete)).not.toHaveBeenCalled();
  });
});
