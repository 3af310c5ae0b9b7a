// @vitest-environment node
import { describe, expect, it } from "vitest";

import { company } from "~/content/company";
import { getEdition } from "~/i18n/editions";

import {
  formatDays,
  formatHours,
  formatTime,
  timeAt,
  visitorZoneName,
  zoneName,
  type HoursText,
} from "./hours";
import type { Locale } from "../i18n/locales";

const NBSP = "\u00a0";

/** Each edition's hours, as the footer and the contact page show them. */
function hoursIn(locale: Locale) {
  const { t, intl } = getEdition(locale);
  return company.hours.map((entry) => formatHours(entry, t.ui.hours, intl));
}

describe("formatHours", () => {
  it("writes the spec's hours in English", () => {
    expect(hoursIn("en")).toEqual(["Monday to Friday 9:00-18:00", "Saturday 10:00-15:00"]);
  });

  it("writes French hours the French way, with no-break spaces before h", () => {
    expect(hoursIn("fr")).toEqual([
      `Du lundi au vendredi, de 9${NBSP}h à 18${NBSP}h`,
      `Samedi, de 10${NBSP}h à 15${NBSP}h`,
    ]);
  });

  it("writes Arabic hours with words for the range and Western digits", () => {
    expect(hoursIn("ar")).toEqual([
      "من الاثنين إلى الجمعة، من 9:00 إلى 18:00",
      "السبت، من 10:00 إلى 15:00",
    ]);
  });

  it("keeps the structured data's days and times in company.json", () => {
    expect(company.hours[0]).toMatchObject({ opens: "09:00", closes: "18:00" });
    expect(company.hours[0]?.dayOfWeek).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ]);
  });
});

describe("formatDays", () => {
  const text = (locale: Locale) => getEdition(locale).t.ui.hours;

  it("writes three or more days in a row as a range, in week order", () => {
    expect(
      formatDays(["Friday", "Monday", "Wednesday", "Tuesday", "Thursday"], text("en"), "en"),
    ).toBe("Monday to Friday");
    expect(formatDays(["Monday", "Tuesday", "Wednesday"], text("fr"), "fr-FR")).toBe(
      "du lundi au mercredi",
    );
  });

  it("lists two days, and days with gaps, with the edition's conjunction", () => {
    expect(formatDays(["Sunday", "Saturday"], text("en"), "en")).toBe("Saturday and Sunday");
    expect(formatDays(["Monday", "Wednesday", "Friday"], text("fr"), "fr-FR")).toBe(
      "lundi, mercredi et vendredi",
    );
    expect(formatDays(["Saturday"], text("ar"), "ar-u-nu-latn")).toBe("السبت");
  });
});

describe("formatTime", () => {
  const french: HoursText = getEdition("fr").t.ui.hours;

  it("writes minutes after h in French, and pads them", () => {
    expect(formatTime("09:30", french, "fr-FR")).toBe(`9${NBSP}h${NBSP}30`);
    expect(formatTime("14:05", french, "fr-FR")).toBe(`14${NBSP}h${NBSP}05`);
    expect(formatTime("00:00", french, "fr-FR")).toBe(`0${NBSP}h`);
  });

  it("takes its digits from the Intl tag, not from the template", () => {
    const arabic = getEdition("ar").t.ui.hours;
    expect(formatTime("09:30", arabic, "ar-u-nu-latn")).toBe("9:30");
    expect(formatTime("09:30", arabic, "ar-u-nu-arab")).toBe("٩:٣٠");
  });

  it("rejects a time that is not HH:MM on 24 hours", () => {
    for (const time of ["9h", "24:00", "09:60", "9:00 AM", ""]) {
      expect(() => formatTime(time, french, "fr-FR"), time).toThrow(/HH:MM/);
    }
  });
});

describe("the office's time zone", () => {
  it("is named the same all year, in each edition's words", () => {
    expect(company.timeZone).toBe("America/New_York");
    expect(zoneName(company.timeZone, getEdition("en").intl)).toBe("Eastern Time");
    expect(zoneName(company.timeZone, getEdition("fr").intl)).toBe("heure de l’Est nord-américain");
    expect(zoneName(company.timeZone, getEdition("ar").intl)).toBe(
      "التوقيت الشرقي لأمريكا الشمالية",
    );
  });

  it("names the visitor's zone in the slot hint by the zone menu's city, CLDR's name beyond our markets", () => {
    for (const locale of ["en", "fr", "ar"] as const) {
      const { t, intl } = getEdition(locale);
      const cities = t.callRequest.form.zones;
      expect(visitorZoneName("Africa/Casablanca", cities, intl)).toBe(cities["Africa/Casablanca"]);
      expect(visitorZoneName("Asia/Riyadh", cities, intl)).toBe(cities["Asia/Riyadh"]);
      expect(visitorZoneName("Asia/Tokyo", cities, intl)).toBe(zoneName("Asia/Tokyo", intl));
    }
    expect(
      visitorZoneName("Africa/Casablanca", getEdition("fr").t.callRequest.form.zones, "fr-FR"),
    ).toBe("Casablanca");
  });

  it("tells a visitor in Riyadh, early on their Sunday, that it is still Saturday night at the office", () => {
    // Sunday 6:00 in Riyadh (UTC+3) is 3:00 UTC, 22:00 on Saturday in New York (EST, UTC-5).
    const now = new Date("2026-11-29T03:00:00Z");
    const { t, intl } = getEdition("ar");
    expect(timeAt(company.timeZone, now, t.ui.hours, intl)).toEqual({
      time: "22:00",
      day: "السبت",
    });
  });

  it("follows daylight saving time: 14:05 UTC is 10:05 in New York in July, 9:05 in January", () => {
    const { t, intl } = getEdition("en");
    expect(timeAt(company.timeZone, new Date("2026-07-03T14:05:00Z"), t.ui.hours, intl)).toEqual({
      time: "10:05",
      day: "Friday",
    });
    expect(timeAt(company.timeZone, new Date("2027-01-08T14:05:00Z"), t.ui.hours, intl)).toEqual({
      time: "9:05",
      day: "Friday",
    });
    const french = getEdition("fr");
    expect(
      timeAt(company.timeZone, new Date("2027-01-08T14:05:00Z"), french.t.ui.hours, french.intl),
    ).toEqual({ time: `9${NBSP}h${NBSP}05`, day: "vendredi" });
  });
});
