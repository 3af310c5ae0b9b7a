import { describe, expect, it } from "vitest";

import { redirectTarget } from "./redirects";

describe("redirectTarget", () => {
  it("sends the bare machinery path to the machinery division", () => {
    expect(redirectTarget("/machinery")).toBe("/machinery/machinery-division");
    expect(redirectTarget("/machinery/")).toBe("/machinery/machinery-division");
  });

  it("sends sellers to the contact form with the subject prefilled", () => {
    const target = new URL(redirectTarget("/sell-equipment"), "https://example.test");
    expect(target.pathname).toBe("/contact");
    expect(target.searchParams.get("subject")).toBe("Selling used equipment");
  });

  it("sends every other unknown path home", () => {
    expect(redirectTarget("/products")).toBe("/");
    expect(redirectTarget("/products/foo")).toBe("/");
    expect(redirectTarget("/strategic-sourcing")).toBe("/");
  });
});

describe("redirectTarget in the other editions", () => {
  it("keeps the visitor in their edition", () => {
    expect(redirectTarget("/fr/machinery")).toBe("/fr/machinery/machinery-division");
    expect(redirectTarget("/ar/machinery/")).toBe("/ar/machinery/machinery-division");
    expect(redirectTarget("/fr/nowhere")).toBe("/fr");
    expect(redirectTarget("/ar/products")).toBe("/ar");
  });

  it("sends Arabic sellers to the Arabic form with an Arabic subject", () => {
    const target = new URL(redirectTarget("/ar/sell-equipment"), "https://example.test");
    expect(target.pathname).toBe("/ar/contact");
    expect(target.searchParams.get("subject")).toMatch(/[\u0600-\u06ff]/);
  });
});
