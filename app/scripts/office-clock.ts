import { timeAt, type HoursText } from "~/lib/hours";
import { fillTemplate } from "~/lib/text";

/**
 * "At our office it is now 14:05 on Friday": the contact page's hours card
 * says what time it is at the office, for visitors in Lagos or Riyadh who
 * would otherwise do the arithmetic. The static page names the time zone;
 * this fills the line from the visitor's clock and keeps it current, once a
 * minute. The element carries the zone, the edition's Intl tag and its
 * words (templates/contact-details.tsx).
 */
export function showOfficeTime(root: Document = document, now = () => new Date()): void {
  const clocks = [...root.querySelectorAll<HTMLElement>("[data-office-clock]")];
  if (clocks.length === 0) return;
  const update = () => {
    for (const clock of clocks) {
      const { timeZone = "", intl = "en", words = "{}" } = clock.dataset;
      const text = JSON.parse(words) as HoursText & { officeNow: string };
      const line = fillTemplate(text.officeNow, timeAt(timeZone, now(), text, intl));
      if (clock.textContent !== line) clock.textContent = line;
      clock.hidden = false;
    }
  };
  update();
  // On the next minute, then every minute.
  const current = now();
  const toNextMinute = 60_000 - (current.getSeconds() * 1000 + current.getMilliseconds());
  setTimeout(() => {
    update();
    setInterval(update, 60_000);
  }, toNextMinute);
}
