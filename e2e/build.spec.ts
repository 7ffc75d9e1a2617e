// The build the suite runs against needed no network: it ran with scripts/no-network.mjs preloaded, which
// refuses and logs every fetch, DNS lookup and connection to another machine (citation counts come from the
// snapshot file, fonts from node_modules), so a deploy from a runner without internet builds the same site.
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { networkLog } from "../scripts/test-sites.mjs";

test("the build reached no other machine", () => {
  const log = networkLog(process.env.BUILD_DIR ?? "build");
  expect(existsSync(log), `${log}: the build ran without scripts/no-network.mjs`).toBe(true);
  expect(readFileSync(log, "utf8")).toBe("");
});
