import type { SendMailOptions } from "nodemailer";

import { inquiryEmail, type MailSettings } from "./inquiry-email.ts";
import type { Inquiry, InquiryStore } from "./inquiry-store.ts";

export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxOptions extends MailSettings {
  store: InquiryStore;
  transport: MailTransport;
  log: Log;
  /** The first retry waits this long; each further one twice as long… */
  retryBaseMs?: number;
  /** …up to this. */
  retryMaxMs?: number;
  /** How long a claimed inquiry is reserved for this worker. */
  leaseMs?: number;
  /** Longest sleep between looks at the store. */
  pollMs?: number;
}

/** Delay before retry number `failures` (1 = after the first failure), with ±10 % jitter. */
export function retryDelay(failures: number, baseMs: number, maxMs: number, random = Math.random) {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(delay * (0.9 + 0.2 * random()));
}

/**
 * Emails stored inquiries. Everything it needs is in the store (status,
 * attempts, next attempt), so it picks up where it stopped after a
 * restart; an inquiry is marked sent once, and retried with exponential
 * backoff while the SMTP server is unreachable or refuses it.
 */
export class Outbox {
  #options: Required<Omit<OutboxOptions, "transport" | "store" | "log">>;
  #store: InquiryStore;
  #transport: MailTransport;
  #log: Log;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;
  /** The last run could not read the store: wait a full poll before the next. */
  #storeFailed = false;

  constructor({ store, transport, log, ...options }: OutboxOptions) {
    this.#store = store;
    this.#transport = transport;
    this.#log = log;
    this.#options = {
      retryBaseMs: 30_000,
      retryMaxMs: 60 * 60_000,
      leaseMs: 5 * 60_000,
      pollMs: 60_000,
      ...options,
    };
  }

  start(): void {
    this.#stopped = false;
    this.notify();
  }

  /** Something may be due now (a new inquiry was stored). */
  notify(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#work().finally(() => {
      this.#running = null;
      void this.#schedule();
    });
  }

  /** Sends nothing more; resolves once the email in progress (if any) is settled. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
    this.#transport.close?.();
  }

  async #work(): Promise<void> {
    this.#storeFailed = false;
    do {
      this.#again = false;
      try {
        for (;;) {
          if (this.#stopped) return;
          const inquiry = await this.#store.claimDue(new Date(), this.#options.leaseMs);
          if (!inquiry) break;
          await this.#deliver(inquiry);
        }
      } catch (error) {
        this.#storeFailed = true;
        this.#log.error({ err: error }, "Outbox: could not read the inquiry store");
        return;
      }
    } while (this.#again && !this.#stopped);
  }

  async #deliver(inquiry: Inquiry): Promise<void> {
    try {
      await this.#transport.sendMail(inquiryEmail(inquiry, this.#options));
    } catch (error) {
      const failures = inquiry.attempts + 1;
      const delay = retryDelay(failures, this.#options.retryBaseMs, this.#options.retryMaxMs);
      const reason = error instanceof Error ? error.message : String(error);
      await this.#store.markFailed(inquiry.id, reason, new Date(Date.now() + delay));
      this.#log.warn(
        { inquiry: inquiry.id, attempts: failures, retryInMs: delay, reason },
        "Outbox: email not sent, will retry",
      );
      return;
    }
    await this.#store.markSent(inquiry.id, new Date());
    this.#log.info({ inquiry: inquiry.id }, "Outbox: inquiry emailed");
  }

  async #schedule(): Promise<void> {
    if (this.#stopped) return;
    let delay = this.#options.pollMs;
    if (!this.#storeFailed) {
      const due = await this.#store.nextDue().catch(() => null);
      if (due) delay = Math.min(delay, Math.max(0, due.getTime() - Date.now()));
    }
    if (this.#stopped || this.#running) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.notify(), delay);
    this.#timer.unref();
  }
}
