import { editorPath } from "../app/content/paths.ts";

import { repositoryFiles } from "./editor.fixture.ts";
import { expect, once, test, type Page } from "./fixtures.ts";

/**
 * The editor's weight (issue 28): its first load stays within 700 KB as the
 * production server sends it (compressed), and its icon font, cut to the
 * icons the editor names (app/admin/icon-font.ts), still draws every
 * icon the editor shows.
 */

const BUDGET = 700 * 1024;

test(
  "the editor's first load is at most 700 KB transferred",
  once,
  async ({ page, context, editor }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const urls = new Map<string, string>();
    const loaded: { url: string; bytes: number }[] = [];
    cdp.on("Network.responseReceived", (event) => urls.set(event.requestId, event.response.url));
    cdp.on("Network.loadingFinished", (event) =>
      loaded.push({ url: urls.get(event.requestId) ?? "?", bytes: event.encodedDataLength }),
    );

    await editor.routeToTestBackend();
    await page.goto(editorPath);
    await expect(page.getByRole("button", { name: "Work with Test Repository" })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState("networkidle");

    const total = loaded.reduce((sum, file) => sum + file.bytes, 0);
    const heaviest = loaded
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((file) => `${Math.round(file.bytes / 1024)} KB ${file.url}`)
      .join("\n");
    expect(total, `${Math.round(total / 1024)} KB, the heaviest:\n${heaviest}`).toBeLessThanOrEqual(
      BUDGET,
    );
  },
);

/**
 * The icons drawn on the page, by name, with the width of their text in
 * ems. Each letter of Material Symbols is 1 em wide, as is each icon: a name
 * the font cannot form shows as a word several ems wide.
 */
async function drawnIcons(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.locator(".material-symbols-outlined").evaluateAll((icons) =>
    icons
      .filter((icon) => icon.getClientRects().length > 0 && icon.textContent?.trim())
      .map((icon) => {
        const range = document.createRange();
        range.selectNodeContents(icon);
        const ems =
          range.getBoundingClientRect().width / parseFloat(getComputedStyle(icon).fontSize);
        return { name: icon.textContent!.trim(), ems: Math.round(ems * 100) / 100 };
      }),
  );
}

test(
  "every icon the editor shows is drawn as an icon, not as its name",
  once,
  async ({ page, editor }) => {
    test.setTimeout(2 * 60_000);
    await editor.seed(repositoryFiles());
    await editor.open();
    const icons = await drawnIcons(page);

    // A machine open in the editor: its fields, lists, photos and languages.
    await page
      .getByRole("row", { name: /Metallizer/ })
      .first()
      .click();
    await expect(editor.pane("English")).toBeVisible();
    icons.push(...(await drawnIcons(page)));

    // The media library.
    await page.goto(`${editorPath}#/assets`);
    await expect(page.getByRole("toolbar", { name: "Global" })).toBeVisible();
    icons.push(...(await drawnIcons(page)));

    expect(new Set(icons.map((icon) => icon.name)).size).toBeGreaterThan(10);
    expect(icons.filter((icon) => icon.ems > 1.25)).toEqual([]);
  },
);
