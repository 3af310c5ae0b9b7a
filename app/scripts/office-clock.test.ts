import { afterEach, describe, expect, it, vi } from "vitest";

import { getEdition } from "~/i18n/editions";

import { showOfficeTime } from "./office-clock";

function clockIn(locale: "en" | "ar") {
  const { t, intl } = getEdition(locale);
  const clock = document.createElement("p");
  clock.hidden = true;
  clock.dataset.officeClock = "";
  clock.dataset.timeZone = "America/New_York";
  clock.dataset.intl = intl;
  clock.dataset.words = JSON.stringify(t.ui.hours);
  document.body.replaceChildren(clock);
  return clock;
}

describe("showOfficeTime", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says the time and day at the office, then keeps it current minute by minute", () => {
    vi.useFakeTimers();
    let now = new Date("2027-01-08T14:05:30Z");
    const clock = clockIn("en");
    showOfficeTime(document, () => now);
    expect(clock).toBeVisible();
    expect(clock).toHaveTextContent("At our office it is now 9:05 on Friday.");
    now = new Date("2027-01-08T14:06:00Z");
    vi.advanceTimersByTime(30_000);
    expect(clock).toHaveTextContent("At our office it is now 9:06 on Friday.");
    now = new Date("2027-01-08T14:07:00Z");
    vi.advanceTimersByTime(60_000);
    expect(clock).toHaveTextContent("At our office it is now 9:07 on Friday.");
  });

  it("writes Arabic in the Arabic edition's words", () => {
    vi.useFakeTimers();
    const clock = clockIn("ar");
    showOfficeTime(document, () => new Date("2026-11-29T03:00:00Z"));
    expect(clock).toHaveTextContent("الساعة الآن في مكتبنا 22:00، يوم السبت.");
  });

  it("does nothing on a page without the line", () => {
    document.body.replaceChildren();
    expect(() => showOfficeTime(document)).not.toThrow();
  });
});
