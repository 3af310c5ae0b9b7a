// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { htmlBudgetReport } from "./html-budget.ts";

const dirs: string[] = [];
afterEach(() =>
  Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))),
);

async function site(files: Record<string, number>) {
  const dir = await mkdtemp(join(tmpdir(), "html-budget-"));
  dirs.push(dir);
  for (const [file, bytes] of Object.entries(files)) {
    await mkdir(join(dir, file, ".."), { recursive: true });
    await writeFile(join(dir, file), Buffer.alloc(bytes, 0x61));
  }
  return dir;
}

describe("htmlBudgetReport", () => {
  it("measures the brotli twin, or the page itself without one, and names each miss", async () => {
    const dir = await site({
      "index.html": 40_000,
      "index.html.br": 15 * 1024,
      "about/index.html": 14_000,
      "ar/about/index.html": 90_000,
      "ar/about/index.html.br": 15 * 1024 + 1,
      // A machine's page has 18 KB, an island page none.
      "machinery/used-equipment/slitter-2019/index.html.br": 17 * 1024,
      "machinery/used-equipment/slitter-2019/index.html": 80_000,
      "contact/index.html": 30_000,
      "admin/index.html": 30_000,
    });
    const report = await htmlBudgetReport(dir);
    expect(report.misses).toEqual(["/ar/about: HTML 15.0 KB brotli > 15.0 KB"]);
    expect(report.summary).toContain("/ar/about 15.0 KB of 15.0 KB");
    expect(report.summary).toContain("/machinery/used-equipment/slitter-2019 17.0 KB of 18.0 KB");
  });

  it("passes a site within its budgets", async () => {
    const dir = await site({ "index.html": 9_000, "fr/index.html": 15 * 1024 });
    expect((await htmlBudgetReport(dir)).misses).toEqual([]);
  });
});
