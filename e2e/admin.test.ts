import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { editorApi, editorPath, paths } from "../app/content/paths.ts";
import { machinePath } from "../app/i18n/links.ts";
import { companyFile, inventoryFolder } from "../app/admin/cms-config.ts";
import {
  readInventory,
  takenReferences,
  type ListingSource,
} from "../app/inventory/read-inventory.ts";
import { nextFreeReference } from "../app/inventory/references.ts";
import { parseCompanyData } from "../app/lib/company-data.ts";
import { localizePath } from "../app/i18n/locales.ts";
import { writeDraft } from "../scripts/inventory/from-offer.ts";
import { storedOffer } from "../server/test-utils/offers.ts";

import { fieldGroup, repositoryFiles, tabTo, writeFiles, type Editor } from "./editor.fixture.ts";
import { expect, once, test, type Locator } from "./fixtures.ts";

/**
 * The editor at /admin (Sveltia CMS) against its in-browser test backend,
 * holding a copy of this repository's inventory and company details: the
 * firm's staff create a machine with two photos and its French and Arabic
 * text, mark another machine sold and change the phone number; the files the
 * editor wrote pass `npm run inventory:check`, and a build of a copy of the
 * site from them renders the new machine's three pages and drops the sold
 * one from the catalogue. A seller's offer drafted by `inventory:from-offer`
 * shows in the editor as a draft, not published.
 */

const root = resolve(import.meta.dirname, "..");
const workDir = mkdtempSync(join(tmpdir(), "flexpack-editor-"));
test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const newSlug = "solventless-laminator-2021";
const soldSlug = "metallizer-2016";
const draftSlug = "gravure-printing-press-2011";
/** The photos the staff upload, as a phone or a camera names them. */
const uploads = [
  {
    from: "gravure-printing-press-2015/overview.jpg",
    as: "Front View.jpg",
    file: "front-view.jpg",
  },
  {
    from: "gravure-printing-press-2015/unwind.jpg",
    as: "unwind-station.jpg",
    file: "unwind-station.jpg",
  },
];
const text = {
  en: {
    name: "Solventless Laminator",
    summary: "A solventless laminator for film-to-film and film-to-foil laminates.",
    alts: ["The laminator seen from the unwind side", "The unwind station"],
    spec: ["Working width", "1,300 mm"],
    description: "A solventless laminator with a two-component mixing and dosing unit.",
  },
  fr: {
    name: "Complexeuse sans solvant",
    summary: "Une complexeuse sans solvant pour complexes film/film et film/aluminium.",
    alts: ["La complexeuse vue côté dérouleur", "Le poste de déroulage"],
    spec: ["Laize utile", "1 300 mm"],
    description: "Complexeuse sans solvant avec groupe de mélange et de dosage bicomposant.",
  },
  ar: {
    name: "آلة تصفيح بدون مذيبات",
    summary: "آلة تصفيح بدون مذيبات لتصفيح الأفلام والرقائق.",
    alts: ["آلة التصفيح من جهة وحدة الفك", "وحدة الفك"],
    spec: ["عرض العمل", "1300 مم"],
    description: "آلة تصفيح بدون مذيبات مع وحدة خلط وجرعات ثنائية المكونات.",
  },
} as const;
const newPhone = "+1 (301) 555-0199";
/** The reference the editor offers a new machine: the next after the repository's. */
const newReference = nextFreeReference(takenReferences(readInventory()));
const newFacts = {
  maker: "Nordmeccanica",
  condition: "Very good",
  price: 640000,
  city: "Valencia",
} as const;

/** A seller's offer, drafted into a listing as `npm run inventory:from-offer` does. */
function offerDraft(): Record<string, Buffer> {
  const dir = join(workDir, "offer-inventory");
  const offer = storedOffer({}, { photos: 1 });
  const photo = join(root, inventoryFolder, "bopp-film-line-2018/overview.jpg");
  const draft = writeDraft(offer, () => photo, { dir });
  return Object.fromEntries(
    draft.files.map((file) => [
      `${inventoryFolder}/${draft.slug}/${file}`,
      readFileSync(join(draft.folder, file)),
    ]),
  );
}

/** Adds a photo in the English pane: Browse, Upload, the file, Insert; then its alt text. */
async function addPhoto(editor: Editor, file: string, alt: string) {
  const { page } = editor;
  const english = editor.pane("English");
  const photos = fieldGroup(english, "Photos");
  await photos.getByRole("button", { name: /^Add .Photo.$/ }).click();
  await photos.getByRole("button", { name: "Browse" }).last().click();
  const dialog = page.getByRole("dialog", { name: "Select Image" });
  // The machine's own folder is the only library: a photo anywhere else would stop the build.
  await expect(dialog.getByText(/Entry Assets/).first()).toBeVisible();
  await expect(dialog.getByText(/Global Assets|All Assets/)).toHaveCount(0);
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles(file);
  // The upload is selected; Insert puts it in the field (the dialog may have done so already).
  const insert = dialog.getByRole("button", { name: "Insert" });
  if (await insert.isVisible()) await insert.click();
  await expect(dialog).toBeHidden();
  await photos.getByRole("textbox", { name: "What the photo shows" }).last().fill(alt);
}

/** Fills one language's name, summary and description of the new machine in `scope` (a pane). */
async function fillText(scope: Locator, words: (typeof text)[keyof typeof text]) {
  await fieldGroup(scope, "Name").getByRole("textbox").fill(words.name);
  await fieldGroup(scope, "Summary").getByRole("textbox").fill(words.summary);
  const description = fieldGroup(scope, "Description").getByRole("textbox");
  await description.click();
  await description.pressSequentially(words.description);
}

/** Fills one language's photo alt texts and specification in `scope` (a pane). */
async function fillPhotosAndSpecs(scope: Locator, words: (typeof text)[keyof typeof text]) {
  const photos = fieldGroup(scope, "Photos");
  const alts = photos.getByRole("textbox", { name: "What the photo shows" });
  // The editor draws a list's items as they scroll into view.
  await expect(async () => {
    await photos.getByRole("button", { name: /^Add .Photo.$/ }).scrollIntoViewIfNeeded();
    await alts.last().scrollIntoViewIfNeeded();
    expect(await alts.count()).toBe(words.alts.length);
  }).toPass({ timeout: 10_000 });
  for (const [index, alt] of words.alts.entries()) await alts.nth(index).fill(alt);
  const specs = fieldGroup(scope, "Specifications");
  if ((await specs.getByRole("textbox", { name: "Label" }).count()) === 0) {
    await specs.getByRole("button", { name: /^Add .Specification.$/ }).click();
  }
  await specs.getByRole("textbox", { name: "Label" }).fill(words.spec[0]);
  await specs.getByRole("textbox", { name: "Value" }).fill(words.spec[1]);
}

const editorLimit = 4 * 60_000;

test.describe("the editor at /admin, round trip", once, () => {
  test.describe.configure({ mode: "serial" });

  /** What the editor left in its repository, once the staff are done. */
  let written: Record<string, Buffer> = {};
  const inventoryCopy = join(workDir, "repository");

  test("creates a machine, marks one sold and changes the phone; a seller's offer waits as reserved", async ({
    page,
    editor,
    cspViolations,
  }) => {
    // Opening the app, uploading, typing three languages: a minute on an idle
    // host; the limit leaves room for a host three times slower, twice over.
    test.setTimeout(editorLimit);
    const draft = offerDraft();
    await editor.seed({ ...repositoryFiles(), ...draft });
    await editor.open();

    // The offer's draft is in the list, unpublished, ready to complete.
    await expect(
      page.getByRole("row", { name: /^Rotomec 4003 MP Gravure Printing Press/ }),
    ).toContainText("Draft (not published)");

    // A new machine, in English, French and Arabic, with two photos.
    await page.getByRole("button", { name: "Create New Entry" }).click();
    await page.getByRole("group", { name: "Slug" }).getByRole("textbox").fill(newSlug);
    const english = editor.pane("English");
    await fieldGroup(english, "Name").getByRole("textbox").fill(text.en.name);
    await editor.choose(fieldGroup(english, "Type"), "Extrusion coating or lamination line");
    await fieldGroup(english, "Year built").getByRole("spinbutton").fill("2021");
    await editor.choose(fieldGroup(english, "Country"), "Spain", "Spai");
    // The reference (the next free one) and "now" are filled in already.
    await expect(fieldGroup(english, "Reference").getByRole("textbox")).toHaveValue(newReference);
    await editor.fillFacts(english, newFacts);
    for (const [index, upload] of uploads.entries()) {
      const file = join(workDir, upload.as);
      copyFileSync(join(root, inventoryFolder, upload.from), file);
      await addPhoto(editor, file, text.en.alts[index]!);
    }
    await fillText(english, text.en);
    await fillPhotosAndSpecs(english, text.en);
    await fillText(await editor.besideEnglish("French"), text.fr);
    await fillText(await editor.besideEnglish("Arabic"), text.ar);
    await editor.save();

    // The translations of the photos' alt texts and of the specification,
    // as a translator adds them once the English listing is saved.
    await editor.openEntry("machines", text.en.name);
    await expect(fieldGroup(editor.pane("English"), "Name").getByRole("textbox")).toHaveValue(
      text.en.name,
    );
    await fillPhotosAndSpecs(await editor.besideEnglish("French"), text.fr);
    const arabic = await editor.besideEnglish("Arabic");
    // Arabic is written right to left, in every text field.
    for (const label of ["Name", "Summary"]) {
      await expect(fieldGroup(arabic, label).getByRole("textbox"), label).toHaveAttribute(
        "dir",
        "rtl",
      );
    }
    await expect(
      fieldGroup(arabic, "Photos").getByRole("textbox", { name: "What the photo shows" }).first(),
    ).toHaveAttribute("dir", "rtl");
    await fillPhotosAndSpecs(arabic, text.ar);
    await editor.save();

    // An existing machine is sold.
    await editor.openEntry("machines", "Metallizer");
    await editor.revealFields(editor.pane("English"));
    await editor.pane("English").getByRole("radio", { name: "Sold" }).check();
    await editor.save();

    // The company's phone number.
    // From the list the save returned to: the collection, then its one file.
    await page.getByRole("treeitem", { name: /^Company details/ }).click();
    await page
      .getByRole("grid", { name: "Files" })
      .getByRole("row", { name: "Company details" })
      .click();
    await fieldGroup(editor.pane("English"), "Phone").getByRole("textbox").fill(newPhone);
    await editor.save("company");

    written = await editor.read();
    writeFiles(inventoryCopy, written);
    expect(await cspViolations()).toEqual([]);
  });

  test("the files it wrote are the layout the build reads, and pass inventory:check", () => {
    const folder = `${inventoryFolder}/${newSlug}`;
    expect(
      Object.keys(written)
        .filter((path) => path.startsWith(`${folder}/`))
        .sort(),
    ).toEqual(
      [
        ...uploads.map((upload) => `${folder}/${upload.file}`),
        `${folder}/index.ar.md`,
        `${folder}/index.en.md`,
        `${folder}/index.fr.md`,
      ].sort(),
    );
    const check = spawnSync(
      process.execPath,
      [join(root, "scripts/inventory/check.ts"), join(inventoryCopy, inventoryFolder)],
      { encoding: "utf8" },
    );
    expect(check.stderr).not.toContain("problem");
    // The seller's offer stays a draft: not a listing, but on the list to complete.
    expect(check.stdout).toMatch(/8 listings: .*\. No problems\./);
    expect(check.stdout).toContain(`1 draft to complete (not on the site):`);
    expect(check.stdout).toContain(draftSlug);
    expect(check.status).toBe(0);

    const { listings, drafts, problems, warnings } = readInventory(
      join(inventoryCopy, inventoryFolder),
    );
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    const bySlug = (slug: string) => listings.find((listing) => listing.data.slug === slug)!;
    const created = bySlug(newSlug);
    expect(created.data).toEqual({
      slug: newSlug,
      name: text.en.name,
      reference: newReference,
      type: "extrusion-laminator",
      maker: newFacts.maker,
      year: 2021,
      condition: "very-good",
      price: { amount: newFacts.price, currency: "EUR" },
      location: "ES",
      city: newFacts.city,
      available: "now",
      status: "available",
      featured: false,
      summary: text.en.summary,
      photos: uploads.map((upload, index) => ({ src: upload.file, alt: text.en.alts[index] })),
      specs: [{ label: text.en.spec[0], value: text.en.spec[1] }],
    });
    expect(created.body).toBe(text.en.description);
    for (const locale of ["fr", "ar"] as const) {
      expect(created.translations[locale]?.data, locale).toEqual({
        name: text[locale].name,
        summary: text[locale].summary,
        photos: text[locale].alts.map((alt) => ({ alt })),
        specs: [{ label: text[locale].spec[0], value: text[locale].spec[1] }],
      });
      expect(created.translations[locale]?.body, locale).toBe(text[locale].description);
    }

    // The sold machine changed its status and nothing else.
    const original = readInventory().listings.find((listing) => listing.data.slug === soldSlug)!;
    // The editor writes `featured: false` where the file left it out: the same listing.
    const comparable = (listing: ListingSource) => ({
      data: { ...listing.data, featured: listing.data.featured ?? false },
      body: listing.body.replace(/\s+/g, " "),
      translations: Object.fromEntries(
        Object.entries(listing.translations).map(([locale, translation]) => [
          locale,
          { data: translation.data, body: translation.body.replace(/\s+/g, " ") },
        ]),
      ),
    });
    expect(comparable(bySlug(soldSlug))).toEqual(
      comparable({ ...original, data: { ...original.data, status: "sold" } }),
    );
    expect(listings.map((listing) => listing.data.slug)).not.toContain(draftSlug);
    expect(drafts.map((draft) => draft.slug)).toEqual([draftSlug]);

    // The company details: the new phone, through the build's own check.
    const company = parseCompanyData(
      JSON.parse(written[companyFile]!.toString("utf8")),
      companyFile,
    );
    expect(company.en.phone).toBe(newPhone);
  });

  test("a build from those files renders the new machine's three pages and drops the sold one from the catalogue", async () => {
    // A whole build of a copy: about half a minute on an idle host (the
    // photos' resized copies come from the build's cache); the limit allows
    // a host three times slower, twice over.
    test.setTimeout(6 * 60_000);
    const out = join(workDir, "site");
    const build = spawn(
      process.execPath,
      [join(root, "node_modules/astro/bin/astro.mjs"), "build", "--outDir", out],
      {
        cwd: root,
        env: {
          ...process.env,
          ASTRO_TELEMETRY_DISABLED: "1",
          INVENTORY_DIR: join(inventoryCopy, inventoryFolder),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let log = "";
    build.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    build.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const code = await new Promise<number | null>((done) => build.on("exit", done));
    expect(code, log.slice(-3000)).toBe(0);

    const page = (path: string) => readFileSync(join(out, path.slice(1), "index.html"), "utf8");
    for (const locale of ["en", "fr", "ar"] as const) {
      const html = page(localizePath(machinePath(newSlug), locale));
      expect(html, locale).toContain(`<html lang="${locale}"`);
      expect(html, locale).toContain(text[locale].name);
      for (const alt of text[locale].alts) expect(html, locale).toContain(`alt="${alt}"`);
    }
    const catalogue = page(paths.usedEquipment);
    expect(catalogue).toContain(`href="${machinePath(newSlug)}"`);
    expect(catalogue).not.toContain(`href="${machinePath(soldSlug)}"`);
    // In the repository's own build, the machine is still for sale.
    const current = readFileSync(
      join(root, "build/client/machinery/used-equipment/index.html"),
      "utf8",
    );
    expect(current).toContain(`href="${machinePath(soldSlug)}"`);
    // The sold machine keeps its page.
    expect(existsSync(join(out, machinePath(soldSlug).slice(1), "index.html"))).toBe(true);
  });
});

test.describe("the editor stays out of the site", once, () => {
  test("is noindex, out of the sitemap and unlinked, with a policy of its own", async ({
    request,
  }) => {
    const response = await request.get(editorPath);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);
    expect(headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(editorPath);
    for (const path of [paths.home, paths.contact, paths.usedEquipment]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain(`href="${editorPath}`);
      // Every public page keeps its strict policy.
      expect((await request.get(path)).headers()["content-security-policy"], path).not.toContain(
        "unsafe",
      );
    }
  });

  test("without CMS_GITHUB_* settings, /api/cms answers 404 and the editor says what to set", async ({
    page,
    request,
  }) => {
    for (const path of [`${editorApi}/config`, `${editorApi}/auth`, `${editorApi}/callback`]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    // The test server is on 127.0.0.1, where the local-repository workflow is offered instead.
    await page.goto(editorPath);
    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
  });

  test("loads from this origin only, with no policy violation, and signs in from the keyboard", async ({
    page,
    editor,
    cspViolations,
    baseURL,
  }) => {
    const origins = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["blob:", "data:"].includes(url.protocol)) origins.add(url.origin);
    });
    await editor.seed(repositoryFiles());
    await editor.open();
    await expect(page.getByRole("row", { name: /^BOPP Film Line/ })).toBeVisible();
    await page.getByRole("row", { name: /^BOPP Film Line/ }).click();
    await expect(fieldGroup(editor.pane("English"), "Name").getByRole("textbox")).toHaveValue(
      "BOPP Film Line",
    );
    expect([...origins]).toEqual([new URL(baseURL!).origin]);
    expect(await cspViolations()).toEqual([]);
    // The Save button, reached from the keyboard too.
    await tabTo(page, page.getByRole("button", { name: "Cancel Editing" }), 60);
  });
});
