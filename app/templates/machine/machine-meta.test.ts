// @vitest-environment node
import { describe, expect, it } from "vitest";

import { machineTitle } from "./machine-meta";

const machine = { name: "Metallizer", year: 2016 };

describe("machineTitle", () => {
  it("says a machine is for sale only while it is available", () => {
    expect(machineTitle({ ...machine, status: "available" }, "en")).toBe(
      "Used Metallizer (2016) for sale",
    );
    expect(machineTitle({ ...machine, status: "reserved" }, "en")).toBe(
      "Used Metallizer (2016), reserved",
    );
    expect(machineTitle({ ...machine, status: "sold" }, "en")).toBe("Used Metallizer (2016), sold");
  });

  it("never says « à vendre » or «للبيع» of a sold or reserved machine", () => {
    for (const status of ["reserved", "sold"] as const) {
      expect(machineTitle({ ...machine, status }, "fr")).not.toMatch(/à vendre/);
      expect(machineTitle({ ...machine, status }, "ar")).not.toMatch(/للبيع/);
    }
    expect(machineTitle({ ...machine, status: "available" }, "fr")).toBe(
      "Metallizer d’occasion (2016) à vendre",
    );
    expect(machineTitle({ ...machine, status: "sold" }, "fr")).toBe(
      "Metallizer d’occasion (2016)\u00a0: machine vendue",
    );
  });
});
