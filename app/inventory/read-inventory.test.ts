// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { stringify } from "yaml";
import { afterEach, describe, expect, it } from "vitest";

import { isCountryCode, MAX_PHOTOS } from "./listing-schema.ts";
import { machineFromSource, machineIn } from "./machine-text.ts";
import {
  formatProblem,
  InventoryError,
  loadInventory,
  missingTranslations,
  readInventory,
  type ReadOptions,
} from "./read-inventory.ts";

// The reader only checks that a photo exists: a few bytes of PNG signature do.
const PHOTO = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const english = {
  name: "Gravure Printing Press",
  reference: "FP-1024",
  type: "gravure-printing-press",
  maker: "Bobst",
  model: "RS 4003 MP",
  year: 2015,
  hours: 61500,
  condition: "good",
  price: { kind: "asking", amount: 1250000, currency: "EUR" },
  location: "IT",
  city: "Reggio Emilia",
  available: "now",
  status: "available",
  summary: "An eight-colour rotogravure press for films and laminates.",
  // A photo's name as the editor writes it, or with "./" as a person might.
  photos: [
    { src: "overview.jpg", alt: "The press in a print hall" },
    { src: "./unwind.png", alt: "The unwind station" },
  ],
  specs: [
    { label: "Print units", value: "8 colours" },
    { label: "Maximum speed", value: 300 },
  ],
};

const french = {
  name: "Presse héliographique",
  summary: "Une presse héliographique huit couleurs pour films et complexes.",
  photos: [
    { src: "overview.jpg", alt: "La presse dans un hall d’impression" },
    { src: "unwind.png", alt: "Le dérouleur" },
  ],
  specs: [
    { label: "Groupes d’impression", value: "8 couleurs" },
    { label: "Vitesse maximale", value: "300 m/min" },
  ],
};

/** A Markdown file: the fields as YAML front matter, then the body. */
function markdown(fields: object, body = "A description of the machine."): string {
  return `---\n${stringify(fields)}---\n${body}\n`;
}

const temporaryDirs: string[] = [];
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes the files under <tmp>/inventory/; paths in messages start with "inventory/". */
function inventory(files: Record<string, string | Buffer>): { dir: string; root: string } {
  const root = mkdtempSync(join(tmpdir(), "inventory-test-"));
  temporaryDirs.push(root);
  const dir = join(root, "inventory");
  mkdirSync(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, root };
}

/** One machine in folder `press`: index.en.md with `fields`, its two photos, and `extra` files. */
function press(fields: object = english, extra: Record<string, string | Buffer> = {}) {
  return inventory({
    "press/index.en.md": markdown(fields),
    "press/overview.jpg": PHOTO,
    "press/unwind.png": PHOTO,
    ...extra,
  });
}

function problems(
  { dir, root }: { dir: string; root: string },
  options: ReadOptions = {},
): string[] {
  return readInventory(dir, { currentYear: 2026, root, ...options }).problems.map(formatProblem);
}

describe("readInventory", () => {
  it("reads a valid folder, with its translations, and finds no problem", () => {
    const { dir, root } = press(english, {
      "press/index.fr.md": markdown(french, "Une description de la machine."),
      "press/index.ar.md": markdown({ name: "مطبعة", summary: "مطبعة روتوغرافور." }, "وصف الآلة."),
    });
    const { listings, problems, warnings } = readInventory(dir, { currentYear: 2026, root });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(listings).toHaveLength(1);
    const [listing] = listings;
    expect(listing?.folder).toBe(join(dir, "press"));
    expect(listing?.file).toBe(join(dir, "press", "index.en.md"));
    expect(listing?.data).toEqual({
      // The folder's name is the slug.
      slug: "press",
      ...english,
      // The editor's `kind:` form, read as pages use it.
      price: { amount: 1250000, currency: "EUR" },
      // YAML reads 300 as a number; the site shows it as text.
      specs: [english.specs[0], { label: "Maximum speed", value: "300" }],
      documents: [],
    });
    expect(listing?.body).toBe("A description of the machine.");
    // The alt texts in the order of the English photos, each found by its file's name.
    expect(listing?.translations.fr?.data).toEqual({
      ...french,
      photos: [{ alt: french.photos[0]!.alt }, { alt: french.photos[1]!.alt }],
    });
    expect(listing?.translations.fr?.body).toBe("Une description de la machine.");
    expect(listing?.translations.fr?.file).toBe(join(dir, "press", "index.fr.md"));
    // index.ar.md leaves out photos and specs: the site shows the English ones.
    expect(listing?.translations.ar?.data).toEqual({ name: "مطبعة", summary: "مطبعة روتوغرافور." });
    // Optional lists default to empty, and featured stays optional.
    const bare = press({ ...english, photos: undefined, specs: undefined });
    const [plain] = readInventory(bare.dir, { root: bare.root }).listings;
    expect(plain?.data).toMatchObject({ photos: [], specs: [] });
    expect(plain?.data.featured).toBeUndefined();
  });

  it("names the file, the field and what to write for a missing year", () => {
    expect(problems(press({ ...english, year: undefined }))).toEqual([
      "inventory/press/index.en.md › year: is missing: write the manufacturer year as a number, for example year: 2018",
    ]);
    expect(problems(press({ ...english, year: "2015" }))).toEqual([
      "inventory/press/index.en.md › year: must be the manufacturer year as a number, for example year: 2018",
    ]);
  });

  it("refuses a year in the future, and one before 1950", () => {
    expect(problems(press({ ...english, year: 2027 }), { currentYear: 2026 })).toEqual([
      "inventory/press/index.en.md › year: 2027 is in the future: the manufacturer year is 2026 at the latest",
    ]);
    expect(problems(press({ ...english, year: 2027 }), { currentYear: 2027 })).toEqual([]);
    expect(problems(press({ ...english, year: 1900 }))).toEqual([
      "inventory/press/index.en.md › year: 1900 is before 1950",
    ]);
  });

  it("takes the slug from the folder's name, and refuses a slug in the file", () => {
    const fixture = inventory({
      "Gravure Press/index.en.md": markdown({ ...english, photos: [] }),
      "b-press/index.en.md": markdown({ ...english, photos: [], slug: "b-press" }),
    });
    expect(problems(fixture)).toEqual([
      "inventory/Gravure Press: is not a slug: must be lower-case letters, digits and single hyphens, for example bopp-film-line-2018: rename the folder",
      "inventory/b-press/index.en.md › slug: is the folder's name: the folder app/content/inventory/<slug>/ gives the address; remove this line",
    ]);
    expect(readInventory(fixture.dir, { root: fixture.root }).listings).toEqual([]);
  });

  it("reports a photo that is not in the folder", () => {
    const fixture = inventory({
      "press/index.en.md": markdown(english),
      "press/overview.jpg": PHOTO,
    });
    expect(problems(fixture)).toEqual([
      "inventory/press/index.en.md › photos[1].src: ./unwind.png is not there: put the photo in inventory/press/ or correct the file name (letter case counts)",
    ]);
    // Looked for even when another field is wrong: one run reports every problem.
    const both = inventory({
      "press/index.en.md": markdown({ ...english, status: "gone" }),
      "press/unwind.png": PHOTO,
    });
    expect(problems(both)).toEqual([
      "inventory/press/index.en.md › status: must be one of available, reserved, sold",
      "inventory/press/index.en.md › photos[0].src: overview.jpg is not there: put the photo in inventory/press/ or correct the file name (letter case counts)",
    ]);
  });

  it("refuses a photo that is not a JPEG, PNG or WebP file, or not beside index.en.md", () => {
    const photos = [{ src: "./overview.gif", alt: "The press" }];
    expect(problems(press({ ...english, photos }))).toEqual([
      "inventory/press/index.en.md › photos[0].src: must be a JPEG, PNG or WebP file (.jpg, .jpeg, .png or .webp)",
    ]);
    const elsewhere = [{ src: "../other/overview.jpg", alt: "The press" }];
    expect(problems(press({ ...english, photos: elsewhere }))).toEqual([
      "inventory/press/index.en.md › photos[0].src: must be the name of a photo in the listing's folder, for example overview.jpg",
    ]);
  });

  it("wants a country code, and names the code to write for a near miss", () => {
    expect(problems(press({ ...english, location: "Germany" }))).toEqual([
      'inventory/press/index.en.md › location: "Germany" is not a country code: write the two capital letters of ISO 3166, for example DE, US, GB or AE',
    ]);
    expect(problems(press({ ...english, location: "UK" }))).toEqual([
      'inventory/press/index.en.md › location: "UK" is not a country code: write GB (United Kingdom)',
    ]);
    expect(problems(press({ ...english, location: "de" }))).toEqual([
      'inventory/press/index.en.md › location: "de" is not a country code: write DE (Germany)',
    ]);
    expect(problems(press({ ...english, location: undefined }))).toEqual([
      "inventory/press/index.en.md › location: is missing: write the country's two-letter code, for example location: DE",
    ]);
  });

  it("lists the statuses and the machine types a listing may have", () => {
    expect(problems(press({ ...english, status: "for sale" }))).toEqual([
      "inventory/press/index.en.md › status: must be one of available, reserved, sold",
    ]);
    expect(problems(press({ ...english, type: "laminator" }))).toEqual([
      "inventory/press/index.en.md › type: must be one of bopp-film-line, cpp-film-line, extrusion-laminator, gravure-printing-press, metallizer, slitting-machine",
    ]);
    expect(problems(press({ ...english, featured: "yes" }))).toEqual([
      "inventory/press/index.en.md › featured: must be true or false",
    ]);
  });

  it("reports a misspelt field, and the field it leaves missing", () => {
    expect(problems(press({ ...english, year: undefined, yeer: 2015 }))).toEqual([
      "inventory/press/index.en.md › year: is missing: write the manufacturer year as a number, for example year: 2018",
      "inventory/press/index.en.md › yeer: is not a field a listing has: check its spelling, or remove it",
    ]);
  });

  it("wants an alt text for every photo", () => {
    const photos = [english.photos[0], { src: "unwind.png" }];
    expect(problems(press({ ...english, photos }))).toEqual([
      "inventory/press/index.en.md › photos[1].alt: is missing: write what the photo shows, for someone who cannot see it, for example alt: The line seen from the extruder end",
    ]);
    const blank = [english.photos[0], { src: "unwind.png", alt: "  " }];
    expect(problems(press({ ...english, photos: blank }))).toEqual([
      "inventory/press/index.en.md › photos[1].alt: is empty: write what the photo shows, for someone who cannot see it, for example alt: The line seen from the extruder end",
    ]);
  });

  it(`keeps at most ${MAX_PHOTOS} photos`, () => {
    const photos = Array.from({ length: MAX_PHOTOS + 1 }, (_, index) => ({
      src: `photo-${index}.jpg`,
      alt: `Photo ${index}`,
    }));
    const files = Object.fromEntries(photos.map((photo) => [`press/${photo.src}`, PHOTO]));
    expect(problems(press({ ...english, photos }, files))).toEqual([
      "inventory/press/index.en.md › photos: has more than 12 photos: keep the best 12",
    ]);
    expect(problems(press({ ...english, photos: photos.slice(1) }, files))).toEqual([]);
  });

  it("gives the line of a YAML syntax error and says how to quote", () => {
    const source = markdown(english).replace(
      /^summary: .*$/m,
      "summary: Speed: 300 m/min, eight colours",
    );
    const fixture = press(english, { "press/index.en.md": source });
    // Line 1 is ---, so the summary is on line 18 of the file; column 10 is the text to quote.
    expect(source.split("\n")[17]).toBe("summary: Speed: 300 m/min, eight colours");
    expect(problems(fixture)).toEqual([
      'inventory/press/index.en.md: cannot be read at line 18, column 10: Nested mappings are not allowed in compact mappings. A text that contains ": " or " #", or starts with a quote, [, { or -, needs "double quotes" around it',
    ]);
  });

  it("wants front matter with fields", () => {
    const fixture = press(english, { "press/index.en.md": "A description without fields.\n" });
    expect(problems(fixture)).toEqual([
      "inventory/press/index.en.md: has no front matter: start the file with a line ---, the fields, then ---",
    ]);
    const text = press(english, {
      "press/index.en.md": "---\njust a sentence\n---\nA description.\n",
    });
    expect(problems(text)).toEqual([
      "inventory/press/index.en.md: has no fields between the --- lines: write one field a line, as name: value",
    ]);
  });

  it("wants an index.en.md in every machine's folder, and names the files of the old layout", () => {
    const fixture = inventory({
      "press/index.fr.md": markdown(french),
      "press/overview.jpg": PHOTO,
      "older/en.md": markdown(english),
    });
    expect(problems(fixture)).toEqual([
      "inventory/older/en.md: has the name of the layout before the editor: rename it index.en.md",
      "inventory/older: has no index.en.md: every machine's folder needs index.en.md with its facts and English text (add the machine in the editor, or copy the file from another machine)",
      "inventory/press: has no index.en.md: every machine's folder needs index.en.md with its facts and English text (add the machine in the editor, or copy the file from another machine)",
    ]);
  });

  it("reports Markdown files that are not a listing's", () => {
    const fixture = press(english, {
      "press/notes.md": "Seller's phone number",
      "press/index.de.md": markdown(french),
      "loose.md": markdown(english),
      // The folder may explain itself.
      "README.md": "# The inventory",
    });
    expect(problems(fixture)).toEqual([
      "inventory/loose.md: is outside a machine's folder: each machine has its own folder, named after its slug",
      "inventory/press/index.de.md: is not a listing file: name it index.en.md, index.fr.md, index.ar.md",
      "inventory/press/notes.md: is not a listing file: name it index.en.md, index.fr.md, index.ar.md",
    ]);
  });

  it("warns of a photo uploaded outside every machine's folder (the editor's Assets page), without refusing the build", () => {
    const fixture = press(english, { "IMG_4512.JPG": PHOTO });
    const { problems: found, warnings } = readInventory(fixture.dir, {
      currentYear: 2026,
      root: fixture.root,
    });
    expect(found).toEqual([]);
    expect(warnings.map(formatProblem)).toEqual([
      "inventory/IMG_4512.JPG: is outside every machine's folder, so no machine shows it: add it from the machine's own Photos field instead, and delete this file",
    ]);
  });

  it("finds each photo's alt text by its file, and falls back to English where one lags behind", () => {
    const fixture = press(english, {
      // What the editor leaves after photos changed in English: an entry for a
      // photo removed since, an empty entry, a photo without its alt text yet.
      "press/index.fr.md": markdown({
        ...french,
        photos: [
          { src: "old.jpg", alt: "Une photo retirée" },
          null,
          { src: "./unwind.png", alt: "Le dérouleur" },
          { src: "overview.jpg" },
        ],
        specs: [...french.specs, { label: "État", value: "Bon" }],
      }),
    });
    const {
      listings,
      problems: found,
      warnings,
    } = readInventory(fixture.dir, {
      root: fixture.root,
    });
    expect(found).toEqual([]);
    expect(warnings.map(formatProblem)).toEqual([
      "inventory/press/index.fr.md › photos[0].src: old.jpg is not a photo of index.en.md any more: its alt text is not shown; remove the entry",
      "inventory/press/index.fr.md › specs: has 3 specs and index.en.md has 2: the page shows the English specs until there is one for each, in the same order",
    ]);
    // The French page shows the English alt of the first photo and the English specs.
    expect(listings[0]?.translations.fr?.data).toEqual({
      name: french.name,
      summary: french.summary,
      photos: [{}, { alt: "Le dérouleur" }],
    });
  });

  it("holds a translation to text only, and names misspelt fields", () => {
    const fixture = press(english, {
      "press/index.ar.md": markdown({
        name: "مطبعة",
        summaryy: "مطبعة روتوغرافور.",
        year: 2015,
        photos: [{ src: "overview.jpg", alt: "المطبعة", caption: "صورة" }],
      }),
    });
    expect(problems(fixture)).toEqual([
      "inventory/press/index.ar.md › photos[0].caption: is not a field a translation has: check its spelling, or remove it",
      "inventory/press/index.ar.md › summaryy: is not a field a translation has: check its spelling, or remove it",
      "inventory/press/index.ar.md › year: is written in index.en.md only: a translation holds name, city, summary, the photos' alt, specs and the documents' titles; remove it here",
    ]);
  });

  it("wants a description below the front matter of index.en.md", () => {
    const fixture = inventory({
      "press/index.en.md": markdown({ ...english, photos: [] }, ""),
      "other/index.en.md": markdown({ ...english, photos: [] }),
    });
    expect(problems(fixture)).toEqual([
      "inventory/press/index.en.md › description: is missing: write the machine's description below the closing ---",
    ]);
  });

  it("shows the English text for a translation saved without its name, summary or description, with a warning", () => {
    const fixture = inventory({
      "a/index.en.md": markdown({ ...english, photos: [], reference: "FP-1001" }),
      // The editor saved a machine in English only: the French file holds nothing yet.
      "a/index.fr.md": markdown({ name: "", photos: [null] }, ""),
      // Translated in part: no description.
      "a/index.ar.md": markdown({ name: "مطبعة", summary: "مطبعة روتوغرافور." }, "  \n"),
      "b/index.en.md": markdown({ ...english, photos: [], reference: "FP-1002" }),
      "b/index.fr.md": markdown({ ...french, photos: undefined }),
      // What the editor writes for a language left empty: no fields, or nothing at all.
      "c/index.en.md": markdown({ ...english, photos: [], reference: "FP-1003" }),
      "c/index.fr.md": "---\n---\n",
      "c/index.ar.md": "",
    });
    const {
      listings,
      problems: found,
      warnings,
    } = readInventory(fixture.dir, {
      currentYear: 2026,
      root: fixture.root,
    });
    expect(found).toEqual([]);
    expect(listings.map((listing) => Object.keys(listing.translations))).toEqual([[], ["fr"], []]);
    expect(warnings.map(formatProblem)).toEqual([
      "inventory/a/index.fr.md: translation missing: name, summary, description not written yet, so the French page shows the English text; to translate it, open the machine in the editor, show French beside English, fill in name, summary and description, and save",
      "inventory/a/index.ar.md: translation missing: description not written yet, so the Arabic page shows the English text; to translate it, open the machine in the editor, show Arabic beside English, fill in name, summary and description, and save",
      "inventory/c/index.fr.md: translation missing: name, summary, description not written yet, so the French page shows the English text; to translate it, open the machine in the editor, show French beside English, fill in name, summary and description, and save",
      "inventory/c/index.ar.md: translation missing: name, summary, description not written yet, so the Arabic page shows the English text; to translate it, open the machine in the editor, show Arabic beside English, fill in name, summary and description, and save",
    ]);
    // No file at all: missingTranslations says so (inventory:check and the build print it).
    const name = (path: string) => path.slice(fixture.root.length + 1);
    expect(missingTranslations(listings, name).map(formatProblem)).toEqual([
      "inventory/b/index.ar.md: translation missing: the Arabic page shows the English text; to translate it, open the machine in the editor, show Arabic beside English, fill in name, summary and description, and save",
    ]);
  });

  it("reports every problem of every file in one run", () => {
    const fixture = inventory({
      "a/index.en.md": markdown({ ...english, photos: [], year: undefined }),
      "b/index.en.md": markdown({ ...english, photos: [], status: "gone" }),
      "c/index.en.md": markdown({ ...english, photos: [] }),
    });
    const { listings, problems: found } = readInventory(fixture.dir, {
      currentYear: 2026,
      root: fixture.root,
    });
    expect(found.map((problem) => [problem.file, problem.field])).toEqual([
      ["inventory/a/index.en.md", "year"],
      ["inventory/b/index.en.md", "status"],
    ]);
    expect(listings.map((listing) => listing.data.slug)).toEqual(["c"]);
  });
});

describe("a machine's facts", () => {
  const file = "inventory/press/index.en.md";
  const problem = (field: string, message: string) => `${file} › ${field}: ${message}`;

  it("wants our reference, FP- and four digits", () => {
    expect(problems(press({ ...english, reference: undefined }))).toEqual([
      problem(
        "reference",
        "is missing: write our reference, FP- and four digits, for example reference: FP-1042",
      ),
    ]);
    for (const wrong of ["FP-42", "fp-1042", "1042", "FP 1042"]) {
      expect(problems(press({ ...english, reference: wrong })), wrong).toEqual([
        problem(
          "reference",
          `"${wrong}" is not one of our references: write FP- and four digits, for example reference: FP-1042`,
        ),
      ]);
    }
  });

  it("gives each machine its own reference, never a removed machine's, and says which is free", () => {
    const twice = inventory({
      "a/index.en.md": markdown({ ...english, photos: [] }),
      "b/index.en.md": markdown({ ...english, photos: [] }),
      "c/index.en.md": markdown({ ...english, photos: [], reference: "FP-1030" }),
    });
    expect(problems(twice)).toEqual([
      "inventory/a/index.en.md › reference: FP-1024 is also the reference of inventory/b/index.en.md: each machine has its own; keep it on the machine that had it first and give the other FP-1031, the next free one",
      "inventory/b/index.en.md › reference: FP-1024 is also the reference of inventory/a/index.en.md: each machine has its own; keep it on the machine that had it first and give the other FP-1031, the next free one",
    ]);
    const removed = [
      { slug: "old-press-2001", type: "gravure-printing-press", reference: "FP-1024" },
    ];
    expect(problems(press(), { removed })).toEqual([
      problem(
        "reference",
        "FP-1024 was the reference of old-press-2001, removed (app/content/removed-machines.ts): references are never reused; write FP-1025, the next free one",
      ),
    ]);
  });

  it("counts a draft's reference as taken", () => {
    const fixture = inventory({
      "press/index.en.md": markdown({ ...english, photos: [] }),
      "draft/index.en.md": markdown({ ...english, photos: [], status: "draft" }),
    });
    expect(problems(fixture)).toEqual([
      problem(
        "reference",
        "FP-1024 is also the reference of inventory/draft/index.en.md: each machine has its own; keep it on the machine that had it first and give the other FP-1025, the next free one",
      ),
    ]);
  });

  it("refuses a reference changed since it was first saved, unless it was another machine's", () => {
    const history = () => ({ reference: "FP-1020", commit: "abc1234" });
    expect(problems(press(), { history })).toEqual([
      problem(
        "reference",
        "was FP-1020 when first saved (commit abc1234): buyers quote it, so it never changes; write reference: FP-1020 again",
      ),
    ]);
    expect(problems(press({ ...english, reference: "FP-1020" }), { history })).toEqual([]);
    // Two machines had FP-1020 and one was given another: putting a duplicate right is a change.
    const fixed = inventory({
      "a/index.en.md": markdown({ ...english, photos: [], reference: "FP-1020" }),
      "b/index.en.md": markdown({ ...english, photos: [], reference: "FP-1021" }),
    });
    expect(problems(fixed, { history })).toEqual([]);
  });

  it("keeps a removed machine's address: its slug cannot be a listing again", () => {
    const removed = [{ slug: "press", type: "gravure-printing-press", reference: "FP-1008" }];
    expect(problems(press(), { removed })).toEqual([
      "inventory/press: is the address of a removed machine (app/content/removed-machines.ts), which leads to the catalogue: a slug is never reused; rename the folder",
    ]);
  });

  it("wants the maker; the model and the serial number are optional, numbers read as text", () => {
    expect(problems(press({ ...english, maker: undefined }))).toEqual([
      problem(
        "maker",
        "is missing: write the maker's name, for example maker: Brückner Maschinenbau",
      ),
    ]);
    expect(problems(press({ ...english, maker: " " }))).toEqual([
      problem(
        "maker",
        "is empty: write the maker's name, for example maker: Brückner Maschinenbau",
      ),
    ]);
    const fixture = press({ ...english, model: 4003, serial: 180427 });
    const [listing] = readInventory(fixture.dir, { root: fixture.root }).listings;
    expect(listing?.data).toMatchObject({ model: "4003", serial: "180427" });
    const { model: _model, ...withoutModel } = english;
    expect(problems(press(withoutModel))).toEqual([]);
    expect(problems(press({ ...english, model: "" }))).toEqual([]);
  });

  it("wants running hours as a whole number, when given", () => {
    const { hours: _hours, ...withoutHours } = english;
    expect(problems(press(withoutHours))).toEqual([]);
    expect(problems(press({ ...english, hours: "42,000" }))).toEqual([
      problem(
        "hours",
        "must be the running hours, digits only (no spaces, commas or units), for example hours: 42000",
      ),
    ]);
    expect(problems(press({ ...english, hours: -5 }))).toEqual([
      problem("hours", "cannot be below 0: write the running hours, for example hours: 42000"),
    ]);
    expect(problems(press({ ...english, hours: 4_200_000 }))).toEqual([
      problem("hours", "is more than 1000000: write the running hours, for example hours: 42000"),
    ]);
  });

  it("wants the condition from its list", () => {
    expect(problems(press({ ...english, condition: undefined }))).toEqual([
      problem("condition", "is missing: write one of like-new, very-good, good, needs-work"),
    ]);
    expect(problems(press({ ...english, condition: "Good, running" }))).toEqual([
      problem(
        "condition",
        "must be one of like-new, very-good, good, needs-work: say more in the description",
      ),
    ]);
  });

  it("reads a price on request, and an asking price with its ISO currency", () => {
    const read = (price: unknown) => {
      const fixture = press({ ...english, price });
      return readInventory(fixture.dir, { root: fixture.root }).listings[0]?.data.price;
    };
    expect(read({ kind: "on-request" })).toBe("on-request");
    expect(read({ kind: "asking", amount: 385000, currency: "USD" })).toEqual({
      amount: 385000,
      currency: "USD",
    });
  });

  it("says how to write a price written another way", () => {
    const price = (value: unknown) => problems(press({ ...english, price: value }));
    const forms =
      "kind: asking with amount: and currency: below it (for example amount: 1850000 and currency: EUR), or kind: on-request";
    expect(price(undefined)).toEqual([
      problem("price", `is missing: under price:, write ${forms}`),
    ]);
    expect(price("on-request")).toEqual([
      problem("price", "must be two lines: price: and, below it, kind: on-request"),
    ]);
    expect(price(1850000)).toEqual([
      problem("price", `needs its currency: under price:, write ${forms}`),
    ]);
    expect(price({ amount: 1850000, currency: "EUR" })).toEqual([
      problem(
        "price.kind",
        "is missing: write kind: asking (with amount and currency) or kind: on-request",
      ),
    ]);
    expect(price({ kind: "fixed", amount: 1850000, currency: "EUR" })).toEqual([
      problem(
        "price.kind",
        '"fixed" is not a kind of price: write kind: asking or kind: on-request',
      ),
    ]);
  });

  it("wants an asking price's amount as a whole number and its currency as an ISO code", () => {
    const asking = (fields: object) =>
      problems(press({ ...english, price: { kind: "asking", ...fields } }));
    expect(asking({ amount: "1,850,000", currency: "EUR" })).toEqual([
      problem(
        "price.amount",
        "must be the asking price as a whole number, digits only (no spaces, commas or units), for example amount: 1850000",
      ),
    ]);
    expect(asking({ amount: 0, currency: "EUR" })).toEqual([
      problem("price.amount", "must be more than 0: for no price, write kind: on-request instead"),
    ]);
    expect(asking({ amount: 1850000.5, currency: "EUR" })).toEqual([
      problem("price.amount", "must be a whole number, for example amount: 1850000"),
    ]);
    expect(asking({ amount: 1850000 })).toEqual([
      problem(
        "price.currency",
        "is missing: write the currency's ISO code, for example currency: EUR",
      ),
    ]);
    for (const wrong of ["€", "eur", "EURO", "XYZ"]) {
      expect(asking({ amount: 1850000, currency: wrong }), wrong).toEqual([
        problem(
          "price.currency",
          `"${wrong}" is not a currency code: write the three capital letters of ISO 4217, for example EUR, USD or AED`,
        ),
      ]);
    }
  });

  it("wants the city, and now or a month for when it can leave", () => {
    expect(problems(press({ ...english, city: undefined }))).toEqual([
      problem(
        "city",
        "is missing: write the town or city where the machine stands, for example city: Kerpen",
      ),
    ]);
    expect(problems(press({ ...english, available: "2027-03" }))).toEqual([]);
    expect(problems(press({ ...english, available: undefined }))).toEqual([
      problem(
        "available",
        "is missing: write now, or the month it can leave as YYYY-MM, for example available: 2027-03",
      ),
    ]);
    for (const wrong of ["March 2027", "2027-13", "2027-3", "later"]) {
      expect(problems(press({ ...english, available: wrong })), wrong).toEqual([
        problem(
          "available",
          `"${wrong}" is neither now nor a month: write now, or the month as YYYY-MM, for example available: 2027-03`,
        ),
      ]);
    }
  });

  it("lets a translation write the city in its own letters, and nothing else of the facts", () => {
    const fixture = press(english, {
      "press/index.ar.md": markdown(
        { name: "آلة طباعة", city: "ريدجو إميليا", summary: "آلة طباعة روتوغرافور.", price: 5 },
        "وصف الآلة.",
      ),
    });
    expect(problems(fixture)).toEqual([
      "inventory/press/index.ar.md › price: is written in index.en.md only: a translation holds name, city, summary, the photos' alt, specs and the documents' titles; remove it here",
    ]);
    const translated = press(english, {
      "press/index.ar.md": markdown(
        { name: "آلة طباعة", city: "ريدجو إميليا", summary: "آلة طباعة روتوغرافور." },
        "وصف الآلة.",
      ),
    });
    const [listing] = readInventory(translated.dir, { root: translated.root }).listings;
    expect(listing?.translations.ar?.data.city).toBe("ريدجو إميليا");
  });
});

describe("a machine's documents", () => {
  const file = "inventory/press/index.en.md";
  const problem = (field: string, message: string) => `${file} › ${field}: ${message}`;
  const PDF = Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
  const report = {
    src: "inspection-report.pdf",
    kind: "inspection-report",
    title: "Inspection under power, March 2026",
  };
  const layout = { src: "layout.pdf", kind: "layout", title: "Layout of the line in the hall" };
  const withDocuments = (documents: object[], extra: Record<string, string | Buffer> = {}) =>
    press(
      { ...english, documents },
      { "press/inspection-report.pdf": PDF, "press/layout.pdf": PDF, ...extra },
    );

  it("reads PDFs beside the listing, each with its kind, title, file language (English unless said) and size", () => {
    const fixture = withDocuments([report, { ...layout, language: "de" }]);
    const { listings, problems: found } = readInventory(fixture.dir, {
      currentYear: 2026,
      root: fixture.root,
    });
    expect(found).toEqual([]);
    const machine = machineFromSource(listings[0]!);
    expect(machine.documents).toEqual([
      { ...report, language: "en", bytes: PDF.length },
      { ...layout, language: "de", bytes: PDF.length },
    ]);
    expect(machineIn(machine, "en").documents[0]).toEqual({
      path: "/machinery/used-equipment/press/documents/inspection-report.pdf",
      kind: "inspection-report",
      title: report.title,
      lang: undefined,
      language: "en",
      bytes: PDF.length,
    });
  });

  it("wants a file language it can name", () => {
    expect(problems(withDocuments([{ ...report, language: "english" }]))).toEqual([
      problem(
        "documents[0].language",
        "must be the file's language, one of en, fr, ar, de, it, es, pt, tr, zh, ja",
      ),
    ]);
  });

  it("wants the file beside the listing", () => {
    expect(problems(press({ ...english, documents: [report] }))).toEqual([
      problem(
        "documents[0].src",
        "inspection-report.pdf is not there: put the PDF in inventory/press/ or correct the file name (letter case counts)",
      ),
    ]);
  });

  it("wants a real PDF: a Word file or a photo renamed .pdf is not one", () => {
    expect(
      problems(withDocuments([report], { "press/inspection-report.pdf": "PK\u0003\u0004 word" })),
    ).toEqual([
      problem(
        "documents[0].src",
        "inspection-report.pdf is not a PDF (a PDF file starts with %PDF-): export or print the document to PDF, and replace the file",
      ),
    ]);
  });

  it("refuses a PDF over 20 MB", () => {
    const fixture = withDocuments([report]);
    const path = join(fixture.dir, "press/inspection-report.pdf");
    truncateSync(path, 20_000_001);
    expect(problems(fixture)).toEqual([
      problem(
        "documents[0].src",
        "inspection-report.pdf is 20.1 MB, more than 20 MB, which buyers on a phone will not download: save it again as a smaller PDF (scans at 150 dpi, grey rather than colour) or split it",
      ),
    ]);
    truncateSync(path, 20_000_000);
    expect(problems(fixture)).toEqual([]);
  });

  it("lists each file once", () => {
    expect(problems(withDocuments([report, layout, { ...report, title: "Again" }]))).toEqual([
      problem(
        "documents[2].src",
        "inspection-report.pdf is already documents[0]: list each document once",
      ),
    ]);
  });

  it("keeps the spec sheet's name for the site's own sheet", () => {
    expect(
      problems(
        withDocuments([{ ...report, src: "spec-sheet.pdf" }], { "press/spec-sheet.pdf": PDF }),
      ),
    ).toEqual([
      problem(
        "documents[0].src",
        "is the name of the spec sheet the site makes for every machine: rename the file, for example data-sheet.pdf",
      ),
    ]);
  });

  it("wants a PDF whose name can be its address", () => {
    expect(problems(withDocuments([{ ...report, src: "inspection report.pdf" }]))).toEqual([
      problem(
        "documents[0].src",
        '"inspection report.pdf" is also the file\'s address: rename the file with letters, digits and hyphens only (no spaces or accents), for example inspection-report.pdf',
      ),
    ]);
    expect(problems(withDocuments([{ ...report, src: "inspection-report.docx" }]))).toEqual([
      problem("documents[0].src", "must be a PDF file (.pdf), for example inspection-report.pdf"),
    ]);
  });

  it("wants a kind from its list and a title", () => {
    expect(
      problems(withDocuments([{ ...report, kind: "certificate" }, { src: "layout.pdf" }])),
    ).toEqual([
      problem(
        "documents[0].kind",
        "must be one of manual, electrical-drawings, inspection-report, layout, other",
      ),
      problem(
        "documents[1].kind",
        "is missing: write one of manual, electrical-drawings, inspection-report, layout, other",
      ),
      problem(
        "documents[1].title",
        "is missing: write what the document is, for example title: Inspection report, March 2026",
      ),
    ]);
  });

  it("finds each document's title in a translation by its file, and shows the English one, marked, where it lags", () => {
    const fixture = withDocuments([report, layout], {
      "press/index.fr.md": markdown(
        {
          ...french,
          documents: [
            { src: "layout.pdf", title: "Plan d’implantation de la ligne" },
            { src: "gone.pdf", title: "Ancien document" },
          ],
        },
        "Une description.",
      ),
    });
    const { listings, warnings } = readInventory(fixture.dir, {
      currentYear: 2026,
      root: fixture.root,
    });
    expect(warnings.map(formatProblem)).toEqual([
      "inventory/press/index.fr.md › documents[1].src: gone.pdf is not a document of index.en.md any more: its title is not shown; remove the entry",
    ]);
    const shown = machineIn(machineFromSource(listings[0]!), "fr").documents;
    expect(shown.map(({ title, lang }) => ({ title, lang }))).toEqual([
      { title: report.title, lang: "en" },
      { title: "Plan d’implantation de la ligne", lang: undefined },
    ]);
    // One address for every edition.
    expect(shown[1]!.path).toBe("/machinery/used-equipment/press/documents/layout.pdf");
  });

  it("reads a translation as the editor writes it, with the English kind copied beside the title", () => {
    const fixture = withDocuments([layout], {
      "press/index.fr.md": markdown(
        {
          ...french,
          documents: [{ src: "layout.pdf", kind: "layout", title: "Plan d’implantation" }],
        },
        "Une description.",
      ),
    });
    const { listings, problems: found } = readInventory(fixture.dir, {
      currentYear: 2026,
      root: fixture.root,
    });
    expect(found).toEqual([]);
    const [shown] = machineIn(machineFromSource(listings[0]!), "fr").documents;
    expect(shown).toMatchObject({ kind: "layout", title: "Plan d’implantation" });
  });
});

describe("a machine's video", () => {
  const file = "inventory/press/index.en.md";
  const problem = (field: string, message: string) => `${file} › ${field}: ${message}`;
  /** The first boxes of an MP4 with H.264 video: ftyp, then a sample description naming avc1 and avcC. */
  const mp4 = (brand = "isom", codec = "avc1avcC") =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from(`ftyp${brand}\0\0\x02\0isomiso2`, "latin1"),
      Buffer.from(`\0\0\0\x20moov....trak....stsd${codec}`, "latin1"),
    ]);
  const shown = (video: unknown, extra: Record<string, string | Buffer> = {}) => {
    const fixture = press({ ...english, video }, extra);
    const { listings } = readInventory(fixture.dir, { currentYear: 2026, root: fixture.root });
    return machineIn(machineFromSource(listings[0]!), "en").video;
  };

  it("reads a YouTube link in each of the forms YouTube gives, down to its video", () => {
    for (const youtube of [
      "https://youtu.be/aqz-KE-bpKQ",
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=12s",
      "https://www.youtube.com/shorts/aqz-KE-bpKQ",
      "https://www.youtube.com/embed/aqz-KE-bpKQ",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    ]) {
      expect(shown({ youtube }), youtube).toEqual({
        kind: "youtube",
        id: "aqz-KE-bpKQ",
        // The listing's own photo, never YouTube's thumbnail.
        poster: { src: "overview.jpg", alt: "The press in a print hall" },
      });
    }
  });

  it("says how to copy a YouTube link that is not one video's", () => {
    for (const youtube of ["https://youtu.be/aqz-KE", "https://www.youtube.com/@flexpack"]) {
      expect(problems(press({ ...english, video: { youtube } })), youtube).toEqual([
        problem(
          "video.youtube",
          `"${youtube}" is not a link to one YouTube video: copy it from YouTube's Share button (https://youtu.be/ and 11 letters, digits, - or _), or from the address bar (https://www.youtube.com/watch?v=…); a channel or playlist is not a video`,
        ),
      ]);
    }
  });

  it("wants a file or a link", () => {
    expect(problems(press({ ...english, video: "https://youtu.be/aqz-KE-bpKQ" }))).toEqual([
      problem(
        "video",
        "must be either src: with the MP4 file beside the listing (and optionally poster: one of its photos), or youtube: with a YouTube link",
      ),
    ]);
  });

  it("plays an MP4 beside the listing, its poster the photo it names or the first", () => {
    expect(shown({ src: "running.mp4" }, { "press/running.mp4": mp4() })).toEqual({
      kind: "file",
      path: "/machinery/used-equipment/press/video/running.mp4",
      poster: { src: "overview.jpg", alt: "The press in a print hall" },
    });
    expect(
      shown({ src: "running.mp4", poster: "unwind.png" }, { "press/running.mp4": mp4("mp42") }),
    ).toEqual({
      kind: "file",
      path: "/machinery/used-equipment/press/video/running.mp4",
      poster: { src: "./unwind.png", alt: "The unwind station" },
    });
  });

  it("wants the video there, an MP4, in H.264, and at most 50 MB", () => {
    const exportHint =
      "export it again as MP4 with H.264 video (in most editors: MP4, H.264, 720p)";
    expect(problems(press({ ...english, video: { src: "running.mp4" } }))).toEqual([
      problem(
        "video.src",
        "running.mp4 is not there: put the video in inventory/press/ or correct the file name (letter case counts)",
      ),
    ]);
    expect(
      problems(
        press({ ...english, video: { src: "running.mp4" } }, { "press/running.mp4": mp4("qt  ") }),
      ),
    ).toEqual([
      problem(
        "video.src",
        `running.mp4 is not an MP4 video (it is a QuickTime .mov renamed): ${exportHint}`,
      ),
    ]);
    expect(
      problems(
        press(
          { ...english, video: { src: "running.mp4" } },
          { "press/running.mp4": "not a video" },
        ),
      ),
    ).toEqual([problem("video.src", `running.mp4 is not an MP4 video: ${exportHint}`)]);
    expect(
      problems(
        press(
          { ...english, video: { src: "running.mp4" } },
          { "press/running.mp4": mp4("isom", "hvc1hvcC") },
        ),
      ),
    ).toEqual([
      problem(
        "video.src",
        `running.mp4 is HEVC (H.265), which many phones cannot play: ${exportHint}`,
      ),
    ]);
    const fixture = press(
      { ...english, video: { src: "running.mp4" } },
      { "press/running.mp4": mp4() },
    );
    truncateSync(join(fixture.dir, "press/running.mp4"), 50_000_001);
    expect(problems(fixture)).toEqual([
      problem(
        "video.src",
        "running.mp4 is 50.1 MB, more than 50 MB: keep it to a minute or two of the machine running, at 720p, or upload it to YouTube and write youtube: with its link instead",
      ),
    ]);
    expect(problems(press({ ...english, video: { src: "running.mov" } }))).toEqual([
      problem("video.src", "must be an MP4 file (.mp4), for example running.mp4"),
    ]);
  });

  it("wants the poster to be one of the listing's photos", () => {
    expect(
      problems(
        press(
          { ...english, video: { src: "running.mp4", poster: "other.jpg" } },
          { "press/running.mp4": mp4() },
        ),
      ),
    ).toEqual([
      problem(
        "video.poster",
        "other.jpg is not one of the photos listed under photos: add it there (with what it shows), or leave poster out and the first photo is used",
      ),
    ]);
  });

  it("is a fact of index.en.md: a translation cannot have one", () => {
    const fixture = press(english, {
      "press/index.fr.md": markdown(
        { ...french, video: { youtube: "https://youtu.be/aqz-KE-bpKQ" } },
        "Une description.",
      ),
    });
    expect(problems(fixture)).toEqual([
      "inventory/press/index.fr.md › video: is written in index.en.md only: a translation holds name, city, summary, the photos' alt, specs and the documents' titles; remove it here",
    ]);
  });
});

describe("loadInventory", () => {
  it("throws an InventoryError that lists every problem", () => {
    const fixture = inventory({
      "a/index.en.md": markdown({ ...english, photos: [], year: undefined }),
      "b/index.en.md": markdown({ ...english, photos: [], location: "XX" }),
    });
    let error: unknown;
    try {
      loadInventory(fixture.dir, { currentYear: 2026, root: fixture.root });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InventoryError);
    expect((error as InventoryError).problems).toHaveLength(2);
    expect((error as InventoryError).message).toBe(
      [
        "The used-equipment inventory has 2 problems:",
        "  - inventory/a/index.en.md › year: is missing: write the manufacturer year as a number, for example year: 2018",
        '  - inventory/b/index.en.md › location: "XX" is not a country code: write the two capital letters of ISO 3166, for example DE, US, GB or AE',
        'See "Add or change a machine" in the README.',
      ].join("\n"),
    );
  });

  it("returns the listings when there is no problem", () => {
    const fixture = press();
    expect(loadInventory(fixture.dir, { root: fixture.root })).toHaveLength(1);
  });
});

describe("the repository's inventory", () => {
  it("has no problems", () => {
    const { listings, problems } = readInventory();
    expect(problems.map(formatProblem)).toEqual([]);
    expect(listings.length).toBeGreaterThan(0);
  });
});

describe("isCountryCode", () => {
  it("accepts current ISO 3166 codes in capitals", () => {
    for (const code of ["DE", "US", "GB", "AE", "IT", "CN", "TR", "JP"]) {
      expect(isCountryCode(code), code).toBe(true);
    }
  });

  it("refuses lower case, unknown codes, groupings and old codes such as UK", () => {
    // "UK" and "DD" are names the runtime knows (United Kingdom, East Germany),
    // but not current ISO 3166 codes: the filters would show two Britains.
    for (const code of ["de", "UK", "DD", "XX", "ZZ", "EU", "UN", "D", "DEU", ""]) {
      expect(isCountryCode(code), code).toBe(false);
    }
  });
});
