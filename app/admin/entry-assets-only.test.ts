// @vitest-environment node
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { disableGlobalAssets } from "./entry-assets-only.ts";

const bundle = () =>
  readFileSync(
    resolve(import.meta.dirname, "../../node_modules/@sveltia/cms/npm/index.js"),
    "utf8",
  );

describe("disableGlobalAssets", () => {
  it("turns the image fields' Global Assets library off in the installed Sveltia CMS", () => {
    const code = bundle();
    const patched = disableGlobalAssets(code);
    expect(patched).not.toBe(code);
    const [before = "", after = ""] = [code, patched].map(
      (text) => /global:\{[^}]*\}/.exec(text)![0],
    );
    expect(before).toMatch(/^global:\{folder:([\w$]+),enabled:\1!==void 0\}$/);
    expect(after).toMatch(/^global:\{folder:[\w$]+,enabled:!1\}$/);
    // Nothing else changes: the entry's own library stays as it was.
    expect(patched.replace(after, before)).toBe(code);
  });

  it("fails the build when the code it changes is gone or ambiguous", () => {
    expect(() => disableGlobalAssets("export {}")).toThrow(/found 0 times/);
    const twice = "global:{folder:a,enabled:a!==void 0};global:{folder:b,enabled:b!==void 0}";
    expect(() => disableGlobalAssets(twice)).toThrow(/found 2 times/);
  });
});
