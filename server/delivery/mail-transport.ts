import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer";

/** What the outbox sends with: nodemailer's SMTP transport, or a test's stand-in. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

/**
 * The SMTP server at `url` (SMTP_URL), with time limits so a stalled one
 * fails and is retried. A connection per email, not a pool: a pooled
 * connection that failed while the server was down held the first send
 * after its return for the socket's 30 s time limit (outbox.test.ts), and a
 * connection each costs about 0.1 s an email, a minute for six hundred alerts.
 */
export function createMailTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}
