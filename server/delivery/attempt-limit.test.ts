import { describe, expect, it } from "vitest";

import { AttemptLimiter } from "./attempt-limit.ts";

const hour = 3_600_000;

describe("AttemptLimiter", () => {
  it("counts refused attempts apart from accepted offers", () => {
    const limiter = new AttemptLimiter({
      successes: { max: 2, windowMs: hour },
      failures: { max: 5, windowMs: hour },
    });
    const start = 1_000_000;
    for (let n = 0; n < 4; n += 1) limiter.record("a", false, start + n);
    // Four corrections, then the offer: still welcome.
    expect(limiter.retryAfter("a", start + 10)).toBeNull();
    limiter.record("a", true, start + 10);
    limiter.record("a", true, start + 20);
    expect(limiter.retryAfter("a", start + 30)).toBe(3600);
    // Another client is not affected.
    expect(limiter.retryAfter("b", start + 30)).toBeNull();
    // The window moves on.
    expect(limiter.retryAfter("a", start + 10 + hour)).toBeNull();
  });

  it("stops a client that only sends refused attempts, at the higher cap", () => {
    const limiter = new AttemptLimiter({
      successes: { max: 2, windowMs: hour },
      failures: { max: 5, windowMs: hour },
    });
    for (let n = 0; n < 5; n += 1) limiter.record("a", false, n * 1000);
    expect(limiter.retryAfter("a", 5000)).toBe(3600 - 5);
  });

  it("does nothing for a limit that is off", () => {
    const limiter = new AttemptLimiter({ successes: null, failures: null });
    for (let n = 0; n < 100; n += 1) limiter.record("a", n % 2 === 0, n);
    expect(limiter.retryAfter("a", 100)).toBeNull();
  });
});
