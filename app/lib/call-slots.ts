import type { HoursEntry } from "./hours.ts";
import { dateTimeFormat } from "./intl.ts";
import { weekdays } from "./weekdays.ts";

export { isTimeZone } from "./time-zones.ts";

/**
 * The times a visitor may ask to be called at, from an office's hours and
 * time zone, and how each reads in the visitor's zone. Every conversion goes
 * through `Intl` with the zones' names, never a fixed offset, so a daylight
 * saving change on either side moves the slots as the clocks do. A slot is
 * the instant a call starts, in milliseconds since the epoch; on the wire it
 * is its ISO string in UTC ("2026-11-30T14:00:00.000Z").
 */

/** The office: its opening hours (company.json) and its IANA time zone. */
export interface Office {
  hours: readonly HoursEntry[];
  timeZone: string;
}

/** How a call is scheduled: starts every `stepMinutes`, each lasting `callMinutes`. */
export const callPlan = {
  /** Starts on the hour… */
  stepMinutes: 60,
  /** …for a call of up to half an hour, which ends before the office closes. */
  callMinutes: 30,
  /** Offered from the office's next day… */
  leadDays: 1,
  /** …for two weeks. */
  horizonDays: 14,
  /** The server still accepts a slot shown yesterday, if it starts at least this far ahead. */
  minNoticeMs: 2 * 60 * 60 * 1000,
} as const;

/** A wall clock reading in a zone. `weekday` is ISO: 1 is Monday, 7 Sunday. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const ISO_WEEKDAY: Record<string, number> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

/** The date, time and weekday it is in `timeZone` at `instant`. */
export function wallTime(instant: number, timeZone: string): WallTime {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    weekday: "short",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return {
    year: Number(part("year")),
    month: Number(part("month")),
    day: Number(part("day")),
    hour: Number(part("hour")),
    minute: Number(part("minute")),
    weekday: ISO_WEEKDAY[part("weekday")] ?? 0,
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall clock in `timeZone` reads this date and time. A time
 * that a spring change skips reads as the one after it (02:30 → 03:30).
 */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return first === second ? first : Math.max(first, second);
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** The office's hours on an ISO weekday, in minutes after midnight, or none. */
function hoursOn(office: Office, weekday: number) {
  const name = weekdays[weekday - 1];
  const entry = office.hours.find((hours) => name && hours.dayOfWeek.includes(name));
  return entry ? { opens: minutesOf(entry.opens), closes: minutesOf(entry.closes) } : undefined;
}

/** True when a call starting at `instant` starts on the step and ends within the office's hours. */
export function withinOfficeHours(office: Office, instant: number): boolean {
  const wall = wallTime(instant, office.timeZone);
  const hours = hoursOn(office, wall.weekday);
  const start = wall.hour * 60 + wall.minute;
  return (
    instant % 60_000 === 0 &&
    hours !== undefined &&
    (start - hours.opens) % callPlan.stepMinutes === 0 &&
    start >= hours.opens &&
    start + callPlan.callMinutes <= hours.closes
  );
}

/**
 * The slots to offer at `now`: every start within the office's hours from
 * its next day (in its own zone) for two weeks, in time order.
 */
export function bookableSlots(office: Office, now: number): number[] {
  const today = wallTime(now, office.timeZone);
  const slots: number[] = [];
  for (let offset = callPlan.leadDays; offset <= callPlan.horizonDays; offset += 1) {
    // Noon UTC of the office's date, moved by whole days, names the date without DST trouble.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset, 12));
    const weekday = ((date.getUTCDay() + 6) % 7) + 1;
    const hours = hoursOn(office, weekday);
    if (!hours) continue;
    for (
      let start = hours.opens;
      start + callPlan.callMinutes <= hours.closes;
      start += callPlan.stepMinutes
    ) {
      const instant = zonedInstant(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        Math.floor(start / 60),
        start % 60,
        office.timeZone,
      );
      // A start that a clock change moved out of the hours is not offered.
      if (withinOfficeHours(office, instant)) slots.push(instant);
    }
  }
  return slots;
}

/**
 * What the server accepts at `now`: a start within the office's hours, at
 * least `minNoticeMs` ahead (a page left open overnight still books) and
 * within the horizon.
 */
export function isBookableSlot(office: Office, instant: number, now: number): boolean {
  return (
    Number.isSafeInteger(instant) &&
    instant >= now + callPlan.minNoticeMs &&
    instant <= now + (callPlan.horizonDays + 1) * 24 * 60 * 60 * 1000 &&
    withinOfficeHours(office, instant)
  );
}

const SLOT_ID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(?:\.000)?Z$/;

/** A slot as the form sends it: its start in UTC, to the minute. */
export const slotId = (instant: number) => new Date(instant).toISOString();

/** The instant of a slot the form sent, or NaN for anything else. */
export function parseSlotId(id: string): number {
  return SLOT_ID.test(id) ? Date.parse(id) : Number.NaN;
}

/** A visitor's week: its first day and weekend days, ISO numbered (1 is Monday). */
export interface WorkWeek {
  firstDay: number;
  weekend: readonly number[];
}

/** Monday first, Saturday and Sunday off: where we know nothing better. */
export const defaultWeek: WorkWeek = { firstDay: 1, weekend: [6, 7] };

/**
 * The country of the zones our visitors mostly write from, to find their
 * week; a zone elsewhere falls back on the browser's region.
 */
const zoneRegions: Readonly<Record<string, string>> = {
  "Asia/Riyadh": "SA",
  "Asia/Dubai": "AE",
  "Asia/Qatar": "QA",
  "Asia/Kuwait": "KW",
  "Asia/Bahrain": "BH",
  "Asia/Muscat": "OM",
  "Asia/Baghdad": "IQ",
  "Asia/Amman": "JO",
  "Asia/Aden": "YE",
  "Africa/Cairo": "EG",
  "Africa/Algiers": "DZ",
  "Africa/Tripoli": "LY",
  "Africa/Khartoum": "SD",
  "Africa/Casablanca": "MA",
  "Africa/Tunis": "TN",
  "Africa/Lagos": "NG",
  "Africa/Accra": "GH",
  "Africa/Abidjan": "CI",
  "Africa/Dakar": "SN",
  "Africa/Nairobi": "KE",
  "Africa/Addis_Ababa": "ET",
  "Africa/Johannesburg": "ZA",
  "Europe/Paris": "FR",
  "Europe/London": "GB",
  "America/New_York": "US",
};

/**
 * Where `Intl.Locale` cannot say (Firefox has no week data): the countries
 * whose week runs Sunday to Thursday, off Friday and Saturday (CLDR).
 */
const fridaySaturdayRegions = new Set([
  "SA",
  "QA",
  "KW",
  "BH",
  "OM",
  "IQ",
  "JO",
  "YE",
  "EG",
  "DZ",
  "LY",
  "SD",
  "SY",
  "IL",
]);

interface LocaleWeek {
  getWeekInfo?: () => { firstDay: number; weekend: number[] };
  weekInfo?: { firstDay: number; weekend: number[] };
}

function regionWeek(region: string): WorkWeek {
  try {
    const locale = new Intl.Locale(`und-${region}`) as Intl.Locale & LocaleWeek;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return { firstDay: info.firstDay, weekend: info.weekend };
  } catch {
    // An odd region: the table below.
  }
  return fridaySaturdayRegions.has(region) ? { firstDay: 7, weekend: [5, 6] } : defaultWeek;
}

/**
 * The visitor's working week, from their time zone (Riyadh: Sunday first,
 * Friday and Saturday off), else the region of their browser's language
 * ("ar-EG"), else Monday to Friday.
 */
export function visitorWeek(timeZone: string, browserLocale?: string): WorkWeek {
  const zoneRegion = zoneRegions[timeZone];
  if (zoneRegion) return regionWeek(zoneRegion);
  try {
    const region = browserLocale ? new Intl.Locale(browserLocale).maximize().region : undefined;
    if (region) return regionWeek(region);
  } catch {
    // Not a language tag.
  }
  return defaultWeek;
}

/** The visitor's day: a call starting before 8:00 or at 21:00 or later is at night for them. */
const DAY_START_HOUR = 8;
const DAY_END_HOUR = 21;

/** Whether a slot suits the visitor: on a working day in daytime, on their weekend, or at night. */
export type SlotFit = "good" | "weekend" | "night";

export function slotFit(instant: number, timeZone: string, week: WorkWeek): SlotFit {
  const wall = wallTime(instant, timeZone);
  if (wall.hour < DAY_START_HOUR || wall.hour >= DAY_END_HOUR) return "night";
  return week.weekend.includes(wall.weekday) ? "weekend" : "good";
}

/** One of the visitor's days and its slots. */
export interface SlotDay {
  /** "2026-11-30", in the visitor's zone. */
  key: string;
  /** The first slot's instant: format it for the day's name. */
  instant: number;
  /** The ISO weekday in the visitor's zone. */
  weekday: number;
  slots: { instant: number; fit: SlotFit }[];
}

/** The slots by the visitor's day, in time order, each marked for how it suits them. */
export function slotDays(slots: readonly number[], timeZone: string, week: WorkWeek): SlotDay[] {
  const days: SlotDay[] = [];
  for (const instant of slots) {
    const wall = wallTime(instant, timeZone);
    const key = `${wall.year}-${String(wall.month).padStart(2, "0")}-${String(wall.day).padStart(2, "0")}`;
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, instant, weekday: wall.weekday, slots: [] };
      days.push(day);
    }
    day.slots.push({ instant, fit: slotFit(instant, timeZone, week) });
  }
  return days;
}

/**
 * The days in weeks as the visitor counts them: a new week begins on their
 * first day (a Sunday in Riyadh, a Monday in Lagos).
 */
export function weeksOf(days: readonly SlotDay[], week: WorkWeek): SlotDay[][] {
  const weeks = new Map<number, SlotDay[]>();
  for (const day of days) {
    const weekStart = Date.parse(day.key) - ((day.weekday - week.firstDay + 7) % 7) * 86_400_000;
    weeks.set(weekStart, [...(weeks.get(weekStart) ?? []), day]);
  }
  return [...weeks.values()];
}

/**
 * A date or time as `format` writes it, in French as French typesets it:
 * the first of the month as an ordinal (« mardi 1er décembre », where Intl
 * writes « 1 ») and the hour with « h » (« 14 h », « 9 h 30 », where Intl
 * writes « 14:00 », as the site's other French times read). Other languages
 * as Intl writes them.
 */
function written(format: Intl.DateTimeFormat, instant: number, intlTag: string): string {
  if (!/^fr(?:-|$)/i.test(intlTag)) return format.format(instant);
  const parts = format.formatToParts(instant);
  let text = "";
  for (const [index, part] of parts.entries()) {
    if (part.type === "day") text += part.value === "1" ? "1er" : part.value;
    else if (part.type === "hour") text += `${Number(part.value)}\u00a0h`;
    else if (part.type === "minute") text += part.value === "00" ? "" : `\u00a0${part.value}`;
    // The colon between the hour and the minutes: « h » takes its place.
    else if (parts[index - 1]?.type === "hour" && parts[index + 1]?.type === "minute") continue;
    else text += part.value;
  }
  return text;
}

/** A slot's day and time in a zone, in an edition's words: "Mon 30 Nov, 17:00", « mar. 1er déc., 14:00 ». */
export function formatSlot(instant: number, timeZone: string, intlTag: string): string {
  const format = dateTimeFormat(intlTag, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return written(format, instant, intlTag);
}

/** A slot's time alone in a zone: "17:00", « 17 h ». */
export function formatSlotTime(instant: number, timeZone: string, intlTag: string): string {
  const format = dateTimeFormat(intlTag, {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return written(format, instant, intlTag);
}

/** A day's name and date in a zone: "Monday 30 November", « mardi 1er décembre ». */
export function formatDay(instant: number, timeZone: string, intlTag: string): string {
  const format = dateTimeFormat(intlTag, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
  });
  return written(format, instant, intlTag);
}
