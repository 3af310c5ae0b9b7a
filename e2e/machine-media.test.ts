import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { getEdition } from "../app/i18n/editions.ts";
import { machinePath } from "../app/i18n/links.ts";
import { localizePath, type Locale } from "../app/i18n/locales.ts";
import { YOUTUBE_EMBED_ORIGIN } from "../app/inventory/listing-constants.ts";
import { inventoryDir } from "../app/inventory/read-inventory.ts";
import { fillTemplate } from "../app/lib/text.ts";
import { youtubeEmbedUrl, youtubeWatchUrl } from "../app/lib/youtube.ts";

import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  once,
  test,
  watchPolicy,
  type Page,
} from "./fixtures.ts";
import { runNode } from "./run-node.ts";
import { machines, machineText } from "./site-data.ts";

/**
 * A machine's documents and its video under power, the way a buyer meets
 * them: the PDFs from the page's list, and a YouTube video that stays a
 * poster of the listing's own photo until it is asked for.
 */

const root = resolve(import.meta.dirname, "..");
const policyOf = (headers: Record<string, string>) => headers["content-security-policy"] ?? "";

const withDocuments = machines.find((machine) => machine.documents.length > 1)!;

test.describe("a machine's documents", () => {
  for (const locale of ["en", "ar"] as const) {
    test(
      `${locale}: each is listed with its kind, title and size, and answers a PDF of that size`,
      once,
      async ({ page }) => {
        const copy = getEdition(locale).t.usedEquipment.machine.documents;
        const shown = machineText(withDocuments.slug, locale);
        const response = await page.goto(localizePath(machinePath(withDocuments.slug), locale));
        // No video on this listing: the page frames nothing and plays nothing.
        expect(policyOf(response!.headers())).not.toMatch(/frame-src|media-src/);
        const section = page.getByRole("region", { name: copy.title });
        const links = section.getByRole("link");
        await expect(links).toHaveCount(shown.documents.length);
        for (const [index, document] of shown.documents.entries()) {
          const link = links.nth(index);
          await expect(link).toContainText(copy.kinds[document.kind]);
          await expect(link).toContainText(document.title);
          await expect(link).toHaveAttribute("type", "application/pdf");
          // One file for every edition: the address has no edition prefix.
          await expect(link).toHaveAttribute("href", document.path);
          const pdf = await page.request.get(document.path);
          expect(pdf.status()).toBe(200);
          expect(pdf.headers()["content-type"]).toBe("application/pdf");
          expect(pdf.headers()["content-disposition"]).toBe(
            `inline; filename="${withDocuments.slug}-${document.path.split("/").at(-1)}"`,
          );
          const bytes = await pdf.body();
          expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
          // The size beside the link is this file's, in the edition's digits and unit.
          const size = (await page
            .locator(`#${await link.getAttribute("aria-describedby")}`)
            .textContent())!;
          const kilobytes = Number.parseInt(size.replace(/\D/g, ""), 10);
          expect(Math.abs(kilobytes - bytes.length / 1000), size).toBeLessThanOrEqual(1);
          // The file's own language, and beside the size when it is not the page's.
          await expect(link).toHaveAttribute("hreflang", document.language);
          const language = new Intl.DisplayNames([locale], { type: "language" }).of(
            document.language,
          )!;
          if (document.language === locale) expect(size).not.toContain(language);
          else expect(size).toContain(copy.fileLanguage.replace("{language}", language));
        }
      },
    );
  }
});

/**
 * The YouTube facade, end to end: schema, build, page, policy and module.
 * No listing of the repository has a video (the firm's own videos are not
 * known yet, and a sample listing must not show someone else's machine), so
 * this builds a copy of one listing with a YouTube link and serves it with
 * the production server; YouTube's player is a stub (page.route), so the
 * test needs no network and proves what the page asks for.
 */
const FIXTURE_ID = "FlexPackE2E";
const fixtureSlug = withDocuments.slug;

test.describe("a YouTube video under power", once, () => {
  test.describe.configure({ mode: "serial" });
  let workDir = "";
  let server: ChildProcess | undefined;
  let origin = "";

  test.beforeAll(async () => {
    // A whole build of the site over a one-machine inventory, then the production server on it:
    // a minute or two on an idle host; the limit allows a host three times slower, twice over.
    test.setTimeout(12 * 60_000);
    workDir = mkdtempSync(join(tmpdir(), "machine-video-"));
    const inventory = join(workDir, "inventory");
    cpSync(join(inventoryDir, fixtureSlug), join(inventory, fixtureSlug), { recursive: true });
    // The front matter's last line is `---` before the description: the link goes in above it.
    const file = join(inventory, fixtureSlug, "index.en.md");
    const source = readFileSync(file, "utf8");
    const end = source.indexOf("\n---", 4);
    writeFileSync(
      file,
      `${source.slice(0, end)}\nvideo:\n  youtube: https://youtu.be/${FIXTURE_ID}${source.slice(end)}`,
    );
    const buildDir = join(workDir, "build");
    const env = { ASTRO_TELEMETRY_DISABLED: "1", INVENTORY_DIR: inventory };
    const build = await runNode(
      [
        join(root, "node_modules/astro/bin/astro.mjs"),
        "build",
        "--outDir",
        join(buildDir, "client"),
      ],
      env,
    );
    expect(build.code, build.log.slice(-3000)).toBe(0);
    const post = await runNode([join(root, "scripts/postbuild/post-build.ts"), buildDir], env);
    // The editor's page is not part of this build; everything else of the post-build runs.
    expect(post.log).toContain("Hosting table");
    const port = 4600 + Math.floor(Math.random() * 300);
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(root, "server/main.ts")], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
        DATA_DIR: join(workDir, "data"),
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    await expect
      .poll(async () => (await fetch(origin).catch(() => undefined))?.status, { timeout: 30_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(workDir, { recursive: true, force: true });
  });

  for (const locale of ["en", "ar"] as Locale[]) {
    test(`${locale}: nothing leaves the site before the click; the click plays youtube-nocookie in the page, within its policy`, async ({
      page,
    }) => {
      const copy = getEdition(locale).t.usedEquipment.machine.video;
      const name = machineText(fixtureSlug, locale).name;
      const elsewhere = watchRequests(page, origin);
      await page.route(`${YOUTUBE_EMBED_ORIGIN}/**`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><html lang=en><title>Player</title><p>Stub player</p></html>",
        }),
      );
      const violations = await watchPolicy(page);
      const path = localizePath(machinePath(fixtureSlug), locale);
      const response = await page.request.get(`${origin}${path}`);
      // This page alone may frame the player, and nothing else from YouTube.
      const policy = policyOf(response.headers());
      expect(policy).toContain(`frame-src ${YOUTUBE_EMBED_ORIGIN};`);
      expect(policy).toMatch(/img-src 'self';/);
      const catalogue = await page.request.get(
        `${origin}${localizePath("/machinery/used-equipment", locale)}`,
      );
      expect(policyOf(catalogue.headers())).not.toContain("frame-src");

      await gotoReady(page, `${origin}${path}`);
      const section = page.getByRole("region", { name: copy.title });
      await section.scrollIntoViewIfNeeded();
      const play = section.getByRole("link", { name: fillTemplate(copy.play, { name }) });
      // Without JavaScript, the poster is a link to the video on YouTube.
      await expect(play).toHaveAttribute("href", youtubeWatchUrl(FIXTURE_ID));
      await expect(play.locator("img")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.waitForLoadState("networkidle");
      expect(elsewhere(), "requests before the click").toEqual([]);

      await play.click();
      const player = section.locator("iframe");
      await expect(player).toHaveAttribute(
        "src",
        youtubeEmbedUrl(FIXTURE_ID, YOUTUBE_EMBED_ORIGIN),
      );
      await expect(player).toHaveAttribute("title", fillTemplate(copy.player, { name }));
      await expect(player).toHaveAttribute("allow", /autoplay/);
      await expect(player).toBeFocused();
      // The stub loaded inside the page: the policy let the frame in.
      await expect(page.frameLocator("iframe").getByText("Stub player")).toBeVisible();
      expect(elsewhere()).toEqual([youtubeEmbedUrl(FIXTURE_ID, YOUTUBE_EMBED_ORIGIN)]);
      expect(await violations()).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
});

/** The requests a page makes to any origin but `origin`, from now on. */
function watchRequests(page: Page, origin: string): () => string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith("data:")) seen.push(url);
  });
  return () => [...seen];
}
