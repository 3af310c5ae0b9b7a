// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { readInventory } from "../../app/inventory/read-inventory.ts";
import type { Offer } from "../../server/offers/offer-store.ts";
import { SqliteOfferStore } from "../../server/offers/sqlite-offer-store.ts";
import { offerFields, photoBytes, storedOffer } from "../../server/test-utils/offers.ts";
import { tempDir } from "../../server/test-utils/test-server.ts";

import { availableMonth, DraftError, freeSlug, writeDraft } from "./from-offer.ts";

const offer = (overrides: Partial<Offer["facts"]> = {}, edition: Offer["edition"] = "en") =>
  storedOffer(overrides, { edition });

async function offerPhotos(count = 2) {
  const dir = await tempDir("offer-photos");
  const bytes = await photoBytes({ width: 800, height: 600 });
  for (let n = 1; n <= count; n += 1) writeFileSync(join(dir, `photo-0${n}.jpg`), bytes);
  return (file: string) => join(dir, file);
}

describe("inventory:from-offer", () => {
  it("writes a draft in the editor's layout, with the first six photos, which the build never publishes and the checker lists to complete", async () => {
    const dir = await tempDir("inventory");
    const draft = writeDraft(storedOffer({}, { edition: "en", photos: 8 }), await offerPhotos(8), {
      dir,
    });
    expect(draft.slug).toBe("gravure-printing-press-2011");
    expect(draft.files).toEqual([
      "index.en.md",
      ...Array.from({ length: 6 }, (_, index) => `photo-0${index + 1}.jpg`),
    ]);

    const inventory = readInventory(dir);
    expect(inventory.problems).toEqual([]);
    // Never a listing: no page, card or sitemap entry is built from a draft.
    expect(inventory.listings).toEqual([]);
    const [found] = inventory.drafts;
    expect(found!.slug).toBe("gravure-printing-press-2011");
    // What a person must write: the photos' alt texts, here.
    expect(found!.toComplete.map((item) => item.field)).toContain("photos[0].alt");

    const text = readFileSync(join(draft.folder, "index.en.md"), "utf8");
    const frontMatter = parse(text.split(/^---$/m)[1]!) as Record<string, unknown>;
    // What the seller typed, in the listing's own fields: the next free reference, the maker
    // and model, the price as asked, and the month it can leave (within 3 months of November).
    expect(frontMatter).toMatchObject({
      name: "Rotomec 4003 MP Gravure Printing Press",
      // After the repository's removed machine, FP-1008: the test folder has no listing.
      reference: "FP-1009",
      type: "gravure-printing-press",
      maker: "Rotomec",
      model: "4003 MP",
      year: 2011,
      price: { kind: "asking", amount: 380000, currency: "EUR" },
      location: "EG",
      available: "2027-02",
      status: "draft",
      specs: [],
    });
    // The seller's "running" is not one of our grades: a person chooses.
    expect(frontMatter).not.toHaveProperty("condition");
    expect(found!.toComplete.map((item) => item.field)).toEqual(
      expect.arrayContaining(["condition", "city"]),
    );
    expect(text).not.toMatch(/^slug:/m);
    // The seller's text, with its colons and hash, is the description, not YAML.
    expect(text).toContain("Eight colours: 1,300 mm web, 300 m/min. Overhauled in 2023 #1.");
    // The seller, the price's terms and the checklist stay in comments, for the firm only.
    expect(text).toMatch(/^# The seller's asking price: 380,000 EUR, in price: below/m);
    expect(text).toMatch(/^# \[ \] set our price: price: holds the seller's/m);
    expect(text).toMatch(
      /^# \[ \] add condition: one of like-new, .* \(the seller said "Running"\)/m,
    );
    expect(text).toMatch(/^# \[ \] describe each photo/m);
    expect(text).toContain("O-2611-017");
  });

  it("keeps a name with a line break in its comment: the YAML gains no field and parses", async () => {
    const dir = await tempDir("inventory");
    // Stored before the form cleaned its text: the line break is still there.
    const hostile = storedOffer({
      name: "Karim\r\nstatus: available\r\n---\r\nInjected",
      company: "Nile\nfeatured: true",
    });
    const draft = writeDraft(hostile, await offerPhotos(), { dir });
    const text = readFileSync(join(draft.folder, "index.en.md"), "utf8");
    const frontMatter = parse(text.split(/^---$/m)[1]!) as Record<string, unknown>;
    expect(frontMatter.status).toBe("draft");
    expect(frontMatter.featured).toBe(false);
    expect(text).toContain("# Seller: Karim status: available --- Injected, Nile featured: true,");
    expect(readInventory(dir).problems).toEqual([]);
    expect(readInventory(dir).drafts).toHaveLength(1);
  });

  it("leaves the type of an 'other' machine to choose, and keeps the seller's words in their language", async () => {
    const dir = await tempDir("inventory");
    const draft = writeDraft(
      storedOffer(
        { machineType: "other", description: "آلة تصنيع أكياس بعرض 1200 مم، تعمل حتى اليوم." },
        { edition: "ar" },
      ),
      await offerPhotos(),
      { dir },
    );
    expect(draft.files).toContain("index.ar.md");
    const english = readFileSync(join(draft.folder, "index.en.md"), "utf8");
    expect(english).not.toMatch(/^type:/m);
    expect(english).toMatch(/^# \[ \] choose its type \(the seller chose "Other machine"\)/m);
    // No Arabic in the English file: the seller's words are in index.ar.md.
    expect(english).not.toMatch(/\p{Script=Arabic}/u);
    expect(readFileSync(join(draft.folder, "index.ar.md"), "utf8")).toContain(
      "آلة تصنيع أكياس بعرض 1200 مم",
    );
    const [found] = readInventory(dir).drafts;
    expect(found!.toComplete.map((item) => item.field)).toEqual(
      expect.arrayContaining(["type", "description"]),
    );
    expect(readInventory(dir).problems).toEqual([]);
    // --type sets it; an unknown one is refused.
    expect(() =>
      writeDraft(storedOffer({ machineType: "other" }), () => "", { dir, type: "x" }),
    ).toThrow(DraftError);
  });

  it("carries the serial number, hours and city as typed, the specs, and the firm's terms in comments", async () => {
    const dir = await tempDir("inventory");
    const draft = writeDraft(
      storedOffer({
        serialNumber: "RT-4003-117",
        runningHours: 42000,
        webWidth: 1300,
        maxSpeed: 300,
        stations: 8,
        negotiable: "yes",
        priceBasis: "EXW",
        vat: "excluded",
        confidential: true,
        city: "Alexandria",
      }),
      await offerPhotos(),
      { dir },
    );
    const text = readFileSync(join(draft.folder, "index.en.md"), "utf8");
    const frontMatter = parse(text.split(/^---$/m)[1]!) as Record<string, unknown>;
    expect(frontMatter).toMatchObject({
      // Kept for the firm in the listing's serial field, which the build never publishes.
      serial: "RT-4003-117",
      hours: 42000,
      city: "Alexandria",
      specs: [
        { label: "Web width", value: "1,300 mm" },
        { label: "Maximum speed", value: "300 m/min" },
        { label: "Colours or stations", value: "8" },
      ],
    });
    expect(text).not.toMatch(/\[ \] add city/);
    expect(text).toMatch(
      /^# The seller's asking price: 380,000 EUR, in price: below, negotiable, EXW \(ex works\), VAT not included\.$/m,
    );
    expect(text).toMatch(/^# CONFIDENTIAL/m);
  });

  it("carries the seller's YouTube video as the listing's video, to be watched before publishing; any other link stays a comment", async () => {
    const dir = await tempDir("inventory");
    const frontMatterOf = (draft: { folder: string }) => {
      const text = readFileSync(join(draft.folder, "index.en.md"), "utf8");
      return { text, data: parse(text.split(/^---$/m)[1]!) as Record<string, unknown> };
    };
    const youtube = frontMatterOf(
      writeDraft(
        storedOffer({ videoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=4s" }),
        await offerPhotos(),
        { dir },
      ),
    );
    expect(youtube.data.video).toEqual({ youtube: "https://youtu.be/aqz-KE-bpKQ" });
    expect(youtube.text).toMatch(/\[ \] watch the seller's video/);
    const other = frontMatterOf(
      writeDraft(storedOffer({ videoUrl: "https://vimeo.com/12345" }), await offerPhotos(), {
        dir,
      }),
    );
    expect(other.data.video).toBeUndefined();
    expect(other.text).toMatch(/^# Video: https:\/\/vimeo\.com\/12345$/m);
  });

  it("gives each draft the next free reference, after the listings, drafts and removed machines", async () => {
    const dir = await tempDir("inventory");
    const first = writeDraft(offer(), await offerPhotos(), { dir });
    const second = writeDraft(offer(), await offerPhotos(), { dir });
    const reference = (folder: string) =>
      (
        parse(readFileSync(join(folder, "index.en.md"), "utf8").split(/^---$/m)[1]!) as {
          reference: string;
        }
      ).reference;
    // The test folder has no listing; the repository's removed machine keeps FP-1008.
    expect(reference(first.folder)).toBe("FP-1009");
    expect(reference(second.folder)).toBe("FP-1010");
    expect(readInventory(dir).problems).toEqual([]);
  });

  it("puts a price on request when the seller gave none, and leaves a later availability to fill in", async () => {
    const dir = await tempDir("inventory");
    const draft = writeDraft(
      offer({ askingPrice: null, availability: "later" }),
      await offerPhotos(),
      { dir },
    );
    const text = readFileSync(join(draft.folder, "index.en.md"), "utf8");
    const frontMatter = parse(text.split(/^---$/m)[1]!) as Record<string, unknown>;
    expect(frontMatter.price).toEqual({ kind: "on-request" });
    expect(frontMatter).not.toHaveProperty("available");
    expect(text).toMatch(
      /^# \[ \] add available: now, or the month it can leave as YYYY-MM \(the seller said "Later, or not decided yet"\)$/m,
    );
  });

  it("turns the seller's availability into a month from when the offer came in", () => {
    const at = (availability: Offer["facts"]["availability"], receivedAt: string) =>
      availableMonth({
        facts: { ...offer().facts, availability },
        receivedAt: new Date(receivedAt),
      });
    expect(at("now", "2026-11-20T10:00:00Z")).toBe("now");
    expect(at("3-months", "2026-11-20T10:00:00Z")).toBe("2027-02");
    expect(at("6-months", "2026-01-31T23:00:00Z")).toBe("2026-07");
    expect(at("later", "2026-11-20T10:00:00Z")).toBeUndefined();
  });

  it("never overwrites a listing: the next slug is free", async () => {
    const taken = new Set(["gravure-printing-press-2011", "rotomec-gravure-printing-press-2011"]);
    expect(freeSlug(offer(), "gravure-printing-press", (slug) => taken.has(slug))).toBe(
      "rotomec-gravure-printing-press-2011-2",
    );
    const dir = await tempDir("inventory");
    mkdirSync(join(dir, "mine"));
    expect(() => writeDraft(offer(), () => "", { dir, slug: "mine" })).toThrow(DraftError);
  });

  it("runs as a command on the server's data directory", async () => {
    const dataDir = await tempDir("data");
    const store = new SqliteOfferStore(dataDir);
    const staged = await store.stage();
    writeFileSync(join(staged, "photo-01.jpg"), await photoBytes({ width: 640, height: 480 }));
    const fields = offerFields();
    const { offer: stored } = await store.save(
      {
        facts: { ...offer().facts, manufacturer: fields.manufacturer! },
        photos: [offer().photos[0]!],
        idempotencyKey: "key-from-offer-command",
        contentHash: "test",
        channel: "form",
        edition: "en",
        spam: null,
        receivedAt: new Date(),
      },
      staged,
    );
    await store.close();
    const inventory = await tempDir("inventory-command");
    // The command writes into app/content/inventory; this test points it at a copy by cwd.
    const output = execFileSync(
      process.execPath,
      [resolve(import.meta.dirname, "from-offer.ts"), stored.reference!, "--slug", "drafted-2011"],
      { env: { ...process.env, DATA_DIR: dataDir, INVENTORY_DIR: inventory }, encoding: "utf8" },
    );
    expect(output).toContain("Draft listing written");
    expect(existsSync(join(inventory, "drafted-2011", "index.en.md"))).toBe(true);
    expect(existsSync(join(inventory, "drafted-2011", "photo-01.jpg"))).toBe(true);
  });
});
