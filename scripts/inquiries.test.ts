// @vitest-environment node
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

import type { Inquiry } from "../server/contact/inquiry-store.ts";
import { SqliteInquiryStore } from "../server/contact/sqlite-inquiry-store.ts";
import { SqliteOfferStore } from "../server/offers/sqlite-offer-store.ts";
import { laterFacts } from "../server/offers/offer-store.ts";
import { storedOffer } from "../server/test-utils/offers.ts";
import { tempDir } from "../server/test-utils/test-server.ts";

import { formatOffers, formatTable, toCsv } from "./inquiries.ts";

const inquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: "7d0f3c1e-0000-4000-8000-000000000001",
  reference: "C-2611-004",
  kind: "contact",
  details: [],
  idempotencyKey: "key-12345678",
  name: "Amina Yusuf",
  email: "amina@example.com",
  phone: "+971 4 000 0000",
  subject: "BOPP film quote",
  message: "Please quote 20 tonnes.\nThanks, Amina",
  channel: "script",
  edition: "en",
  spam: null,
  receivedAt: new Date("2026-11-23T09:30:00Z"),
  status: "pending",
  attempts: 0,
  nextAttemptAt: null,
  sentAt: null,
  lastError: null,
  ...overrides,
});

describe("formatTable", () => {
  it("shows one line per inquiry, within the terminal's width", () => {
    const inquiries = [
      inquiry({ status: "sent" }),
      inquiry({ attempts: 3, message: "x".repeat(500) }),
    ];
    const lines = formatTable(inquiries, 160).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Received\s+Reference\s+From\s+Edition\s+Subject\s+Message\s+Email$/);
    expect(lines[2]).toContain("11-23 09:30  C-2611-004  Amina Yusuf <amina@example.com>");
    expect(lines[2]).toMatch(/<amina@example\.com>\s+en\s+BOPP film quote/);
    expect(lines[2]).toContain("Please quote 20 tonnes. Thanks, Amina");
    expect(lines[2]).toMatch(/emailed$/);
    expect(lines[3]).toContain("x…");
    expect(lines[3]).toMatch(/retrying \(3 tries\)$/);
    for (const width of [100, 160]) {
      for (const line of formatTable(inquiries, width).split("\n")) {
        expect(line.length).toBeLessThanOrEqual(width);
      }
    }
    // Narrow terminals cut the message, never the address to answer.
    expect(formatTable(inquiries, 100)).toContain("<amina@example.com>");
  });

  it("shows the edition each inquiry came from: the language to answer in", () => {
    const lines = formatTable(
      [
        inquiry({ edition: "ar", name: "أمينة يوسف", subject: "عرض سعر" }),
        inquiry({ edition: "fr", name: "Émilie Lefèvre", subject: "Devis" }),
      ],
      120,
    ).split("\n");
    expect(lines[2]).toMatch(/أمينة يوسف <amina@example\.com>\s+ar\s+عرض سعر/);
    expect(lines[3]).toMatch(/Émilie Lefèvre <amina@example\.com>\s+fr\s+Devis/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(120);
  });

  it("says when there is nothing", () => {
    expect(formatTable([])).toBe("No inquiries yet.");
  });
});

describe("toCsv", () => {
  it("quotes what needs quoting and keeps every character", () => {
    const csv = toCsv([
      inquiry({
        name: 'Amina "AY" Yusuf',
        subject: "Films, inks",
        message: "طلب عرض سعر\r\nline 2",
      }),
    ]);
    expect(csv.startsWith("\uFEFFreceived,name,email,phone,subject,message,details,")).toBe(true);
    expect(csv.split("\r\n")[0]).toContain(",sent with,edition,reference,kind,id");
    const row = csv.split("\r\n")[1]!;
    expect(row).toContain('"Amina ""AY"" Yusuf"');
    expect(row).toContain('"Films, inks"');
    expect(csv).toContain('"طلب عرض سعر\r\nline 2"');
  });

  it("names the edition in words", () => {
    const csv = toCsv([inquiry({ edition: "ar" }), inquiry({ edition: "fr" }), inquiry()]);
    const rows = csv.split("\r\n");
    expect(rows[1]).toContain(",Arabic (ar),");
    expect(rows[2]).toContain(",French (fr),");
    expect(rows[3]).toContain(",English (en),");
  });

  it("keeps a visitor's text from becoming a spreadsheet formula", () => {
    const csv = toCsv([inquiry({ subject: '=HYPERLINK("http://evil")', phone: "+971 4" })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(",'+971 4,");
  });
});

describe("npm run inquiries", { timeout: 20_000 }, () => {
  const run = (dataDir: string, ...args: string[]) =>
    execFileSync(process.execPath, [resolve(import.meta.dirname, "inquiries.ts"), ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });

  it("lists stored inquiries, leaves spam out unless asked, and exports CSV", async () => {
    const dataDir = await tempDir("cli");
    expect(run(dataDir)).toMatch(/^No inquiries yet:/);
    const store = new SqliteInquiryStore(dataDir);
    const base = { ...inquiry(), receivedAt: new Date() };
    await store.save({ ...base, idempotencyKey: "key-real-1", subject: "Real inquiry" });
    await store.save({
      ...base,
      idempotencyKey: "key-real-2",
      subject: "Demande en français",
      edition: "fr",
    });
    await store.save({
      ...base,
      idempotencyKey: "key-spam-1",
      subject: "Cheap pills",
      spam: "honeypot filled",
    });
    await store.close();

    const table = run(dataDir);
    expect(table).toContain("Real inquiry");
    expect(table).not.toContain("Cheap pills");
    expect(table).toMatch(/\sfr\s+Demande en/);
    expect(table).toContain("2 inquiries.");
    expect(run(dataDir, "--spam")).toContain("spam (honeypot filled)");
    const csv = run(dataDir, "--csv");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(3);
    expect(csv).toContain("Please quote 20 tonnes.");
    expect(csv).toContain(",French (fr),");
  });
});

describe("npm run inquiries and sellers' offers", { timeout: 20_000 }, () => {
  const run = (dataDir: string, ...args: string[]) =>
    execFileSync(process.execPath, [resolve(import.meta.dirname, "inquiries.ts"), ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });

  it("lists the offers below the messages, with the reference for a draft listing, and exports them", async () => {
    const dataDir = await tempDir("cli-offers");
    new SqliteInquiryStore(dataDir).close();
    const store = new SqliteOfferStore(dataDir);
    const staged = await store.stage();
    const { offer } = await store.save(
      {
        facts: {
          ...laterFacts,
          machineType: "metallizer",
          manufacturer: "Leybold",
          model: "",
          year: 2016,
          country: "TR",
          condition: "stopped",
          availability: "",
          askingPrice: null,
          currency: "USD",
          description: "Line 1\nLine 2",
          name: "Selin Kaya",
          company: "",
          email: "selin@example.com",
          phone: "+90 212 000 0000",
          answerLanguage: "fr",
        },
        photos: [],
        idempotencyKey: "key-offer-1",
        contentHash: "test",
        channel: "script",
        edition: "en",
        spam: null,
        receivedAt: new Date(),
      },
      staged,
    );
    await store.close();

    const table = run(dataDir);
    expect(table).toContain("Machines offered by sellers");
    expect(table).toMatch(/Selin Kaya <selin@example\.com>\s+fr\s+Vacuum metallizer, Leyb/);
    expect(table).toContain(offer.reference!);
    expect(offer.reference).toMatch(/^O-\d{4}-001$/);
    expect(table).toContain("npm run inventory:from-offer -- <reference>");
    const csv = run(dataDir, "--csv", "--offers");
    expect(csv.split("\r\n")[0]).toContain("type of machine,manufacturer,model,serial number");
    expect(csv).toContain('"Line 1\nLine 2"');
    expect(csv).toContain(offer.reference!);
  });

  it("prints what was stored, never obeys it: escapes and bidi overrides show as \\u…", () => {
    // Rows from before the form cleaned its text may hold them.
    const table = formatTable([inquiry({ name: "Amina\u001b[2J", subject: "BOPP \u202eredro" })]);
    expect([...table].filter((c) => c === "\u001b" || c === "\u202e")).toEqual([]);
    expect(table).toContain("Amina\\u001b[2J");
    const offers = formatOffers([storedOffer({ name: "Karim\u001b]0;owned\u0007" })]);
    expect([...offers].filter((c) => c === "\u001b" || c === "\u0007")).toEqual([]);
    expect(offers).toContain("Karim\\u001b]0;owned\\u0007");
    expect(offers).toContain("O-2611-017");
  });
});
