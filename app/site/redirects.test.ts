// @vitest-environment node
import { describe, expect, it } from "vitest";

import { removedMachines } from "~/content/removed-machines";

import { redirects, redirectTarget } from "./redirects";

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

describe("a removed machine's address", () => {
  it("leads to the catalogue of its type in every edition, its spec sheet too", () => {
    const metallizer = { slug: "metallizer-2009", type: "metallizer" };
    expect(removedMachines).toEqual(expect.arrayContaining([expect.objectContaining(metallizer)]));
    const page = "/machinery/used-equipment/metallizer-2009";
    expect(redirectTarget(page)).toBe("/machinery/used-equipment?type=metallizer");
    expect(redirectTarget(`${page}/`)).toBe("/machinery/used-equipment?type=metallizer");
    expect(redirectTarget(`/fr${page}`)).toBe("/fr/machinery/used-equipment?type=metallizer");
    expect(redirectTarget(`/ar${page}/spec-sheet.pdf`)).toBe(
      "/ar/machinery/used-equipment?type=metallizer",
    );
  });

  it("is in the table the server and the static hosts read, for every removed machine", () => {
    for (const machine of removedMachines) {
      for (const prefix of ["", "/fr", "/ar"]) {
        expect(redirects[`${prefix}/machinery/used-equipment/${machine.slug}`]).toBe(
          `${prefix}/machinery/used-equipment?type=${machine.type}`,
        );
      }
    }
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
