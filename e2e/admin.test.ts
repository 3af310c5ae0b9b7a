import { spawnSync } from "node:child_process";
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
import { NBSP, NNBSP } from "../app/lib/typography.ts";
import { writeDraft } from "../scripts/inventory/from-offer.ts";
import { storedOffer } from "../server/test-utils/offers.ts";

import { fieldGroup, repositoryFiles, tabTo, writeFiles, type Editor } from "./editor.fixture.ts";
import { expect, once, test, type Locator } from "./fixtures.ts";
import { runNode } from "./run-node.ts";

/**
 * The editor at /admin (Sveltia CMS) against its in-browser test backend,
 * holding a copy of this repository's inventory and company details: the
 * firm's staff create a machine with two photos and its French and Arabic
 * text, create another in English only, correct a machine's French typed
 * with plain spaces ("8 700 mm", "prix : 10 000 USD"), mark a machine sold
 * and change the phone number; the files the editor wrote pass `npm run
 * inventory:check` (which says which translations are missing) and the
 * glossary test, and a build of a copy of the site from them renders the new
 * machines' pages (the English-only one's French and Arabic pages show the
 * English text marked `lang="en"`, the French is printed with the no-break
 * spaces French wants) and drops the sold one from the catalogue. A seller's
 * offer drafted by `inventory:from-offer` shows in the editor as a draft, not
 * published.
 *
 * One editor session, one check and one build for all of it: opening the
 * editor and building a copy of the site are the costliest steps of the suite.
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
const secondReference = nextFreeReference([newReference, ...takenReferences(readInventory())]);
const newFacts = {
  maker: "Nordmeccanica",
  condition: "Very good",
  price: 640000,
  city: "Valencia",
} as const;

/** A machine saved in English only, as staff may leave it for the translators. */
const englishOnly = {
  slug: "slitter-rewinder-2021",
  name: "Duplex Slitter Rewinder",
  summary: "A duplex slitter rewinder for films and laminates, in English only for now.",
  description: "A duplex slitter rewinder with shaft-less unwind and razor and shear knives.",
};
/** The French edit, typed with plain spaces as staff type. */
const french = {
  machine: "BOPP Film Line",
  slug: "bopp-film-line-2018",
  summary: "Ligne complète de film BOPP : laize 8 700 mm, prix : 10 000 USD.",
  sentence: "Bobines mères de 2 450 mm ; vitesse : 525 m/min !",
};

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

test.describe("the editor at /admin, round trip", once, () => {
  test.describe.configure({ mode: "serial" });

  /** What the editor left in its repository, once the staff are done. */
  let written: Record<string, Buffer> = {};
  const inventoryCopy = join(workDir, "repository");
  const inventory = join(inventoryCopy, inventoryFolder);

  test("creates a machine in three languages and one in English only, corrects French typed with plain spaces, marks one sold and changes the phone; a seller's offer waits as a draft", async ({
    page,
    editor,
    cspViolations,
  }) => {
    // Opening the app, uploading, typing three languages, then a machine in
    // English and a French correction: a minute and a half on an idle host;
    // the limit leaves room for a host three times slower, twice over.
    test.setTimeout(8 * 60_000);
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

    // A machine saved in English only: nothing typed in French or Arabic.
    // From the company's page to the machines' list, as staff go.
    await page.getByRole("treeitem", { name: /^Machines/ }).click();
    await expect(page.getByRole("row", { name: /^BOPP Film Line/ })).toBeVisible();
    await page.getByRole("button", { name: "Create New Entry" }).click();
    // What is typed before the editor has set up the new entry is lost.
    await expect(page.getByText(/now creating a new entry/)).toBeVisible();
    await page.getByRole("group", { name: "Slug" }).getByRole("textbox").fill(englishOnly.slug);
    const englishPane = editor.pane("English");
    await fieldGroup(englishPane, "Name").getByRole("textbox").fill(englishOnly.name);
    await editor.choose(fieldGroup(englishPane, "Type"), "Slitter rewinder");
    await fieldGroup(englishPane, "Year built").getByRole("spinbutton").fill("2021");
    await editor.choose(fieldGroup(englishPane, "Country"), "Spain", "Spai");
    // The editor was built before the first new machine: staff give the second the next number.
    await fieldGroup(englishPane, "Reference").getByRole("textbox").fill(secondReference);
    await editor.fillFacts(englishPane, {
      maker: "Kampf",
      condition: "Good",
      price: "on request",
      city: "Barcelona",
    });
    await fieldGroup(englishPane, "Summary").getByRole("textbox").fill(englishOnly.summary);
    const englishBody = fieldGroup(englishPane, "Description").getByRole("textbox");
    await englishBody.click();
    await englishBody.pressSequentially(englishOnly.description);
    // Nothing typed in French or Arabic.
    await editor.save();

    // French typed with plain spaces, as staff type.
    await editor.openEntry("machines", new RegExp(`^${french.machine}`));
    await expect(fieldGroup(editor.pane("English"), "Name").getByRole("textbox")).toHaveValue(
      french.machine,
    );
    const frenchPane = await editor.besideEnglish("French");
    await fieldGroup(frenchPane, "Summary").getByRole("textbox").fill(french.summary);
    const frenchBody = fieldGroup(frenchPane, "Description").getByRole("textbox");
    // A click in the text would put the caret there; at the field's foot, it goes to the end.
    const { width, height } = (await frenchBody.boundingBox())!;
    await frenchBody.click({ position: { x: width - 4, y: height - 4 } });
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await frenchBody.pressSequentially(french.sentence);
    await editor.save();

    written = await editor.read();
    writeFiles(inventoryCopy, written);
    expect(await cspViolations()).toEqual([]);
  });

  test("the files it wrote are the layout the build reads, and pass inventory:check, which says the translations are missing", () => {
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
    // The editor wrote what staff typed: plain spaces.
    const typed = readFileSync(join(inventory, french.slug, "index.fr.md"), "utf8");
    expect(typed).toContain("laize 8 700 mm");
    expect(typed).toContain("prix : 10 000 USD");
    // Run from the copy: messages name the files from there.
    const check = spawnSync(
      process.execPath,
      [join(root, "scripts/inventory/check.ts"), inventory],
      {
        cwd: inventoryCopy,
        encoding: "utf8",
      },
    );
    expect(check.stderr).not.toContain("problem");
    expect(check.stderr).not.toMatch(/no-break|thousands/);
    for (const locale of ["fr", "ar"]) {
      expect(check.stderr).toContain(
        `${inventoryFolder}/${englishOnly.slug}/index.${locale}.md: translation missing`,
      );
    }
    // The seller's offer stays a draft: not a listing, but on the list to complete.
    expect(check.stdout, check.stderr).toMatch(/9 listings: .*\. No problems\./);
    expect(check.stdout).toContain(`1 draft to complete (not on the site):`);
    expect(check.stdout).toContain(draftSlug);
    expect(check.status).toBe(0);

    const { listings, drafts, problems, warnings } = readInventory(inventory);
    expect(problems).toEqual([]);
    // No warning but the expected one: the machine saved in English only lacks its translations.
    expect(warnings.filter((warning) => !warning.file.includes(`/${englishOnly.slug}/`))).toEqual(
      [],
    );
    for (const warning of warnings) expect(warning.message).toMatch(/^translation missing/);
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
      // None added in the editor: the schema's empty list.
      documents: [],
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

  test("the glossary test passes on those files", async () => {
    // About ten seconds on an idle host; the limit allows a host three times slower, twice over.
    test.setTimeout(2 * 60_000);
    const { code, log } = await runNode(
      [
        join(root, "node_modules/vitest/vitest.mjs"),
        "run",
        "app/content/glossary/glossary.test.ts",
      ],
      { INVENTORY_DIR: inventory, NO_COLOR: "1", FORCE_COLOR: "0" },
    );
    expect(code, log.slice(-3000)).toBe(0);
    // Every test ran and passed: none skipped, none failed.
    expect(log).toMatch(/Tests\s+(\d+) passed \(\1\)/);
  });

  test("a build from those files renders the new machines' pages, the English text marked and French with no-break spaces, and drops the sold one from the catalogue", async ({
    page: browserPage,
  }) => {
    // A whole build of a copy: about half a minute on an idle host (the
    // photos' resized copies come from the build's cache); the limit allows
    // a host three times slower, twice over.
    test.setTimeout(6 * 60_000);
    const out = join(workDir, "site");
    const build = await runNode(
      [join(root, "node_modules/astro/bin/astro.mjs"), "build", "--outDir", out],
      { ASTRO_TELEMETRY_DISABLED: "1", INVENTORY_DIR: inventory },
    );
    expect(build.code, build.log.slice(-3000)).toBe(0);
    expect(build.log).toContain("translation missing");

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

    // The machine saved in English only: its French and Arabic pages show the English text, marked.
    for (const locale of ["fr", "ar"] as const) {
      await browserPage.setContent(page(localizePath(machinePath(englishOnly.slug), locale)));
      await expect(browserPage.locator("html")).toHaveAttribute("lang", locale);
      const heading = browserPage.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(englishOnly.name);
      const langOf = (locator: Locator) =>
        locator.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"));
      expect(await langOf(heading), locale).toBe("en");
      expect(await langOf(browserPage.getByText(englishOnly.summary)), locale).toBe("en");
      expect(await langOf(browserPage.getByText(englishOnly.description)), locale).toBe("en");
    }

    // French typed with plain spaces is printed with the no-break spaces French wants.
    await browserPage.setContent(page(localizePath(machinePath(french.slug), "fr")));
    const printed = (await browserPage.locator("main").textContent()) ?? "";
    expect(printed).toContain(`Ligne complète de film BOPP${NBSP}: laize 8${NNBSP}700${NBSP}mm`);
    expect(printed).toContain(`prix${NBSP}: 10${NNBSP}000${NBSP}USD.`);
    expect(printed).toContain(
      `Bobines mères de 2${NNBSP}450${NBSP}mm${NNBSP}; vitesse${NBSP}: 525${NBSP}m/min${NNBSP}!`,
    );
    expect(printed).not.toContain("laize 8 700 mm");
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
