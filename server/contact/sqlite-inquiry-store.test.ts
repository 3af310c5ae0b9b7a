// @vitest-environment node
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { describe, expect, it } from "vitest";

import { DATABASE_FILE } from "../delivery/sqlite-delivery.ts";
import { tempDir } from "../test-utils/test-server.ts";

import type { NewInquiry } from "./inquiry-store.ts";
import { SqliteInquiryStore } from "./sqlite-inquiry-store.ts";

/** The table as the first release made it, before inquiries had an edition. */
const firstSchema = `
CREATE TABLE inquiries (
  id              TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at     INTEGER NOT NULL,
  name            TEXT NOT NULL,
  email           TEXT NOT NULL,
  phone           TEXT NOT NULL,
  subject         TEXT NOT NULL,
  message         TEXT NOT NULL,
  channel         TEXT NOT NULL,
  spam            TEXT,
  status          TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'spam')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  lease_until     INTEGER,
  sent_at         INTEGER,
  last_error      TEXT
) STRICT;
CREATE INDEX inquiries_due ON inquiries (status, next_attempt_at);
CREATE INDEX inquiries_received ON inquiries (received_at);
`;

/** A data directory whose database the first release wrote, with one pending inquiry in it. */
async function firstReleaseDatabase(): Promise<string> {
  const dataDir = await tempDir("old-db");
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(firstSchema);
  db.prepare(
    `INSERT INTO inquiries (id, idempotency_key, received_at, name, email, phone, subject, message, channel, spam, status, next_attempt_at)
     VALUES ('old-1', 'key-old-1', ?, 'Amina Yusuf', 'amina@example.com', '', 'Old quote', 'Sent before the editions.', 'script', NULL, 'pending', ?)`,
  ).run(Date.parse("2026-01-05T10:00:00Z"), Date.parse("2026-01-05T10:00:00Z"));
  db.close();
  return dataDir;
}

const columns = (dataDir: string) => {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
  const names = (db.prepare("PRAGMA table_info(inquiries)").all() as { name: string }[]).map(
    (column) => column.name,
  );
  db.close();
  return names;
};

const newInquiry = (overrides: Partial<NewInquiry> = {}): NewInquiry => ({
  name: "أمينة يوسف",
  email: "amina@example.com",
  phone: "",
  subject: "عرض سعر",
  message: "نرجو تزويدنا بعرض سعر.",
  idempotencyKey: crypto.randomUUID(),
  channel: "form",
  edition: "ar",
  spam: null,
  receivedAt: new Date(),
  ...overrides,
});

describe("SqliteInquiryStore and the edition", () => {
  it("stores and returns each inquiry's edition", async () => {
    const store = new SqliteInquiryStore(await tempDir("db"));
    for (const edition of ["en", "fr", "ar"] as const) {
      const { inquiry } = await store.save(newInquiry({ edition, subject: `From ${edition}` }));
      expect(inquiry.edition).toBe(edition);
    }
    const listed = await store.list();
    expect(listed.map((inquiry) => inquiry.edition)).toEqual(["ar", "fr", "en"]);
    const claimed = await store.claimDue(new Date(Date.now() + 1000), 60_000);
    expect(claimed?.edition).toBe("en");
    await store.close();
  });

  it("adds the column to a database the first release made, keeping its inquiries as English", async () => {
    const dataDir = await firstReleaseDatabase();
    expect(columns(dataDir)).not.toContain("edition");

    const store = new SqliteInquiryStore(dataDir);
    expect(columns(dataDir)).toContain("edition");
    const [old] = await store.list();
    expect(old).toMatchObject({
      id: "old-1",
      subject: "Old quote",
      edition: "en",
      status: "pending",
    });
    // New inquiries keep theirs, and the old one is still due for its email.
    const { inquiry } = await store.save(newInquiry({ edition: "fr" }));
    expect(inquiry.edition).toBe("fr");
    expect((await store.claimDue(new Date(), 60_000))?.id).toBe("old-1");
    await store.close();

    // Opening it again changes nothing.
    const again = new SqliteInquiryStore(dataDir);
    expect(columns(dataDir).filter((name) => name === "edition")).toHaveLength(1);
    expect((await again.list()).map((stored) => stored.edition).toSorted()).toEqual(["en", "fr"]);
    await again.close();
  });

  it("reads a database not migrated yet (the inquiries command, read-only) as English", async () => {
    const dataDir = await firstReleaseDatabase();
    const reader = new SqliteInquiryStore(dataDir, { readOnly: true });
    expect(await reader.list()).toEqual([expect.objectContaining({ id: "old-1", edition: "en" })]);
    await reader.close();
    expect(columns(dataDir)).not.toContain("edition");
  });
});

describe("SqliteInquiryStore and the references", () => {
  it("numbers each month's messages from C-YYMM-001; a repeat keeps its number; a new month starts again", async () => {
    const store = new SqliteInquiryStore(await tempDir("db"));
    const november = new Date("2026-11-27T10:00:00Z");
    const first = await store.save(newInquiry({ receivedAt: november }));
    const second = await store.save(newInquiry({ receivedAt: november }));
    expect([first.inquiry.reference, second.inquiry.reference]).toEqual([
      "C-2611-001",
      "C-2611-002",
    ]);
    // The same send again (a retry): stored once, with the number it had.
    const repeat = await store.save(
      newInquiry({ receivedAt: november, idempotencyKey: first.inquiry.idempotencyKey }),
    );
    expect(repeat).toMatchObject({ created: false, inquiry: { reference: "C-2611-001" } });
    const december = await store.save(newInquiry({ receivedAt: new Date("2026-12-01T00:00:00Z") }));
    expect(december.inquiry.reference).toBe("C-2612-001");
    const third = await store.save(newInquiry({ receivedAt: november }));
    expect(third.inquiry.reference).toBe("C-2611-003");
    await store.close();
  });

  it("numbers sample and call requests apart from messages, and keeps their fields in order", async () => {
    const store = new SqliteInquiryStore(await tempDir("db"));
    const november = new Date("2026-11-23T09:30:00Z");
    await store.save(newInquiry({ receivedAt: november }));
    const details = [
      ["Product", "BOPP Films"],
      ["Grade", "Heat-sealable"],
    ] as const;
    const sample = await store.save(newInquiry({ receivedAt: november, kind: "sample", details }));
    expect(sample.inquiry).toMatchObject({ kind: "sample", reference: "S-2611-001" });
    expect(sample.inquiry.details).toEqual(details);
    const call = await store.save(newInquiry({ receivedAt: november, kind: "call" }));
    expect(call.inquiry).toMatchObject({ kind: "call", reference: "R-2611-001", details: [] });
    const message = await store.save(newInquiry({ receivedAt: november }));
    expect(message.inquiry).toMatchObject({ kind: "contact", reference: "C-2611-002" });
    const [, , stored] = await store.list();
    expect(stored).toMatchObject({ kind: "sample", details });
    await store.close();
  });

  it("gives the first release's messages none, and new ones a number", async () => {
    const dataDir = await firstReleaseDatabase();
    const store = new SqliteInquiryStore(dataDir);
    const [old] = await store.list();
    expect(old?.reference).toBeNull();
    const { inquiry } = await store.save(
      newInquiry({ receivedAt: new Date("2026-01-09T08:00:00Z") }),
    );
    expect(inquiry.reference).toBe("C-2601-001");
    await store.close();
  });
});
