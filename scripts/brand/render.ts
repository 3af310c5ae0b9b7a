/**
 * Draws the brand files into public/ from the logo mark and the company
 * data: favicon.svg, favicon.ico, the PNG icons, and the social share image
 * (SVG source and PNG). They are designed assets, committed to the
 * repository; run this after changing the company name, tagline or mark:
 *   npm run brand
 * Text is laid out with Inter in Chromium, so the committed SVG carries its
 * final line breaks.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

import { chromium, type Page } from "@playwright/test";

import { brandAssets, shareImage } from "../../app/content/resources.ts";

import {
  appIconSvg,
  faviconSvg,
  shareImageSvg,
  shareLayout,
  shareTagline,
  type ShareImageText,
} from "./artwork.ts";
import { icoFromPngs } from "./ico.ts";

const publicDir = resolve(import.meta.dirname, "../../public");
const require = createRequire(import.meta.url);
const interFile = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const fontFace = `@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${readFileSync(interFile).toString("base64")}) format("woff2")}`;

function write(publicPath: string, contents: string | Buffer) {
  const file = resolve(publicDir, `.${publicPath}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
  console.info(`public${publicPath}`);
}

/** Breaks the tagline into lines of the text column, at the largest size that fits. */
async function layOutTagline(page: Page): Promise<ShareImageText> {
  await page.setContent(`<style>${fontFace}</style><p style="font-family:Inter">.</p>`);
  await page.evaluate(() => document.fonts.load("700 50px Inter"));
  return page.evaluate(
    ({ text, width, maxLines, sizes }) => {
      const context = document.createElement("canvas").getContext("2d")!;
      const wrap = (size: number) => {
        context.font = `700 ${size}px Inter`;
        context.letterSpacing = `${-0.02 * size}px`;
        const lines: string[] = [];
        for (const word of text.split(/\s+/)) {
          const last = lines.at(-1);
          if (last !== undefined && context.measureText(`${last} ${word}`).width <= width) {
            lines[lines.length - 1] = `${last} ${word}`;
          } else {
            lines.push(word);
          }
        }
        return lines;
      };
      for (const size of sizes) {
        const lines = wrap(size);
        if (lines.length <= maxLines) return { taglineLines: lines, taglineSize: size };
      }
      const size = sizes.at(-1)!;
      return { taglineLines: wrap(size), taglineSize: size };
    },
    {
      text: shareTagline(),
      width: shareLayout.textWidth,
      maxLines: shareLayout.taglineMaxLines,
      sizes: [...shareLayout.taglineSizes],
    },
  );
}

async function renderPng(
  page: Page,
  svg: string,
  width: number,
  height: number,
  transparent = false,
) {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><style>${fontFace}html,body{margin:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
  );
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ clip: { x: 0, y: 0, width, height }, omitBackground: transparent });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });

  const favicon = faviconSvg();
  write(brandAssets.faviconSvg, favicon);
  const favicon16 = await renderPng(page, favicon, 16, 16, true);
  const favicon32 = await renderPng(page, favicon, 32, 32, true);
  write(brandAssets.favicon32, favicon32);
  write(brandAssets.faviconIco, icoFromPngs([favicon16, favicon32]));

  write(brandAssets.appleTouchIcon, await renderPng(page, appIconSvg(180), 180, 180));
  write(brandAssets.icon192, await renderPng(page, appIconSvg(192), 192, 192));
  write(brandAssets.icon512, await renderPng(page, appIconSvg(512), 512, 512));

  const share = shareImageSvg(await layOutTagline(page));
  write(brandAssets.shareImage.replace(/\.png$/, ".svg"), share);
  write(brandAssets.shareImage, await renderPng(page, share, shareImage.width, shareImage.height));
} finally {
  await browser.close();
}
