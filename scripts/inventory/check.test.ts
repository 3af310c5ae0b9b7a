// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

import { stringify } from "yaml";
import { afterEach, describe, expect, it } from "vitest";

import { readInventory } from "../../app/inventory/read-inventory.ts";

import {
  formatTable,
  inventoryRows,
  summaryLine,
  unlistedFiles,
  unlistedPhotos,
  unrecordedRemovals,
} from "./check.ts";

const script = resolve(import.meta.dirname, "check.ts");
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

const markdown = (fields: object, body = "A description.") =>
  `---\n${stringify(fields)}---\n${body}\n`;

const press = {
  name: "Gravure Printing Press",
  reference: "FP-1024",
  type: "gravure-printing-press",
  maker: "Bobst",
  year: 2015,
  condition: "good",
  price: { kind: "asking", amount: 1250000, currency: "EUR" },
  location: "IT",
  city: "Reggio Emilia",
  available: "now",
  status: "available",
  featured: true,
  summary: "An eight-colour rotogravure press.",
  photos: [
    { src: "overview.jpg", alt: "The press" },
    { src: "unwind.jpg", alt: "The unwind" },
  ],
  specs: [{ label: "Print units", value: "8 colours" }],
};

const slitter = {
  name: "Slitter Rewinder",
  reference: "FP-1012",
  type: "slitting-machine",
  maker: "Kampf",
  year: 2012,
  condition: "good",
  price: { kind: "on-request" },
  location: "TR",
  city: "Istanbul",
  available: "now",
  status: "sold",
  summary: "A duplex slitter rewinder.",
  specs: [{ label: "Width", value: "1,300 mm" }],
};

const temporaryDirs: string[] = [];
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes the files under <tmp>/inventory/ and returns <tmp>. */
function fixture(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), "inventory-check-"));
  temporaryDirs.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, "inventory", path)), { recursive: true });
    writeFileSync(join(root, "inventory", path), content);
  }
  return root;
}

const goodFiles = {
  "gravure-press-2015/index.en.md": markdown(press),
  "gravure-press-2015/overview.jpg": PHOTO,
  "gravure-press-2015/unwind.jpg": PHOTO,
  // Dropped in, never listed: a warning.
  "gravure-press-2015/IMG_2041.JPG": PHOTO,
  // French without the optional lists: the page shows the English ones.
  "gravure-press-2015/index.fr.md": markdown({ name: "Presse", summary: "Une presse." }),
  "gravure-press-2015/index.ar.md": markdown(
    {
      name: "آلة طباعة",
      summary: "آلة طباعة روتوغرافور.",
      photos: [
        { src: "overview.jpg", alt: "آلة الطباعة" },
        { src: "unwind.jpg", alt: "الفك" },
      ],
      specs: [{ label: "وحدات الطباعة", value: "8 ألوان" }],
    },
    "آلة طباعة روتوغرافور بثمانية ألوان.",
  ),
  "slitter-2012/index.en.md": markdown(slitter),
  "slitter-2012/index.fr.md": markdown({ name: "Refendeuse", summary: "Une refendeuse." }),
};

function run(args: string[], cwd: string) {
  return spawnSync(process.execPath, [script, ...args], { cwd, encoding: "utf8" });
}

describe("the listings table", () => {
  it("has a row per listing with its photos and the text its translations lack", () => {
    const root = fixture(goodFiles);
    const { listings, problems } = readInventory(join(root, "inventory"), { root });
    expect(problems).toEqual([]);
    expect(inventoryRows(listings)).toEqual([
      {
        slug: "gravure-press-2015",
        reference: "FP-1024",
        status: "available",
        year: 2015,
        price: "EUR 1,250,000",
        location: "IT",
        photos: 2,
        missingText: "fr: 2 photo alt texts, specs",
      },
      {
        slug: "slitter-2012",
        reference: "FP-1012",
        status: "sold",
        year: 2012,
        price: "on request",
        location: "TR",
        photos: 0,
        // No photos in index.en.md: no alt texts to translate.
        missingText: "fr: specs; ar: no index.ar.md",
      },
    ]);
    expect(formatTable(inventoryRows(listings)).split("\n")).toEqual([
      "Slug                Reference  Status     Year  Price          Location  Photos  Missing text",
      "-".repeat(110),
      "gravure-press-2015  FP-1024    available  2015  EUR 1,250,000  IT        2       fr: 2 photo alt texts, specs",
      "slitter-2012        FP-1012    sold       2012  on request     TR        0       fr: specs; ar: no index.ar.md",
    ]);
    expect(summaryLine(listings, 0)).toBe("2 listings: 1 available, 1 sold. No problems.");
    expect(summaryLine(listings, 1)).toBe(
      "2 listings: 1 available, 1 sold. 1 problem: the build stops until it is fixed.",
    );
    expect(formatTable([])).toBe("No listings.");
  });

  it("shows a dash when every language has all its text", () => {
    const root = fixture({
      "slitter-2012/index.en.md": markdown(slitter),
      "slitter-2012/index.fr.md": markdown({
        name: "Refendeuse",
        summary: "Une refendeuse.",
        specs: [{ label: "Laize", value: "1 300 mm" }],
      }),
      "slitter-2012/index.ar.md": markdown({
        name: "آلة تشريح",
        summary: "آلة.",
        specs: [{ label: "العرض", value: "1300 mm" }],
      }),
    });
    const { listings } = readInventory(join(root, "inventory"), { root });
    expect(inventoryRows(listings).map((row) => row.missingText)).toEqual(["—"]);
  });

  it("warns about photos in a folder that index.en.md does not list", () => {
    const root = fixture(goodFiles);
    const { listings } = readInventory(join(root, "inventory"), { root });
    const name = (path: string) => path.slice(root.length + 1);
    expect(unlistedPhotos(listings, name)).toEqual([
      {
        file: "inventory/gravure-press-2015/IMG_2041.JPG",
        field: "",
        message:
          "is not in the photos of inventory/gravure-press-2015/index.en.md: list it there with an alt text, or delete the file",
      },
    ]);
  });
});

describe("unlistedFiles", () => {
  it("warns about a PDF or an MP4 in a folder that index.en.md does not list", () => {
    const root = fixture({
      ...goodFiles,
      "gravure-press-2015/manual.pdf": "%PDF-1.7",
      "gravure-press-2015/running.mp4": "....ftypisom",
    });
    const { listings } = readInventory(join(root, "inventory"), { root });
    const name = (path: string) => path.slice(root.length + 1);
    expect(unlistedFiles(listings, name)).toEqual([
      {
        file: "inventory/gravure-press-2015/manual.pdf",
        field: "",
        message:
          "is not in the documents of inventory/gravure-press-2015/index.en.md: list it there with its kind and title, or delete the file",
      },
      {
        file: "inventory/gravure-press-2015/running.mp4",
        field: "",
        message:
          "is not the video of inventory/gravure-press-2015/index.en.md: write it there as video: with src:, or delete the file",
      },
    ]);
  });
});

describe("npm run inventory:check", () => {
  it("prints the table, the summary and the warnings, and succeeds", () => {
    const root = fixture(goodFiles);
    const { status, stdout, stderr } = run(["inventory"], root);
    expect(stdout).toContain(
      "gravure-press-2015  FP-1024    available  2015  EUR 1,250,000  IT        2       fr: 2 photo alt texts, specs",
    );
    expect(stdout).toContain("2 listings: 1 available, 1 sold. No problems.");
    expect(stderr).toContain(
      [
        "2 warnings:",
        "  - inventory/gravure-press-2015/IMG_2041.JPG: is not in the photos of inventory/gravure-press-2015/index.en.md: list it there with an alt text, or delete the file",
        // Saved in English only: the Arabic page shows the English text.
        "  - inventory/slitter-2012/index.ar.md: translation missing: the Arabic page shows the English text; to translate it, open the machine in the editor, show Arabic beside English, fill in name, summary and description, and save",
      ].join("\n"),
    );
    expect(status).toBe(0);
  });

  it("gives the glossary's advice on the French and Arabic text, by line, and succeeds", () => {
    const root = fixture({
      ...goodFiles,
      // Plain spaces where French wants no-break ones: the build typesets them, no warning.
      "slitter-2012/index.fr.md": markdown(
        {
          name: "Refendeuse",
          summary: "Une refendeuse : prix 10 000 USD.",
          specs: [{ label: "Laize", value: "1 300 mm" }],
        },
        "Une refendeuse-rebobineuse duplex.\n\nLa refente va jusqu’à 600 m/min !",
      ),
    });
    const { status, stderr } = run(["inventory"], root);
    expect(stderr).toContain(
      [
        '  - inventory/slitter-2012/index.fr.md › line 8: "refendeuse-rebobineuse" (slitter rewinder): write refendeuse-bobineuse',
        '  - inventory/slitter-2012/index.fr.md › line 10: "refente" (slitting): write refendage',
      ].join("\n"),
    );
    expect(stderr).not.toContain("no-break");
    expect(stderr).not.toContain("thousands");
    expect(status).toBe(0);
  });

  it("prints every problem and exits with 1", () => {
    const root = fixture({
      ...goodFiles,
      "bad-2010/index.en.md": markdown({
        ...slitter,
        reference: "FP-1010",
        year: undefined,
        location: "UK",
      }),
    });
    const { status, stdout, stderr } = run(["inventory"], root);
    expect(status).toBe(1);
    expect(stdout).toContain(
      "2 listings: 1 available, 1 sold. 2 problems: the build stops until they are fixed.",
    );
    expect(stderr).toContain(
      [
        "2 problems:",
        "  - inventory/bad-2010/index.en.md › year: is missing: write the manufacturer year as a number, for example year: 2018",
        '  - inventory/bad-2010/index.en.md › location: "UK" is not a country code: write GB (United Kingdom)',
      ].join("\n"),
    );
  });

  it("warns about a translation that lags behind the English listing, and succeeds", () => {
    const root = fixture({
      ...goodFiles,
      // The editor keeps the entry of a photo removed in English, and the
      // English listing gained a spec the Arabic one lacks.
      "gravure-press-2015/index.ar.md": markdown({
        name: "مطبعة",
        summary: "مطبعة.",
        photos: [
          { src: "old.jpg", alt: "صورة قديمة" },
          { src: "unwind.jpg", alt: "الفك" },
        ],
        specs: [],
      }),
    });
    const { status, stderr } = run(["inventory"], root);
    expect(stderr).toContain(
      "  - inventory/gravure-press-2015/index.ar.md › photos[0].src: old.jpg is not a photo of index.en.md any more: its alt text is not shown; remove the entry",
    );
    expect(stderr).toContain(
      "  - inventory/gravure-press-2015/index.ar.md › specs: has 0 specs and index.en.md has 1: the page shows the English specs until there is one for each, in the same order",
    );
    expect(status).toBe(0);
  });

  it("says so when the folder does not exist", () => {
    const { status, stderr } = run(["no-such-folder"], tmpdir());
    expect(status).toBe(1);
    expect(stderr).toContain("There is no folder no-such-folder.");
  });

  it("passes on the repository's inventory", () => {
    const { status, stdout, stderr } = run([], resolve(import.meta.dirname, "../.."));
    expect(stderr).not.toContain("problem");
    expect(stdout).toMatch(/^\d+ listings: .*\. No problems\.$/m);
    expect(status).toBe(0);
  });
});

describe("removed machines", () => {
  it("warns of a listing deleted from the history that removed-machines.ts does not name", () => {
    const deleted = new Map([
      ["old-press-2001", "abc1234"],
      ["recorded-2005", "def5678"],
      // Deleted once, back since: a listing again.
      ["slitter-2012", "0123abc"],
    ]);
    const removed = [{ slug: "recorded-2005", type: "metallizer", reference: "FP-1005" }];
    expect(unrecordedRemovals(deleted, ["slitter-2012"], removed)).toEqual([
      {
        file: "app/content/removed-machines.ts",
        field: "",
        message:
          'has no entry for old-press-2001, deleted in commit abc1234: add { slug: "old-press-2001", type, reference } so its address leads to the catalogue of its type',
      },
    ]);
  });
});

describe("drafts", () => {
  it("lists a draft as to complete, with what it lacks, never as a listing or a problem", () => {
    const root = fixture({
      ...goodFiles,
      "other-2019/index.en.md": markdown(
        {
          name: "Bag Machine",
          year: 2019,
          location: "TR",
          status: "draft",
          summary: "A bag-making machine.",
          photos: [{ src: "photo-01.jpg", alt: "" }],
        },
        "",
      ),
      "other-2019/photo-01.jpg": PHOTO,
    });
    const result = run(["inventory"], root);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("1 draft to complete (not on the site):");
    expect(result.stdout).toMatch(/other-2019 \(inventory\/other-2019\/index\.en\.md\)/);
    expect(result.stdout).toMatch(/- type: must be one of/);
    expect(result.stdout).toMatch(/- description: is missing/);
    // The table and the count hold the published listings only.
    expect(result.stdout).toContain("2 listings: 1 available, 1 sold. No problems.");
    expect(result.stdout).not.toMatch(/^other-2019\s/m);
  });
});
