import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { machinePath } from "../app/i18n/links.ts";
import { inventoryFolder } from "../app/admin/cms-config.ts";
import { localizePath } from "../app/i18n/locales.ts";
import { NBSP, NNBSP } from "../app/lib/typography.ts";

import { fieldGroup, repositoryFiles, writeFiles } from "./editor.fixture.ts";
import { expect, once, test, type Locator } from "./fixtures.ts";

/**
 * What staff type in the editor at /admin, built as the site prints it: a
 * machine saved in English only builds, and its French and Arabic pages show
 * the English text marked `lang="en"`; French typed with plain spaces
 * ("8 700 mm", "prix : 10 000 USD") is printed with the no-break spaces
 * French wants, and the glossary test passes on those files. The editor
 * works on Sveltia CMS's in-browser test backend holding a copy of the
 * inventory (e2e/editor.fixture.ts); the build is of a copy of the site
 * reading the files the editor wrote (INVENTORY_DIR).
 */

const root = resolve(import.meta.dirname, "..");
const workDir = mkdtempSync(join(tmpdir(), "flexpack-editor-content-"));
test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

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

/** Runs `args` with the project's Node and `env`; resolves with the exit code and output. */
function run(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; log: string }>((done) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.on("exit", (code) => done({ code, log }));
  });
}

test.describe("what staff type in the editor, as the site prints it", once, () => {
  test.describe.configure({ mode: "serial" });

  const copy = join(workDir, "repository");
  const inventory = join(copy, inventoryFolder);
  const out = join(workDir, "site");

  test("a machine saved in English only, and French typed with plain spaces", async ({
    page,
    editor,
  }) => {
    // Opening the app and typing: under a minute on an idle host; the limit
    // leaves room for a host three times slower, twice over.
    test.setTimeout(4 * 60_000);
    await editor.seed(repositoryFiles());
    await editor.open();

    await page.getByRole("button", { name: "Create New Entry" }).click();
    await page.getByRole("group", { name: "Slug" }).getByRole("textbox").fill(englishOnly.slug);
    const english = editor.pane("English");
    await fieldGroup(english, "Name").getByRole("textbox").fill(englishOnly.name);
    await editor.choose(fieldGroup(english, "Type"), "Slitter rewinder");
    await fieldGroup(english, "Year built").getByRole("spinbutton").fill("2021");
    await editor.choose(fieldGroup(english, "Country"), "Spain", "Spai");
    await editor.fillFacts(english, {
      maker: "Kampf",
      condition: "Good",
      price: "on request",
      city: "Barcelona",
    });
    await fieldGroup(english, "Summary").getByRole("textbox").fill(englishOnly.summary);
    const description = fieldGroup(english, "Description").getByRole("textbox");
    await description.click();
    await description.pressSequentially(englishOnly.description);
    // Nothing typed in French or Arabic.
    await editor.save();

    await editor.openEntry("machines", new RegExp(`^${french.machine}`));
    await expect(fieldGroup(editor.pane("English"), "Name").getByRole("textbox")).toHaveValue(
      french.machine,
    );
    const frenchPane = await editor.besideEnglish("French");
    await fieldGroup(frenchPane, "Summary").getByRole("textbox").fill(french.summary);
    const body = fieldGroup(frenchPane, "Description").getByRole("textbox");
    // A click in the text would put the caret there; at the field's foot, it goes to the end.
    const { width, height } = (await body.boundingBox())!;
    await body.click({ position: { x: width - 4, y: height - 4 } });
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await body.pressSequentially(french.sentence);
    await editor.save();

    writeFiles(copy, await editor.read());
  });

  test("the files pass inventory:check, which says the translations are missing", () => {
    // The editor wrote what staff typed: plain spaces.
    const typed = readFileSync(join(inventory, french.slug, "index.fr.md"), "utf8");
    expect(typed).toContain("laize 8 700 mm");
    expect(typed).toContain("prix : 10 000 USD");
    // Run from the copy: messages name the files from there.
    const check = spawnSync(
      process.execPath,
      [join(root, "scripts/inventory/check.ts"), inventory],
      {
        cwd: copy,
        encoding: "utf8",
      },
    );
    expect(check.stdout, check.stderr).toMatch(/8 listings: .*\. No problems\./);
    expect(check.stderr).not.toContain("problem");
    expect(check.stderr).not.toMatch(/no-break|thousands/);
    for (const locale of ["fr", "ar"]) {
      expect(check.stderr).toContain(
        `${inventoryFolder}/${englishOnly.slug}/index.${locale}.md: translation missing`,
      );
    }
    expect(check.status).toBe(0);
  });

  test("the glossary test passes on those files", async () => {
    // About ten seconds on an idle host; the limit allows a host three times slower, twice over.
    test.setTimeout(2 * 60_000);
    const { code, log } = await run(
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

  test("a build from those files prints the English text, marked, and French with no-break spaces", async ({
    page,
  }) => {
    // A whole build of a copy: about half a minute on an idle host; the
    // limit allows a host three times slower, twice over.
    test.setTimeout(6 * 60_000);
    const build = await run(
      [join(root, "node_modules/astro/bin/astro.mjs"), "build", "--outDir", out],
      { ASTRO_TELEMETRY_DISABLED: "1", INVENTORY_DIR: inventory },
    );
    expect(build.code, build.log.slice(-3000)).toBe(0);
    expect(build.log).toContain("translation missing");
    const built = (path: string) => readFileSync(join(out, path.slice(1), "index.html"), "utf8");

    for (const locale of ["fr", "ar"] as const) {
      await page.setContent(built(localizePath(machinePath(englishOnly.slug), locale)));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(englishOnly.name);
      // The English name, summary and description are marked as English.
      const langOf = (locator: Locator) =>
        locator.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"));
      expect(await langOf(heading), locale).toBe("en");
      expect(await langOf(page.getByText(englishOnly.summary)), locale).toBe("en");
      expect(await langOf(page.getByText(englishOnly.description)), locale).toBe("en");
    }

    await page.setContent(built(localizePath(machinePath(french.slug), "fr")));
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain(`Ligne complète de film BOPP${NBSP}: laize 8${NNBSP}700${NBSP}mm`);
    expect(text).toContain(`prix${NBSP}: 10${NNBSP}000${NBSP}USD.`);
    expect(text).toContain(
      `Bobines mères de 2${NNBSP}450${NBSP}mm${NNBSP}; vitesse${NBSP}: 525${NBSP}m/min${NNBSP}!`,
    );
    expect(text).not.toContain("laize 8 700 mm");
  });
});
