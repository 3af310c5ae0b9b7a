// @vitest-environment node
import { describe, expect, it } from "vitest";

import { redirectTarget } from "./redirects";

describe("redirectTarget", () => {
  it("sends the bare machinery path to the machinery division", () => {
    expect(redirectTarget("/machinery")).toBe("/machinery/machinery-division");
    expect(redirectTarget("/machinery/")).toBe("/machinery/machinery-division");
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
});
