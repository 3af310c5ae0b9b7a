import { describe, expect, it } from "vitest";

import { capitalize } from "./text";

describe("capitalize", () => {
  it("upper-cases only the first letter", () => {
    expect(capitalize("over 15 years")).toBe("Over 15 years");
    expect(capitalize("BOPP films")).toBe("BOPP films");
    expect(capitalize("")).toBe("");
  });
});
