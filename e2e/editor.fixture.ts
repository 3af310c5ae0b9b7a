import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

import { expect, type Locator, type Page } from "@playwright/test";

import { editorPath } from "../app/content/paths.ts";
import { companyFile, inventoryFolder } from "../app/admin/cms-config.ts";

/**
 * The editor at /admin driven against Sveltia CMS's in-browser test
 * backend, which keeps a repository in the browser's origin private file
 * system: the tests put this repository's inventory and company details
 * there, work in the editor as the firm's staff would, and read back every
 * file the editor wrote. Specs get an `Editor` for their page from the
 * `editor` fixture (e2e/fixtures.ts).
 */

const root = resolve(import.meta.dirname, "..");
/** The test backend's folder in the origin private file system (Sveltia CMS's name). */
const TEST_REPOSITORY = "sveltia-cms-test";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The repository's files the editor works on: the inventory and company.json, by repository path. */
export function repositoryFiles(): Record<string, Buffer> {
  const files = [...filesUnder(join(root, inventoryFolder)), join(root, companyFile)];
  return Object.fromEntries(
    files.map((path) => [relative(root, path).split("\\").join("/"), readFileSync(path)]),
  );
}

/** Writes repository files under `dir`, keeping their paths. */
export function writeFiles(dir: string, files: Record<string, Buffer>) {
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
}

/** Tab until `target` has the focus, as a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, most = 20) {
  for (let step = 0; step < most; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target.toString()} never got the focus in ${most} tabs`);
}

/** A field of a pane, by its label (the editor wraps names in isolation marks). */
export const fieldGroup = (scope: Locator, label: string) =>
  scope.getByRole("group", { name: new RegExp(`^“.${label}.” Field$`) });

/** The editor in the test's page. */
export class Editor {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** /api/cms/config names the test backend instead of GitHub for this page. */
  async routeToTestBackend() {
    await this.page.route("**/api/cms/config", (route) =>
      route.fulfill({ json: { backend: { name: "test-repo" } } }),
    );
  }

  /** Puts `files` (repository path → bytes) into the test backend's repository of this origin. */
  async seed(files: Record<string, Buffer>) {
    // Any page of the origin reaches its private file system; robots.txt runs no script.
    await this.page.goto("/robots.txt");
    await this.page.evaluate(
      async ({ folder, entries }) => {
        const storage = await navigator.storage.getDirectory();
        const repository = await storage.getDirectoryHandle(folder, { create: true });
        for (const [path, base64] of entries) {
          const parts = path.split("/");
          let dir = repository;
          for (const part of parts.slice(0, -1)) {
            dir = await dir.getDirectoryHandle(part, { create: true });
          }
          const handle = await dir.getFileHandle(parts.at(-1)!, { create: true });
          const writable = await handle.createWritable();
          await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
          await writable.close();
        }
      },
      {
        folder: TEST_REPOSITORY,
        entries: Object.entries(files).map(
          ([path, bytes]) => [path, bytes.toString("base64")] as const,
        ),
      },
    );
  }

  /** Every file of the test backend's repository, by repository path. */
  async read(): Promise<Record<string, Buffer>> {
    const entries = await this.page.evaluate(async (folder) => {
      const found: [string, string][] = [];
      const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
        for await (const [name, handle] of (
          dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
        ).entries()) {
          if (handle.kind === "directory") {
            await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
          } else {
            const bytes = new Uint8Array(
              await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
            );
            let binary = "";
            for (let index = 0; index < bytes.length; index += 0x8000) {
              binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
            }
            found.push([`${prefix}${name}`, btoa(binary)]);
          }
        }
      };
      const storage = await navigator.storage.getDirectory();
      await walk(await storage.getDirectoryHandle(folder), "");
      return found;
    }, TEST_REPOSITORY);
    return Object.fromEntries(
      entries.map(([path, base64]) => [path, Buffer.from(base64, "base64")]),
    );
  }

  /** Opens /admin on the test backend and signs in with the keyboard. */
  async open() {
    await this.routeToTestBackend();
    await this.page.goto(editorPath);
    const signIn = this.page.getByRole("button", { name: "Work with Test Repository" });
    await tabTo(this.page, signIn);
    await this.page.keyboard.press("Enter");
    await expect(this.page.getByRole("toolbar", { name: "Global" })).toBeVisible();
  }

  /** A field group of the editor pane in one language ("English", "French", "Arabic"). */
  pane(language: string): Locator {
    return this.page.getByRole("group", { name: new RegExp(`^Edit .${language}. Content$`) });
  }

  /**
   * The editor pane beside the English one, showing `language` ("French",
   * "Arabic"); the editor remembers which language it showed last.
   */
  async besideEnglish(language: string): Promise<Locator> {
    const other = this.page.getByRole("group", { name: /^Edit .(?!English).+. Content$/ });
    const radio = other.getByRole("radio", { name: language });
    if (!(await radio.isChecked())) await radio.click();
    return this.pane(language);
  }

  /** Picks `option` in a field's combobox, typing `search` first if given. */
  async choose(field: Locator, option: string, search?: string) {
    await field.getByRole("combobox").click();
    if (search) await this.page.keyboard.type(search);
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /**
   * The facts a new machine needs beyond its name, type, year and country:
   * the manufacturer, the condition (radios), the price (an asking price in
   * the currency offered first, EUR, or on request) and the city. The
   * reference and the availability keep what the editor fills in.
   */
  async fillFacts(
    pane: Locator,
    facts: { maker: string; condition: string; price: number | "on request"; city: string },
  ) {
    await fieldGroup(pane, "Manufacturer").getByRole("textbox").fill(facts.maker);
    await fieldGroup(pane, "Condition")
      .getByRole("radio", { name: facts.condition, exact: true })
      .check();
    const price = fieldGroup(pane, "Price");
    await price.getByRole("button", { name: /^Add .Price.$/ }).click();
    if (facts.price === "on request") {
      await this.page.getByRole("menuitem", { name: "Price on request" }).click();
    } else {
      await this.page.getByRole("menuitem", { name: "Asking price" }).click();
      await fieldGroup(price, "Amount").getByRole("spinbutton").fill(String(facts.price));
    }
    await fieldGroup(pane, "City").getByRole("textbox").fill(facts.city);
    await this.revealFields(pane);
  }

  /**
   * Scrolls `pane` down until every field is drawn: the editor draws a
   * long entry's fields as they come into view, and a locator waits for a
   * field, it does not scroll to it.
   */
  async revealFields(pane: Locator) {
    const fields = pane.getByRole("group", { name: /^“.+.” Field$/ });
    // The editor may take more than a frame to draw what came into view: a
    // pane is drawn once scrolling to its last field draws nothing new for
    // half a second.
    for (let drawn = -1; drawn !== (await fields.count());) {
      drawn = await fields.count();
      await fields.last().scrollIntoViewIfNeeded();
      await expect
        .poll(() => fields.count(), { timeout: 500 })
        .toBeGreaterThan(drawn)
        .catch(() => undefined);
    }
  }

  /** Opens an entry from its collection's list, as the staff do. */
  async openEntry(collection: string, name: string | RegExp) {
    await this.page.goto(`${editorPath}#/collections/${collection}`);
    await this.page.getByRole("row", { name, exact: true }).click();
  }

  /** Saves the entry; the editor then goes back to the collection's list. */
  async save(collection = "machines") {
    await this.page.getByRole("button", { name: "Save", exact: true }).click();
    // The save writes the entry's files and commits them: on a slow day, the
    // commit alone outlasts the default 10 s (a full `npm test` run missed it).
    await expect(this.page.getByText(/Entry saved|saved/i).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(this.page).toHaveURL(new RegExp(`#/collections/${collection}$`), {
      timeout: 30_000,
    });
  }
}
