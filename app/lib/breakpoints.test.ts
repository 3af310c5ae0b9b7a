// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { DESKTOP_MIN_WIDTH_PX } from "./breakpoints";

describe("breakpoints", () => {
  it("matches the --breakpoint-lg token in the stylesheet", () => {
    const css = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8");
    const match = /--breakpoint-lg:\s*([\d.]+)rem/.exec(css);
    expect(match).not.toBeNull();
    expect(Number(match?.[1]) * 16).toBe(DESKTOP_MIN_WIDTH_PX);
  });
});
