import { fillTemplate } from "./text.ts";

/**
 * Opening hours in an edition's words and digits. The times are data
 * ("09:00", "18:00", the way schema.org wants them); each edition writes
 * the sentence around them ("Du lundi au vendredi, de 9 h à 18 h",
 * «من الاثنين إلى الجمعة، من 9:00 إلى 18:00») and `Intl` writes the digits,
 * so the Arabic edition's Western digits come from its `Intl` tag, not from
 * the template.
 */

/** The part of an opening-hours entry this formats (app/content/company.ts). */
export interface HoursEntry {
  /** The days, already in the edition's words: "Monday to Friday". */
  days: string;
  /** "HH:MM", 24-hour. */
  opens: string;
  closes: string;
}

/** An edition's templates for hours (app/content/ui.ts and its translations). */
export interface HoursText {
  /** The whole line: "{days} {opens}-{closes}". */
  range: string;
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
  const hour = new Intl.NumberFormat(intlTag, { useGrouping: false }).format(hours);
  const minute = new Intl.NumberFormat(intlTag, {
    minimumIntegerDigits: 2,
    useGrouping: false,
  }).format(minutes);
  return fillTemplate(minutes === 0 ? text.onTheHour : text.time, { hour, minute });
}

/** One opening-hours line: "Monday to Friday 9:00-18:00", "Samedi, de 10 h à 15 h". */
export function formatHours(entry: HoursEntry, text: HoursText, intlTag: string): string {
  return fillTemplate(text.range, {
    days: entry.days,
    opens: formatTime(entry.opens, text, intlTag),
    closes: formatTime(entry.closes, text, intlTag),
  });
}
