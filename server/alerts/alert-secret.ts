import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The secret the server makes itself when ALERTS_SECRET is not set, beside the database. */
export const SECRET_FILE = "alerts-secret";

/**
 * The key of the alerts' signed links: ALERTS_SECRET, or else one made at
 * the first start and kept in the data directory (readable by its owner
 * only), so links in emails already sent keep working after a restart.
 */
export function alertSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, SECRET_FILE);
  try {
    return readFileSync(path, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      return readFileSync(path, "utf8").trim();
    throw error;
  }
}
