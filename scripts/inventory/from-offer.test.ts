// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { readInventory } from "../../app/features/inventory/read-inventory.ts";
import type { Offer } from "../../server/offer-store.ts";
import { SqliteOfferStore } from "../../server/sqlite-offer-store.ts";
import { offerFields, photoBytes, storedOffer } from "../../server/test-support/offers.ts";
import { tempDir } from "../../server/test-support/test-server.ts";

import { DraftError, draftListing, freeSlug, writeDraft } from "./from-offer.ts";

const offer = (overrides: Partial<Offer["facts"]> = {}, edition: Offer["edition"] = "en") =>
  storedOffer(overrides, { edition });

async function offerPhotos() {
  const dir = await tempDir("offer-photos");
  const bytes = await photoBytes({ width: 800, height: 600 });
  for (const file of ["photo-01.jpg", "photo-02.jpg"]) writeFileSync(join(dir, file), bytes);
  return (file: string) => join(dir, file);
}

describe("inventory:from-offer", () => {
  it("writes a reserved draft listing in the editor's layout, with the photos beside it, which the inventory's rules accept", async () => {
    const dir = await tempDir("inventory");
    const draft = writeDraft(offer(), await offerPhotos(), { dir });
    expect(draft.slug).toBe("gravure-printing-press-2011");
    expect(draft.files).toEqual(["index.en.md", "photo-01.jpg", "photo-02.jpg"]);

    const inventory = readInventory(dir);
    expect(inventory.problems).toEqual([]);
    const [listing] = inventory.listings;
    expect(listing!.data).toMatchObject({
      slug: "gravure-printing-press-2011",
      name: "Rotomec 4003 MP Gravure Printing Press",
      type: "gravure-printing-press",
      year: 2011,
      location: "EG",
      status: "reserved",
      specs: [
        { label: "Manufacturer", value: "Rotomec" },
        { label: "Model", value: "4003 MP" },
        { label: "Condition", value: "Running" },
        { label: "Available", value: "Within 3 months" },
      ],
    });
    // The photos by their names, as the editor writes them; the folder is the slug.
    expect(listing!.data.photos.map((photo) => photo.src)).toEqual([
      "photo-01.jpg",
      "photo-02.jpg",
    ]);
    expect(listing!.folder).toBe(join(dir, "gravure-printing-press-2011"));
    const text = readFileSync(join(draft.folder, "index.en.md"), "utf8");
    expect(text).not.toMatch(/^slug:/m);
    // The seller's text, with its colons and hash, is the description, not YAML.
    expect(text).toContain("Eight colours: 1,300 mm web, 300 m/min. Overhauled in 2023 #1.");
    // The price and the seller stay in comments, for the firm only.
    expect(text).toMatch(/^# Asking price: 380,000 EUR/m);
    expect(listing!.body).not.toContain("380");
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

  it("asks for a type when the seller chose 'other', and notes a description to translate", async () => {
    expect(() => draftListing(offer({ machineType: "other" }), "metallizer")).not.toThrow();
    const dir = await tempDir("inventory");
    expect(() => writeDraft(offer({ machineType: "other" }), () => "", { dir })).toThrow(/--type/);
    const draft = writeDraft(offer({ machineType: "other" }, "fr"), await offerPhotos(), {
      dir,
      type: "slitting-machine",
    });
    expect(readFileSync(join(draft.folder, "index.en.md"), "utf8")).toContain(
      "# The seller wrote from the French site: write the description in English.",
    );
    expect(readInventory(dir).problems).toEqual([]);
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
      [
        resolve(import.meta.dirname, "from-offer.ts"),
        stored.id.slice(0, 8),
        "--slug",
        "drafted-2011",
      ],
      { env: { ...process.env, DATA_DIR: dataDir, INVENTORY_DIR: inventory }, encoding: "utf8" },
    );
    expect(output).toContain("Draft listing written");
    expect(existsSync(join(inventory, "drafted-2011", "index.en.md"))).toBe(true);
    expect(existsSync(join(inventory, "drafted-2011", "photo-01.jpg"))).toBe(true);
  });
});
