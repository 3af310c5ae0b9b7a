import { plural, type PluralText } from "../../lib/text.ts";

/** The rate-limit advice, from the server's Retry-After when it gave one, in the page's words. */
export function retryAfterText(
  seconds: number | undefined,
  copy: { later: string; minutes: PluralText },
  intlTag: string,
): string {
  if (seconds === undefined) return copy.later;
  return plural(copy.minutes, Math.max(1, Math.ceil(seconds / 60)), intlTag);
}
