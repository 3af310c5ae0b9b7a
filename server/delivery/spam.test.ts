// @vitest-environment node
import { describe, expect, it } from "vitest";

import { spamReason } from "./spam.ts";

const now = Date.parse("2026-11-23T10:00:00Z");

describe("spamReason", () => {
  it("lets a person through", () => {
    expect(spamReason({ website: "", startedAt: now - 45_000 }, now)).toBeNull();
    expect(spamReason({ website: "   " }, now)).toBeNull();
  });

  it("catches a filled honeypot", () => {
    expect(spamReason({ website: "https://spam.example", startedAt: now - 45_000 }, now)).toBe(
      "honeypot filled",
    );
  });

  it("catches a form sent under 3 seconds after it was shown", () => {
    expect(spamReason({ website: "", startedAt: now - 2999 }, now)).toBe("sent within 3 seconds");
    expect(spamReason({ website: "", startedAt: now - 3000 }, now)).toBeNull();
  });

  it("gives the benefit of the doubt when the time is missing or the visitor's clock runs ahead", () => {
    expect(spamReason({ website: "", startedAt: 0 }, now)).toBeNull();
    expect(spamReason({ website: "", startedAt: now + 90_000 }, now)).toBeNull();
  });
});
