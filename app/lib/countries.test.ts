// @vitest-environment node
import { describe, expect, it } from "vitest";

import { countryName } from "./countries";

describe("countryName", () => {
  it("keeps the specification's English names", () => {
    expect(countryName("US", "en")).toBe("USA");
    expect(countryName("GB", "en")).toBe("UK");
    expect(countryName("DE", "en")).toBe("Germany");
  });

  it("names countries in each edition's language", () => {
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("US", "fr")).toBe("États-Unis");
    expect(countryName("JP", "ar")).toBe("اليابان");
  });
});
