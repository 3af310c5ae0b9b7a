import { describe, expect, it } from "vitest";

import { showCurrentYear } from "./current-year";

describe("showCurrentYear", () => {
  it("replaces the build's year with the visitor's", () => {
    document.body.innerHTML = `<p>© <span data-current-year>2025</span> FlexPack</p>`;
    showCurrentYear(document, new Date("2031-01-02T00:00:00Z"));
    expect(document.querySelector("[data-current-year]")).toHaveTextContent("2031");
  });

  it("leaves the build's year alone when it is still this year", () => {
    document.body.innerHTML = `<p>© <span data-current-year>2031</span> FlexPack</p>`;
    const text = document.querySelector("[data-current-year]")!.firstChild;
    showCurrentYear(document, new Date("2031-06-02T00:00:00Z"));
    expect(document.querySelector("[data-current-year]")!.firstChild).toBe(text);
  });
});
