// @vitest-environment node
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { decompressionBomb, photoBytes } from "../test-utils/offers.ts";
import { tempDir } from "../test-utils/test-server.ts";

import { MAX_PHOTO_PIXELS, normalizePhoto } from "./offer-photos.ts";

let dir: string;
beforeAll(async () => {
  dir = await tempDir("photos");
});

async function check(name: string, bytes: Buffer | string) {
  const input = join(dir, name);
  await writeFile(input, bytes);
  const output = join(dir, `${name}.out.jpg`);
  return { result: await normalizePhoto(input, output), output };
}

describe("normalizePhoto", () => {
  it.each(["jpeg", "png", "webp"] as const)(
    "takes a real %s photo and keeps a JPEG",
    async (format) => {
      const { result, output } = await check(`photo.${format}`, await photoBytes({ format }));
      expect(result).toMatchObject({
        ok: true,
        mime: `image/${format}`,
        width: 1600,
        height: 1200,
      });
      expect((await sharp(output).metadata()).format).toBe("jpeg");
    },
  );

  it("drops every metadata, the GPS position and the camera included", async () => {
    const original = await photoBytes();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("latin1")).toContain("PhoneMaker");
    const { output } = await check("gps.jpg", original);
    const after = await sharp(output).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
  });

  it("turns a photo upright by its EXIF orientation, then forgets the tag", async () => {
    // A landscape photo the camera says must be turned 90°.
    const sideways = await sharp(await photoBytes({ width: 800, height: 600 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { result, output } = await check("sideways.jpg", sideways);
    expect(result).toMatchObject({ ok: true, width: 600, height: 800 });
    expect((await sharp(output).metadata()).orientation).toBeUndefined();
  });

  it("brings a large photo down to 2560 px on its longest side", async () => {
    const { result } = await check("large.jpg", await photoBytes({ width: 2800, height: 2100 }));
    expect(result).toMatchObject({ ok: true, width: 2560, height: 1920 });
  });

  it("refuses a text file named .jpg", async () => {
    const { result } = await check("text.jpg", "Not a photo at all.\n");
    expect(result).toEqual({ ok: false, reason: "unreadable", mime: "" });
  });

  it("refuses a truncated JPEG", async () => {
    const whole = await photoBytes();
    const { result, output } = await check("cut.jpg", whole.subarray(0, whole.length / 2));
    expect(result).toEqual({ ok: false, reason: "unreadable", mime: "" });
    await expect(sharp(output).metadata()).rejects.toThrow();
  });

  it("refuses a 20 000 × 20 000 px PNG of a few KB before decoding it", async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_PHOTO_PIXELS);
    // "too-large" is said from the header, before any pixel is decoded.
    const { result } = await check("bomb.png", bomb);
    expect(result).toEqual({ ok: false, reason: "too-large", mime: "" });
  });

  it("refuses an SVG, even one a browser would draw", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>';
    const { result } = await check("drawing.svg", svg);
    expect(result).toEqual({ ok: false, reason: "format", mime: "" });
  });
});
