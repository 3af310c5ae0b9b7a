/** At most `max` requests per client IP in any `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * A rate limit that counts what matters: offers accepted per client and
 * window, and, with a separate and higher cap, attempts refused (invalid
 * fields, photos we cannot read). A seller who corrects their form ten times
 * is not locked out; a client that only sends rubbish is.
 */
export interface AttemptLimits {
  /** Accepted offers (spam included: it is answered like a success). */
  successes: RateLimit | null;
  /** Refused attempts (4xx). */
  failures: RateLimit | null;
}

/** Past this many clients, those with nothing left in their window are forgotten. */
const PRUNE_AT = 10_000;

export class AttemptLimiter {
  #limits: AttemptLimits;
  #successes = new Map<string, number[]>();
  #failures = new Map<string, number[]>();

  constructor(limits: AttemptLimits) {
    this.#limits = limits;
  }

  /** Seconds to wait before this client may try again, or null when it may now. */
  retryAfter(client: string, now = Date.now()): number | null {
    let wait = 0;
    for (const [limit, times] of [
      [this.#limits.successes, this.#successes],
      [this.#limits.failures, this.#failures],
    ] as const) {
      if (!limit) continue;
      const recent = this.#recent(times, client, limit.windowMs, now);
      if (recent.length >= limit.max) {
        wait = Math.max(wait, recent[recent.length - limit.max]! + limit.windowMs - now);
      }
    }
    return wait > 0 ? Math.ceil(wait / 1000) : null;
  }

  record(client: string, accepted: boolean, now = Date.now()): void {
    const limit = accepted ? this.#limits.successes : this.#limits.failures;
    if (!limit) return;
    const times = accepted ? this.#successes : this.#failures;
    const recent = this.#recent(times, client, limit.windowMs, now);
    recent.push(now);
    // Only the last `max` attempts decide: the list never grows past them.
    times.set(client, recent.slice(-limit.max));
    if (times.size > PRUNE_AT) {
      for (const key of times.keys()) this.#recent(times, key, limit.windowMs, now);
    }
  }

  #recent(times: Map<string, number[]>, client: string, windowMs: number, now: number): number[] {
    const recent = (times.get(client) ?? []).filter((time) => time > now - windowMs);
    if (recent.length === 0) times.delete(client);
    else times.set(client, recent);
    return recent;
  }
}
