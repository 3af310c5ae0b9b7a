// @vitest-environment node
import { describe, expect, it } from "vitest";

import { cycleIndex } from "./cycle";

describe("cycleIndex", () => {
  it("moves forward and back inside the list", () => {
    expect(cycleIndex(0, 1, 3)).toBe(1);
    expect(cycleIndex(1, 1, 3)).toBe(2);
    expect(cycleIndex(2, -1, 3)).toBe(1);
  });

  it("wraps from the last item to the first, and from the first to the last", () => {
    expect(cycleIndex(2, 1, 3)).toBe(0);
    expect(cycleIndex(0, -1, 3)).toBe(2);
  });

  it("wraps steps longer than the list in both directions", () => {
    expect(cycleIndex(1, 7, 3)).toBe(2);
    expect(cycleIndex(1, -7, 3)).toBe(0);
  });

  it("stays on the only item of a one-item list", () => {
    expect(cycleIndex(0, 1, 1)).toBe(0);
    expect(cycleIndex(0, -1, 1)).toBe(0);
  });

  it("gives 0 for an empty list", () => {
    expect(cycleIndex(0, 1, 0)).toBe(0);
    expect(cycleIndex(0, -1, 0)).toBe(0);
  });

  it("returns to the start after a full turn either way", () => {
    for (let start = 0; start < 5; start += 1) {
      let forward = start;
      let back = start;
      for (let turn = 0; turn < 5; turn += 1) {
        forward = cycleIndex(forward, 1, 5);
        back = cycleIndex(back, -1, 5);
      }
      expect(forward).toBe(start);
      expect(back).toBe(start);
    }
  });
});
