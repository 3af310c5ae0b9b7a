import { weekdays, type Weekday } from "./weekdays.ts";
import { dateTimeFormat, numberFormat } from "./intl.ts";
import { capitalize, fillTemplate } from "./text.ts";

/**
 * Opening hours in an edition's words and digits. The days and times are
 * data (schema.org day names, "09:00", "18:00", as app/content/company.json
 * holds them); `Intl` names the days and writes the digits, and each edition
 * writes the sentence around them ("Du lundi au vendredi, de 9 h à 18 h",
 * «من الاثنين إلى الجمعة، من 9:00 إلى 18:00»). The Arabic edition's Western
 * digits come from its `Intl` tag, not from the template.
 */

/** The part of an opening-hours entry this formats (app/content/company.ts). */
export interface HoursEntry {
  /** schema.org day names: "Monday" … "Sunday". */
  dayOfWeek: readonly Weekday[];
  /** "HH:MM", 24-hour. */
  opens: string;
  closes: string;
}

/** An edition's templates for hours (app/content/ui.ts and its translations). */
export interface HoursText {
  /** The whole line: "{days} {opens}-{closes}". */
  range: string;
  /** Three or more days in a row: "{first} to {last}". */
  days: string;
  /** A time on the hour: "{hour}:{minute}" in English, "{hour} h" in French. */
  onTheHour: string;
  /** Any other time: "{hour}:{minute}" in English, "{hour} h {minute}" in French. */
  time: string;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** "18:00" → "18:00" (English, Arabic) or "18 h" (French); "09:30" → "9:30" or "9 h 30". */
export function formatTime(time: string, text: HoursText, intlTag: string): string {
  const match = TIME.exec(time);
  if (!match) throw new Error(`Not a 24-hour time (HH:MM): "${time}"`);
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  const hour = numberFormat(intlTag, { useGrouping: false }).format(hours);
  const minute = numberFormat(intlTag, { minimumIntegerDigits: 2, useGrouping: false }).format(
    minutes,
  );
  return fillTemplate(minutes === 0 ? text.onTheHour : text.time, { hour, minute });
}

/** A day's name in the edition's language: ("Monday", "fr") → "lundi". */
export function dayName(day: Weekday, intlTag: string): string {
  // 1 January 2024 was a Monday; UTC keeps the machine's time zone out of it.
  const date = Date.UTC(2024, 0, 1 + weekdays.indexOf(day));
  return dateTimeFormat(intlTag, { weekday: "long", timeZone: "UTC" }).format(date);
}

/**
 * The days an entry covers, in week order: three or more in a row as a
 * range ("Monday to Friday", «من الاثنين إلى الجمعة»), others as a list
 * ("Saturday and Sunday", "lundi, mercredi et vendredi").
 */
export function formatDays(days: readonly Weekday[], text: HoursText, intlTag: string): string {
  const indexes = [...new Set(days.map((day) => weekdays.indexOf(day)))].sort((a, b) => a - b);
  const first = indexes[0];
  const last = indexes.at(-1);
  if (first === undefined || last === undefined) throw new Error("Opening hours without days");
  const names = indexes.map((index) => dayName(weekdays[index]!, intlTag));
  if (indexes.length >= 3 && last - first === indexes.length - 1) {
    return fillTemplate(text.days, { first: names[0]!, last: names.at(-1)! });
  }
  return new Intl.ListFormat(intlTag, { type: "conjunction" }).format(names);
}

/** One opening-hours line: "Monday to Friday 9:00-18:00", "Samedi, de 10 h à 15 h". */
export function formatHours(entry: HoursEntry, text: HoursText, intlTag: string): string {
  return capitalize(
    fillTemplate(text.range, {
      days: formatDays(entry.dayOfWeek, text, intlTag),
      opens: formatTime(entry.opens, text, intlTag),
      closes: formatTime(entry.closes, text, intlTag),
    }),
  );
}

/**
 * A time zone's name in an edition's words, the same all year round
 * ("Eastern Time", « heure de l’Est nord-américain »), or its IANA name
 * where `Intl` has none.
 */
export function zoneName(timeZone: string, intlTag: string): string {
  const parts = dateTimeFormat(intlTag, {
    timeZone,
    timeZoneName: "longGeneric",
  }).formatToParts(new Date(Date.UTC(2024, 0, 1)));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * The visitor's zone as the call form's slot hint names it: by the edition's
 * city when it is one of our markets' zones (« Casablanca », as the zone menu
 * above it says), by `zoneName` otherwise. CLDR's generic names for these
 * zones read as labels inside a sentence (« heure : Maroc »).
 */
export function visitorZoneName(
  timeZone: string,
  cities: Readonly<Record<string, string>>,
  intlTag: string,
): string {
  return Object.hasOwn(cities, timeZone) ? cities[timeZone]! : zoneName(timeZone, intlTag);
}

/** The time and the day it is at `timeZone` at `now`, in an edition's words: "14:05", "Friday". */
export function timeAt(
  timeZone: string,
  now: Date,
  text: HoursText,
  intlTag: string,
): { time: string; day: string } {
  const parts = dateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return {
    time: formatTime(`${part("hour")}:${part("minute")}`, text, intlTag),
    day: dayName(part("weekday") as Weekday, intlTag),
  };
}
