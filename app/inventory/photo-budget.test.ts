// @vitest-environment node
import { fileURLToPath } from "node:url";

import sharpService from "astro/assets/services/sharp";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { photoPresets, photoQuality, sharpEncoderConfig } from "./photo-presets";

/**
 * What a phone sends: 4000 px wide, a JPEG at high quality, about 6 MB,
 * with detail at every scale. Made here from a sample photo, with a coarse
 * texture over everything (concrete, paint, dirt) and sensor noise: busier
 * than most real photos, so the budget holds for them too.
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 2667;
  const random = (length: number, seed: number) => {
    const bytes = Buffer.alloc(length);
    let state = seed;
    for (let index = 0; index < length; index++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      bytes[index] = state >>> 24;
    }
    return bytes;
  };
  const noise = (columns: number, rows: number, seed: number) =>
    sharp(random(columns * rows, seed), { raw: { width: columns, height: rows, channels: 1 } })
      .resize(width, height, { kernel: "cubic" })
      .png()
      .toBuffer();
  const photo = new URL("../content/inventory/bopp-film-line-2018/overview.jpg", import.meta.url);
  return sharp(fileURLToPath(photo))
    .resize(width, height, { kernel: "lanczos3" })
    .composite([
      { input: await noise(160, 107, 3), blend: "soft-light" },
      { input: await noise(width, height, 7), blend: "soft-light" },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const imageConfig = {
  service: { entrypoint: "astro/assets/services/sharp", config: sharpEncoderConfig },
};
const logger = { warn: () => {} };

describe("photo budget", () => {
  it("turns a 4000 px phone photo into card images under 40 KB", async () => {
    const input = await phonePhoto();
    expect((await sharp(input).metadata()).width).toBe(4000);
    expect(input.length).toBeGreaterThan(5_000_000);
    // Every browser in use today takes the AVIF; the WebP is the fallback of
    // older ones, under 40 KB up to 600 px wide (about 60 KB at 800).
    const budgets = photoPresets.card.widths.flatMap((width) => [
      { format: "avif" as const, width },
      ...(width <= 600 ? [{ format: "webp" as const, width }] : []),
    ]);
    for (const { format, width } of budgets) {
      // The encoder and the settings of the build (astro:assets' sharp service).
      const { data } = await sharpService.transform(
        new Uint8Array(input),
        { src: "phone.jpg", width, format, quality: photoQuality[format] },
        imageConfig as never,
        logger as never,
      );
      expect(data.length, `${format} at ${width} px`).toBeLessThan(40 * 1024);
    }
  }, 60_000);
});
