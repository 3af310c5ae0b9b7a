// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { SqliteAlertStore } from "../alerts/sqlite-alert-store.ts";
import { SqliteInquiryStore } from "../contact/sqlite-inquiry-store.ts";
import { applyRetention, eraseAddress, isErasableAddress, retentionCutoff } from "./retention.ts";
import { SqliteOfferStore } from "../offers/sqlite-offer-store.ts";
import { storedOffer } from "../test-utils/offers.ts";
import { startTestServer, tempDir } from "../test-utils/test-server.ts";

const now = new Date("2026-11-28T12:00:00Z");
const longAgo = new Date("2024-06-01T09:00:00Z");
const lately = new Date("2026-10-01T09:00:00Z");
const anySearch = { type: "", from: "", to: "", country: "", q: "" } as const;

let opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.map((store) => store.close()));
  opened = [];
});

function storesIn(dataDir: string) {
  const stores = {
    inquiries: new SqliteInquiryStore(dataDir),
    offers: new SqliteOfferStore(dataDir),
    alerts: new SqliteAlertStore(dataDir),
  };
  opened.push(stores.inquiries, stores.offers, stores.alerts);
  return stores;
}

type Stores = ReturnType<typeof storesIn>;

let keys = 0;

async function inquiry(
  stores: Stores,
  {
    email = "amina@example.com",
    receivedAt,
    state,
  }: { email?: string; receivedAt: Date; state: "sent" | "pending" | "spam" },
): Promise<string> {
  const { inquiry: saved } = await stores.inquiries.save({
    name: "Amina Yusuf",
    email,
    phone: "",
    subject: "BOPP film quote",
    message: "Please quote 20 tonnes.",
    idempotencyKey: `key-inquiry-${++keys}`,
    channel: "script",
    edition: "en",
    spam: state === "spam" ? "honeypot" : null,
    receivedAt,
  });
  if (state === "sent") await stores.inquiries.markSent(saved.id, receivedAt);
  return saved.id;
}

/** An offer with two photo files on the disk; `emailed` says which of its emails went. */
async function offer(
  stores: Stores,
  {
    email = "karim@example.com",
    receivedAt,
    emailed,
  }: { email?: string; receivedAt: Date; emailed: "both" | "firm" | "none" },
): Promise<string> {
  const staged = await stores.offers.stage();
  const { facts, photos } = storedOffer({ email });
  for (const photo of photos) await writeFile(join(staged, photo.file), "jpeg bytes");
  const result = await stores.offers.save(
    {
      facts,
      photos,
      idempotencyKey: `key-offer-${++keys}`,
      contentHash: `hash-${keys}`,
      channel: "script",
      edition: "en",
      spam: null,
      receivedAt,
    },
    staged,
  );
  const { id } = result.offer;
  if (emailed !== "none") await stores.offers.markSent(id, receivedAt);
  if (emailed === "both") await stores.offers.confirmations.markSent(id, receivedAt);
  return id;
}

const inquiryIds = async (stores: Stores) =>
  (await stores.inquiries.list({ includeSpam: true })).map((row) => row.id).sort();
const offerIds = async (stores: Stores) =>
  (await stores.offers.list({ includeSpam: true })).map((row) => row.id).sort();
const photoFolders = async (stores: Stores) =>
  (await readdir(stores.offers.photosDir)).filter((entry) => entry !== ".incoming").sort();

describe("retentionCutoff", () => {
  it("goes back whole calendar months, to the last day of a shorter month", () => {
    expect(retentionCutoff(now, 24).toISOString()).toBe("2024-11-28T12:00:00.000Z");
    expect(retentionCutoff(new Date("2026-03-31T08:00:00Z"), 1).toISOString()).toBe(
      "2026-02-28T08:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2026-01-15T00:00:00Z"), 13).toISOString()).toBe(
      "2024-12-15T00:00:00.000Z",
    );
  });
});

describe("the retention", { timeout: 30_000 }, () => {
  it("deletes what is older than the period and done with, keeps what the outbox has not delivered", async () => {
    const stores = storesIn(await tempDir("retention"));
    const oldSent = await inquiry(stores, { receivedAt: longAgo, state: "sent" });
    const oldSpam = await inquiry(stores, { receivedAt: longAgo, state: "spam" });
    const oldPending = await inquiry(stores, { receivedAt: longAgo, state: "pending" });
    const recentSent = await inquiry(stores, { receivedAt: lately, state: "sent" });

    const oldOffer = await offer(stores, { receivedAt: longAgo, emailed: "both" });
    const oldUnconfirmed = await offer(stores, { receivedAt: longAgo, emailed: "firm" });
    const oldUnsent = await offer(stores, { receivedAt: longAgo, emailed: "none" });
    const recentOffer = await offer(stores, { receivedAt: lately, emailed: "both" });

    const eightDaysAgo = new Date(now.getTime() - 8 * 86_400_000);
    const stale = await stores.alerts.subscribe(
      { email: "late@example.com", criteria: anySearch, lang: "en" },
      eightDaysAgo,
    );
    const confirmedLongAgo = await stores.alerts.subscribe(
      { email: "loyal@example.com", criteria: anySearch, lang: "fr" },
      longAgo,
    );
    await stores.alerts.confirm(confirmedLongAgo.alertId!, longAgo);

    const summary = await applyRetention(stores, 24, now);

    expect(summary).toEqual({
      before: new Date("2024-11-28T12:00:00Z"),
      inquiries: 2,
      offers: 1,
      photos: 2,
      unconfirmedAlerts: 1,
    });
    expect(await inquiryIds(stores)).toEqual([oldPending, recentSent].sort());
    expect(await inquiryIds(stores)).not.toContain(oldSent);
    expect(await inquiryIds(stores)).not.toContain(oldSpam);
    expect(await offerIds(stores)).toEqual([oldUnconfirmed, oldUnsent, recentOffer].sort());
    // The deleted offer's photos went with it; the others' are all there.
    expect(await photoFolders(stores)).toEqual([oldUnconfirmed, oldUnsent, recentOffer].sort());
    expect(existsSync(join(stores.offers.photosDir, oldOffer))).toBe(false);
    expect(await readdir(join(stores.offers.photosDir, recentOffer))).toHaveLength(2);
    // A confirmed alert lasts until it is unsubscribed; the unconfirmed one went after 7 days.
    const alerts = await stores.alerts.list({ includePending: true });
    expect(alerts.map((alert) => alert.email)).toEqual(["loyal@example.com"]);
    expect(await stores.alerts.get(stale.alertId!)).toBeNull();

    // A shorter period takes the recent ones too, but still never an undelivered one.
    const again = await applyRetention(stores, 1, now);
    expect([again.inquiries, again.offers, again.photos]).toEqual([1, 1, 2]);
    expect(await inquiryIds(stores)).toEqual([oldPending]);
    expect(await offerIds(stores)).toEqual([oldUnconfirmed, oldUnsent].sort());
  });

  it("runs when the server starts, with RETENTION_MONTHS", async () => {
    const dataDir = await tempDir("retention-start");
    const stores = storesIn(dataDir);
    const threeMonthsAgo = new Date(Date.now() - 92 * 86_400_000);
    await inquiry(stores, { receivedAt: threeMonthsAgo, state: "sent" });
    const kept = await inquiry(stores, { receivedAt: threeMonthsAgo, state: "pending" });
    const oldOffer = await offer(stores, { receivedAt: threeMonthsAgo, emailed: "both" });

    const server = await startTestServer({ dataDir, retentionMonths: 2 });
    try {
      await server.retained();
      expect((await server.store.list()).map((row) => row.id)).toEqual([kept]);
      expect(await server.offers.list()).toEqual([]);
      expect(existsSync(join(dataDir, "offers", oldOffer))).toBe(false);
    } finally {
      await server.app.close();
    }
  });
});

describe("erasing one person", { timeout: 30_000 }, () => {
  it("removes every row and file of that address, case aside, and nobody else's", async () => {
    const stores = storesIn(await tempDir("erase"));
    await inquiry(stores, { email: "Amina@Example.com", receivedAt: lately, state: "sent" });
    await inquiry(stores, { email: "amina@example.com", receivedAt: lately, state: "pending" });
    const other = await inquiry(stores, {
      email: "karim@example.com",
      receivedAt: lately,
      state: "sent",
    });
    const hers = await offer(stores, {
      email: "AMINA@example.com",
      receivedAt: lately,
      emailed: "none",
    });
    const his = await offer(stores, { receivedAt: lately, emailed: "both" });
    const first = await stores.alerts.subscribe({
      email: "amina@EXAMPLE.com",
      criteria: anySearch,
      lang: "en",
    });
    await stores.alerts.confirm(first.alertId!);
    await stores.alerts.subscribe({
      email: "amina@example.com",
      criteria: { ...anySearch, type: "metallizer" },
      lang: "ar",
    });
    await stores.alerts.subscribe({ email: "karim@example.com", criteria: anySearch, lang: "en" });

    const removed = await eraseAddress(stores, " amina@example.COM ");

    expect(removed).toEqual({ inquiries: 2, offers: 1, photos: 2, alerts: 2, alertEmails: 2 });
    expect(await inquiryIds(stores)).toEqual([other]);
    expect(await offerIds(stores)).toEqual([his]);
    expect(await photoFolders(stores)).toEqual([his]);
    expect(existsSync(join(stores.offers.photosDir, hers))).toBe(false);
    const alerts = await stores.alerts.list({ includePending: true });
    expect(alerts.map((alert) => alert.email)).toEqual(["karim@example.com"]);
    expect((await stores.alerts.mails()).map((mail) => mail.alertId)).toEqual([alerts[0]!.id]);

    // A second request finds nothing left.
    expect(await eraseAddress(stores, "amina@example.com")).toEqual({
      inquiries: 0,
      offers: 0,
      photos: 0,
      alerts: 0,
      alertEmails: 0,
    });
  });
});

describe("npm run inquiries -- --erase", { timeout: 30_000 }, () => {
  const run = (dataDir: string, ...args: string[]) =>
    spawnSync(
      process.execPath,
      [resolve(import.meta.dirname, "../../scripts/inquiries.ts"), ...args],
      { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
    );

  it("refuses a malformed or missing address with exit code 2, erasing nothing", async () => {
    const dataDir = await tempDir("erase-cli");
    const stores = storesIn(dataDir);
    await inquiry(stores, { receivedAt: lately, state: "sent" });
    for (const args of [["--erase", "amina.example.com"], ["--erase", "amina@"], ["--erase"]]) {
      const result = run(dataDir, ...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/--erase needs an email address, like name@company\.com/);
      expect(result.stderr).toContain("Nothing was erased.");
    }
    expect(await inquiryIds(stores)).toHaveLength(1);
    expect(isErasableAddress("a b@example.com")).toBe(false);
  });

  it("erases one address and prints the counts per kind", async () => {
    const dataDir = await tempDir("erase-cli");
    const stores = storesIn(dataDir);
    await inquiry(stores, { email: "Amina@example.com", receivedAt: lately, state: "sent" });
    await offer(stores, { email: "amina@example.com", receivedAt: lately, emailed: "both" });
    const result = run(dataDir, "--erase", "AMINA@example.com");
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      [
        "Erased AMINA@example.com (case aside):",
        "  1 contact message",
        "  1 seller's offer with 2 photo files",
        "  0 machine alerts with 0 emails sent or queued",
        "",
      ].join("\n"),
    );
    expect(await inquiryIds(stores)).toEqual([]);
    expect(await photoFolders(stores)).toEqual([]);
  });
});
