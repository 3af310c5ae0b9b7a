/** A person takes longer than this to fill in the form. */
export const MIN_FILL_MS = 3000;

export interface SpamSignals {
  /** The honeypot field, which people never see and leave empty. */
  website: string;
  /** When the form was shown, by the visitor's clock (ms); 0 or undefined when unknown. */
  startedAt?: number;
}

/**
 * Why a submission looks automated, or null. Spam is answered like a
 * success, so bots learn nothing, but it is never emailed.
 */
export function spamReason(
  { website, startedAt }: SpamSignals,
  now: number,
  /** A client that always sends its start time: without one, it is too fast. */
  { requireStart = false } = {},
): string | null {
  if (website.trim() !== "") return "honeypot filled";
  if (requireStart && !startedAt) return "sent without a start time";
  if (startedAt) {
    // startedAt comes from the visitor's clock. Only a time just before ours
    // counts as too fast: a clock that runs ahead gives a negative duration,
    // and a person with a wrong clock must not be taken for a bot.
    const elapsed = now - startedAt;
    if (elapsed >= 0 && elapsed < MIN_FILL_MS) return "sent within 3 seconds";
  }
  return null;
}
