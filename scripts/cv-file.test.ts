// @vitest-environment node
// The CV as the build writes it, after the prerender: the document loaded through Vite's module runner (JSX,
// the ~/ alias, content with icon imports), rendered, and written at /cv.pdf in the folder given.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { writeCvFile } from "./cv-file";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("writeCvFile", () => {
  it("writes a PDF at /cv.pdf in the client folder and says where", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cv-file-"));
    dirs.push(dir);
    const file = await writeCvFile(dir);
    expect(file).toBe(join(dir, "cv.pdf"));
    const bytes = new Uint8Array(await readFile(file));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect((await getDocumentProxy(bytes)).numPages).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
