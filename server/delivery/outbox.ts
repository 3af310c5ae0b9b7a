import type { SendMailOptions } from "nodemailer";

import type { MailTransport } from "./mail-transport.ts";

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What the outbox needs of a store: its due items, leased, and their delivery state. */
export interface Queue<Item extends Delivered> {
  claimDue(now: Date, leaseMs: number): Promise<Item | null>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, retryAt: Date): Promise<void>;
  nextDue(): Promise<Date | null>;
}

type Delivered = { id: string; attempts: number };

/**
 * One kind of message the outbox emails (inquiries, sellers' offers, their
 * confirmations): the domain that stores them says how each is composed.
 */
export interface MailSource<Item extends Delivered = Delivered> {
  /** Names the item in the log lines ("Outbox: offer emailed"). */
  kind: string;
  queue: Queue<Item>;
  compose(item: Item): Promise<SendMailOptions>;
}

export interface OutboxOptions {
  /** Emailed in this order: each source's due items, then the next source's. */
  sources: readonly MailSource[];
  transport: MailTransport;
  log: Log;
  /** The first retry waits this long; each further one twice as long… */
  retryBaseMs?: number;
  /** …up to this. */
  retryMaxMs?: number;
  /** How long a claimed item is reserved for this worker. */
  leaseMs?: number;
  /** Longest sleep between looks at the stores. */
  pollMs?: number;
}

/** Delay before retry number `failures` (1 = after the first failure), with ±10 % jitter. */
export function retryDelay(failures: number, baseMs: number, maxMs: number, random = Math.random) {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(delay * (0.9 + 0.2 * random()));
}

/**
 * Emails the messages its sources have stored (inquiries, offers, the
 * sellers' confirmations). Everything it needs is in the stores (status,
 * attempts, next attempt), so it picks up where it stopped after a
 * restart; a message is marked sent once, and retried with exponential
 * backoff while the SMTP server is unreachable or refuses it.
 */
export class Outbox {
  #options: Required<Omit<OutboxOptions, "sources" | "transport" | "log">>;
  #sources: readonly MailSource[];
  #transport: MailTransport;
  #log: Log;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;
  /** The last run could not read the store: wait a full poll before the next. */
  #storeFailed = false;

  constructor({ sources, transport, log, ...options }: OutboxOptions) {
    this.#sources = sources;
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

  /** Something may be due now (a new message was stored). */
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
        for (const source of this.#sources) {
          for (;;) {
            if (this.#stopped) return;
            const item = await source.queue.claimDue(new Date(), this.#options.leaseMs);
            if (!item) break;
            await this.#deliver(source, item);
          }
        }
      } catch (error) {
        this.#storeFailed = true;
        this.#log.error({ err: error }, "Outbox: could not read the inquiry store");
        return;
      }
    } while (this.#again && !this.#stopped);
  }

  async #deliver(source: MailSource, item: Delivered): Promise<void> {
    const { kind, queue } = source;
    try {
      await this.#transport.sendMail(await source.compose(item));
    } catch (error) {
      const failures = item.attempts + 1;
      const delay = retryDelay(failures, this.#options.retryBaseMs, this.#options.retryMaxMs);
      const reason = error instanceof Error ? error.message : String(error);
      await queue.markFailed(item.id, reason, new Date(Date.now() + delay));
      this.#log.warn(
        { [kind]: item.id, attempts: failures, retryInMs: delay, reason },
        `Outbox: ${kind} not emailed, will retry`,
      );
      return;
    }
    await queue.markSent(item.id, new Date());
    this.#log.info({ [kind]: item.id }, `Outbox: ${kind} emailed`);
  }

  async #schedule(): Promise<void> {
    if (this.#stopped) return;
    let delay = this.#options.pollMs;
    if (!this.#storeFailed) {
      for (const { queue } of this.#sources) {
        const due = await queue.nextDue().catch(() => null);
        if (due) delay = Math.min(delay, Math.max(0, due.getTime() - Date.now()));
      }
    }
    if (this.#stopped || this.#running) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.notify(), delay);
    this.#timer.unref();
  }
}
