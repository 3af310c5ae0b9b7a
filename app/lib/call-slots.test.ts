// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  bookableSlots,
  formatDay,
  formatSlot,
  formatSlotTime,
  isBookableSlot,
  parseSlotId,
  slotDays,
  slotFit,
  slotId,
  visitorWeek,
  wallTime,
  weeksOf,
  zonedInstant,
  type Office,
} from "./call-slots";

/** The office of company.json: New York, Monday to Friday 9 to 18, Saturday 10 to 15. */
const office: Office = {
  timeZone: "America/New_York",
  hours: [
    {
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    },
    { dayOfWeek: ["Saturday"], opens: "10:00", closes: "15:00" },
  ],
};

/** Wednesday 28 October 2026, 12:00 UTC: New York leaves daylight saving time on Sunday 1 November. */
const now = Date.UTC(2026, 9, 28, 12);
const slots = bookableSlots(office, now);
const at = (iso: string) => Date.parse(iso);

const riyadh = visitorWeek("Asia/Riyadh");
const lagos = visitorWeek("Africa/Lagos");
const casablanca = visitorWeek("Africa/Casablanca");

describe("zonedInstant and wallTime", () => {
  it("turn a wall clock in a zone into an instant and back, on both sides of a change", () => {
    expect(zonedInstant(2026, 10, 30, 9, 0, "America/New_York")).toBe(at("2026-10-30T13:00Z"));
    expect(zonedInstant(2026, 11, 2, 9, 0, "America/New_York")).toBe(at("2026-11-02T14:00Z"));
    expect(wallTime(at("2026-11-02T14:00Z"), "Asia/Riyadh")).toEqual({
      year: 2026,
      month: 11,
      day: 2,
      hour: 17,
      minute: 0,
      weekday: 1,
    });
  });

  it("reads a time the spring change skips as the one after it", () => {
    // 14 March 2027, 02:30 does not exist in New York: 03:30 EDT.
    expect(zonedInstant(2027, 3, 14, 2, 30, "America/New_York")).toBe(at("2027-03-14T07:30Z"));
  });
});

describe("bookableSlots", () => {
  it("offers every hour the office is open, from its next day for two weeks", () => {
    // Thursday 29 October to Wednesday 11 November: ten weekdays of 9 starts, two Saturdays of 5.
    expect(slots).toHaveLength(10 * 9 + 2 * 5);
    expect(slots[0]).toBe(at("2026-10-29T13:00Z"));
    expect(slots.at(-1)).toBe(at("2026-11-11T22:00Z"));
    // No call on Sunday 1 or 8 November, in New York.
    expect(slots.some((slot) => wallTime(slot, office.timeZone).weekday === 7)).toBe(false);
  });

  it("moves with New York's clocks: 9:00 is 16:00 in Riyadh before the change, 17:00 after", () => {
    expect(formatSlot(at("2026-10-29T13:00Z"), "Asia/Riyadh", "en-GB")).toBe("Thu 29 Oct, 16:00");
    expect(slots).toContain(at("2026-11-02T14:00Z"));
    expect(slots).not.toContain(at("2026-11-02T13:00Z"));
    expect(formatSlot(at("2026-11-02T14:00Z"), "Asia/Riyadh", "en-GB")).toBe("Mon 2 Nov, 17:00");
    expect(formatSlotTime(at("2026-11-02T14:00Z"), "America/New_York", "en-GB")).toBe("09:00");
  });

  it("writes the first of the month as French does, 1er, and other days and languages as Intl does", () => {
    // Tuesday 1 December 2026, 9:00 in New York: 14:00 in Casablanca.
    const first = at("2026-12-01T14:00Z");
    expect(formatDay(first, "Africa/Casablanca", "fr-FR")).toBe("mardi 1er décembre");
    expect(formatSlot(first, "Africa/Casablanca", "fr-FR")).toBe("mar. 1er déc., 14\u00a0h");
    expect(formatSlotTime(first, "Africa/Casablanca", "fr-FR")).toBe("14\u00a0h");
    expect(formatSlotTime(at("2026-12-01T14:30Z"), "Asia/Kolkata", "fr-FR")).toBe("20\u00a0h");
    expect(formatSlotTime(at("2026-12-01T14:00Z"), "Asia/Kolkata", "fr-FR")).toBe(
      "19\u00a0h\u00a030",
    );
    expect(formatSlotTime(at("2026-12-01T08:00Z"), "Europe/Paris", "fr-FR")).toBe("9\u00a0h");
    expect(formatDay(at("2026-12-10T14:00Z"), "Africa/Casablanca", "fr-FR")).toBe(
      "jeudi 10 décembre",
    );
    expect(formatDay(at("2026-12-11T14:00Z"), "Africa/Casablanca", "fr-FR")).toBe(
      "vendredi 11 décembre",
    );
    expect(formatDay(first, "Africa/Casablanca", "en-GB")).toBe("Tuesday 1 December");
    expect(formatSlot(first, "Asia/Riyadh", "ar-u-nu-latn")).not.toContain("er");
  });

  it("writes the Arabic edition's slots with Western digits", () => {
    expect(formatSlot(at("2026-11-02T14:00Z"), "Asia/Riyadh", "ar-u-nu-latn")).toMatch(
      /^الاثنين، 2 نوفمبر.* 17:00$/,
    );
  });
});

describe("isBookableSlot", () => {
  it("accepts an offered slot, and one still ahead though the page was left open overnight", () => {
    expect(isBookableSlot(office, at("2026-11-02T14:00Z"), now)).toBe(true);
    expect(isBookableSlot(office, at("2026-10-28T19:00Z"), now)).toBe(true);
  });

  it("refuses the past, short notice, closed hours, off-step starts and the far future", () => {
    expect(isBookableSlot(office, at("2026-10-27T14:00Z"), now)).toBe(false);
    expect(isBookableSlot(office, at("2026-10-28T13:00Z"), now)).toBe(false);
    // 08:00 and 17:30 in New York, and a Sunday.
    expect(isBookableSlot(office, at("2026-11-02T13:00Z"), now)).toBe(false);
    expect(isBookableSlot(office, at("2026-11-02T22:30Z"), now)).toBe(false);
    expect(isBookableSlot(office, at("2026-11-01T15:00Z"), now)).toBe(false);
    // Saturday closes at 15:00: 14:00 is the last start.
    expect(isBookableSlot(office, at("2026-10-31T18:00Z"), now)).toBe(true);
    expect(isBookableSlot(office, at("2026-10-31T19:00Z"), now)).toBe(false);
    expect(isBookableSlot(office, at("2026-11-30T14:00Z"), now)).toBe(false);
  });
});

describe("slot ids", () => {
  it("are the start in UTC, and nothing else parses", () => {
    expect(slotId(at("2026-11-02T14:00Z"))).toBe("2026-11-02T14:00:00.000Z");
    expect(parseSlotId("2026-11-02T14:00:00.000Z")).toBe(at("2026-11-02T14:00Z"));
    for (const text of ["2026-11-02T14:00:00+03:00", "tomorrow", "2026-11-02", "1762092000000"]) {
      expect(parseSlotId(text)).toBeNaN();
    }
  });
});

describe("a visitor's week", () => {
  it("runs Sunday to Thursday in Riyadh, Monday to Friday in Lagos and Casablanca", () => {
    expect(riyadh).toEqual({ firstDay: 7, weekend: [5, 6] });
    expect(lagos).toEqual({ firstDay: 1, weekend: [6, 7] });
    expect(casablanca).toEqual({ firstDay: 1, weekend: [6, 7] });
  });

  it("falls back on the browser's region, then on Monday to Friday", () => {
    expect(visitorWeek("Europe/Berlin", "ar-EG").weekend).toEqual([5, 6]);
    expect(visitorWeek("Etc/GMT+5", "not a tag")).toEqual({ firstDay: 1, weekend: [6, 7] });
  });
});

describe("which slots suit a visitor", () => {
  it("in Riyadh: New York's mornings, Monday to Thursday; Friday and Saturday are the weekend", () => {
    // Thursday 16:00 and 20:00 in Riyadh; 21:00 is night.
    expect(slotFit(at("2026-10-29T13:00Z"), "Asia/Riyadh", riyadh)).toBe("good");
    expect(slotFit(at("2026-10-29T17:00Z"), "Asia/Riyadh", riyadh)).toBe("good");
    expect(slotFit(at("2026-10-29T18:00Z"), "Asia/Riyadh", riyadh)).toBe("night");
    // Friday 16:00 and Saturday 18:00 in Riyadh are working hours in New York.
    expect(slotFit(at("2026-10-30T13:00Z"), "Asia/Riyadh", riyadh)).toBe("weekend");
    expect(slotFit(at("2026-11-07T15:00Z"), "Asia/Riyadh", riyadh)).toBe("weekend");
    // After the change, 9:00 to 12:00 in New York is 17:00 to 20:00 in Riyadh.
    const riyadhDays = slotDays(slots, "Asia/Riyadh", riyadh);
    const monday = riyadhDays.find((day) => day.key === "2026-11-02")!;
    expect(monday.slots.filter((slot) => slot.fit === "good").map((slot) => slot.instant)).toEqual(
      [14, 15, 16, 17].map((hour) => Date.UTC(2026, 10, 2, hour)),
    );
    // New York's evening is after midnight in Riyadh: that goes under the next day.
    expect(riyadhDays.find((day) => day.key === "2026-11-03")!.slots[0]).toEqual({
      instant: at("2026-11-02T21:00Z"),
      fit: "night",
    });
  });

  it("in Lagos: the whole New York morning and early afternoon; Saturday is the weekend", () => {
    expect(slotFit(at("2026-11-02T14:00Z"), "Africa/Lagos", lagos)).toBe("good");
    expect(formatSlot(at("2026-11-02T14:00Z"), "Africa/Lagos", "en-GB")).toBe("Mon 2 Nov, 15:00");
    expect(slotFit(at("2026-11-02T20:00Z"), "Africa/Lagos", lagos)).toBe("night");
    expect(slotFit(at("2026-11-07T15:00Z"), "Africa/Lagos", lagos)).toBe("weekend");
  });

  it("in Casablanca: an hour behind Lagos, except while Morocco's clock moves back for Ramadan", () => {
    // Tuesday 15 September 2026, 9:00 in New York (EDT): 14:00 in Casablanca (UTC+1).
    expect(formatSlot(at("2026-09-15T13:00Z"), "Africa/Casablanca", "fr-FR")).toBe(
      "mar. 15 sept., 14\u00a0h",
    );
    // Monday 16 March 2026, Ramadan: Morocco on UTC, New York already on EDT: 13:00.
    expect(formatSlotTime(at("2026-03-16T13:00Z"), "Africa/Casablanca", "fr-FR")).toBe("13\u00a0h");
    expect(slotFit(at("2026-09-15T21:00Z"), "Africa/Casablanca", casablanca)).toBe("night");
    expect(slotFit(at("2026-09-19T14:00Z"), "Africa/Casablanca", casablanca)).toBe("weekend");
  });
});

describe("weeksOf", () => {
  const tokyoDays = slotDays(slots, "Asia/Tokyo", riyadh);
  // New York's Saturday 10:00 is Sunday 00:00 in Tokyo.
  const sunday = "2026-11-08";

  it("starts a week on the visitor's first day", () => {
    const sundayFirst = weeksOf(tokyoDays, { firstDay: 7, weekend: [5, 6] });
    expect(sundayFirst.find((week) => week[0]!.key === sunday)).toBeDefined();
    const mondayFirst = weeksOf(tokyoDays, { firstDay: 1, weekend: [6, 7] });
    expect(mondayFirst.find((week) => week.at(-1)!.key === sunday)).toBeDefined();
    expect(mondayFirst.flat()).toEqual(tokyoDays);
  });
});
