import { describe, expect, it } from "vitest";

import { isScrollLocked, lockScroll } from "./scroll-lock";

describe("lockScroll", () => {
  it("keeps the page locked until every holder has released", () => {
    const releaseMenu = lockScroll();
    const releaseDialog = lockScroll();
    expect(isScrollLocked()).toBe(true);
    releaseMenu();
    releaseMenu();
    expect(isScrollLocked()).toBe(true);
    releaseDialog();
    expect(isScrollLocked()).toBe(false);
  });
});
