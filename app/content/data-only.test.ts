// @vitest-environment node
import { describe, expect, it } from "vitest";

/**
 * app/content/ is data: it exports objects, arrays, strings and types, and
 * no functions. What computes from the data lives a layer up (app/i18n/,
 * app/site/); see app/content/README.md.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
});

describe("app/content", () => {
  it("finds its modules", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(40);
    expect(Object.keys(modules)).toContain("./locales/fr/index.ts");
  });

  it.each(Object.entries(modules))("%s exports no function", (_path, exports) => {
    const functions = Object.entries(exports)
      .filter(([, value]) => typeof value === "function")
      .map(([name]) => name);
    expect(functions).toEqual([]);
  });
});
