/**
 * `npm run bench:upload`: what a seller's 12-photo offer costs on a slow
 * network. Twelve phone-like photos (4000 × 3000 JPEG at quality 92, with
 * sensor noise, as a phone writes them) are chosen in the real offer form,
 * in Debian's Chromium, with the network throttled to 400 Kbps both ways and
 * 400 ms of latency (Chrome DevTools' "slow 3G" upload), and sent to the
 * production server. Prints the photos' bytes as chosen and as uploaded,
 * and the time from "Send My Offer" to the thank-you.
 *
 *   npm run bench:upload [-- --photos 12 --kbps 400]
 *
 * Measures the existing build (run `npm run build` first). A network
 * benchmark, not a CPU one: the upload's time is its bytes over the link.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";
import sharp from "sharp";

import { sellEquipment as sellEquipmentCopy } from "../../app/content/sell-equipment.ts";
import { paths } from "../../app/content/paths.ts";
import { plural } from "../../app/lib/text.ts";
import { SqliteOfferStore } from "../../server/offers/sqlite-offer-store.ts";
import { spawnServer } from "../../server/test-utils/server-process.ts";
import { findChromium } from "../../scripts/ensure-chromium.ts";

const { values } = parseArgs({
  options: { photos: { type: "string", default: "12" }, kbps: { type: "string", default: "400" } },
});
const count = Number(values.photos);
const kbps = Number(values.kbps);
const root = resolve(import.meta.dirname, "../..");
const sceneDir = join(root, "app/content/inventory");
const scenes = [
  "bopp-film-line-2018/overview.jpg",
  "bopp-film-line-2018/extruder.jpg",
  "bopp-film-line-2018/winder.jpg",
  "gravure-printing-press-2015/overview.jpg",
  "gravure-printing-press-2015/print-units.jpg",
  "gravure-printing-press-2015/unwind.jpg",
];

/** A 12-megapixel phone photo of a scene: its size, its sensor noise, its JPEG quality. */
async function phonePhoto(scene: string, seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: "gaussian", mean: 128, sigma: 10 + (seed % 3) },
    },
  })
    .png()
    .toBuffer();
  return sharp(join(sceneDir, scene))
    .resize(width, height, { fit: "cover" })
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 92, chromaSubsampling: "4:2:0" })
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Budget 5G" } })
    .toBuffer();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dataDir = mkdtempSync(join(tmpdir(), "flexpack-upload-bench-"));
// The production server on a free port, ready once it listens.
const server = await spawnServer({ DATA_DIR: dataDir });
const { origin } = server;
const browser = await chromium.launch({
  executablePath: findChromium() ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
});
try {
  console.info(`Making ${count} phone photos (4000 × 3000, JPEG quality 92)…`);
  const photos = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `IMG_${String(4200 + index)}.jpg`,
      mimeType: "image/jpeg",
      buffer: await phonePhoto(scenes[index % scenes.length]!, index),
    })),
  );
  const chosenBytes = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);

  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  const { form } = sellEquipmentCopy;
  await page.goto(`${origin}${paths.sellEquipment}`);
  await page.getByRole("button", { name: form.submit }).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector("astro-island[ssr]") === null);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(form.labels.machineType).selectOption("gravure-printing-press");
  await field(form.labels.manufacturer).fill("Rotomec");
  await field(form.labels.year).fill("2011");
  await field(form.labels.country).selectOption("EG");
  await field(form.labels.condition).selectOption("running");
  await field(form.labels.name).fill("Karim Haddad");
  await field(form.labels.email).fill("karim@example.com");
  await field(form.labels.phone).fill("+20 100 123 4567");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: form.photos.add }).click();
  await (await chooser).setFiles(photos);
  const prepared = Date.now();
  await page
    .getByText(plural(form.photos.count, count, "en-US", { count }))
    .waitFor({ timeout: 120_000 });
  const preparing = Date.now() - prepared;
  // A person takes more than 3 seconds to fill the form (the server's time trap).
  await page.waitForTimeout(3500);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: (kbps * 1000) / 8,
    uploadThroughput: (kbps * 1000) / 8,
  });
  let requestBytes = 0;
  page.on("request", async (request) => {
    if (!request.url().endsWith("/api/offers")) return;
    // A FormData body with files has no post data in the protocol: its length does.
    requestBytes = Number((await request.allHeaders())["content-length"] ?? 0);
  });
  const started = Date.now();
  await page.getByRole("button", { name: form.submit }).click();
  await page.getByText(form.sent.title).waitFor({ timeout: 30 * 60_000 });
  const upload = Date.now() - started;

  const store = new SqliteOfferStore(dataDir, { readOnly: true });
  const [offer] = await store.list();
  await store.close();
  const kept = offer?.photos.reduce((sum, photo) => sum + photo.bytes, 0) ?? 0;
  console.info(
    [
      "",
      `| ${count} photos | bytes |`,
      "|---|---|",
      `| as chosen (phone JPEGs, 4000 × 3000) | ${mb(chosenBytes)} |`,
      `| uploaded (the whole request, shrunk in the browser to 2560 px) | ${mb(requestBytes)} |`,
      `| kept by the server (re-encoded, no metadata) | ${mb(kept)} |`,
      "",
      `Preparing the photos in the browser (unthrottled CPU): ${(preparing / 1000).toFixed(1)} s`,
      `Upload at ${kbps} Kbps, 400 ms latency, from "${form.submit}" to the thank-you: ${(upload / 1000).toFixed(0)} s`,
      `The originals at the same speed would take about ${Math.round((chosenBytes * 8) / (kbps * 1000))} s.`,
    ].join("\n"),
  );
} finally {
  await browser.close();
  server.child.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
