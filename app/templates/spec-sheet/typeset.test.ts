import { describe, expect, it } from "vitest";

import { printable } from "./typeset";

describe("printable", () => {
  it("sets French narrow no-break spaces as no-break spaces, which the sheet's Inter has", () => {
    expect(printable("51\u202f200\u00a0heures")).toBe("51\u00a0200\u00a0heures");
    expect(printable("Référence\u202f: FP-1031")).toBe("Référence\u00a0: FP-1031");
    expect(printable("8 700 mm، 61,500 ساعة")).toBe("8 700 mm، 61,500 ساعة");
  });
});
