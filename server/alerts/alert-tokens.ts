import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed links of the alert emails: `<id>.<HMAC>`, the HMAC (SHA-256,
 * with ALERTS_SECRET) over the link's purpose and the id. "confirm" and
 * "unsubscribe" name an alert; "unsubscribe-digest" names a match email
 * covering several searches of one address, and stops them all (the
 * alerts it covers are the store's record, all of that one address). A
 * link acts only on its own alert or email, only for its purpose; a changed
 * character, or another id's signature, is refused. A deleted alert's or
 * email's id is never given again (random UUIDs), so its old links stay dead.
 * The unsubscribe links do not expire: an old email must still stop its alerts.
 */
export type TokenPurpose = "confirm" | "unsubscribe" | "unsubscribe-digest";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class AlertTokens {
  #secret: string;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error("The alerts' secret must be at least 32 characters.");
    this.#secret = secret;
  }

  #signature(purpose: TokenPurpose, id: string): Buffer {
    return createHmac("sha256", this.#secret).update(`${purpose}\n${id}`).digest();
  }

  sign(purpose: TokenPurpose, id: string): string {
    return `${id}.${this.#signature(purpose, id).toString("base64url")}`;
  }

  /** The alert's id when the token is one we signed for this purpose, else null. */
  verify(purpose: TokenPurpose, token: unknown): string | null {
    if (typeof token !== "string" || token.length > 200) return null;
    const [id, signature, ...rest] = token.split(".");
    if (!id || !signature || rest.length > 0 || !ID.test(id)) return null;
    const given = Buffer.from(signature, "base64url");
    const expected = this.#signature(purpose, id);
    if (given.length !== expected.length || given.toString("base64url") !== signature) return null;
    return timingSafeEqual(given, expected) ? id : null;
  }
}
