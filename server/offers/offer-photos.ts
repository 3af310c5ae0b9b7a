import { open, rm } from "node:fs/promises";

import sharp from "sharp";

import { photoRules } from "../../app/islands/offer-form/fields.ts";

/**
 * The most pixels a photo may have: a 108-megapixel phone's full-size photo
 * passes (12 000 × 9 000), a 20 000 × 20 000 decompression bomb does not.
 * sharp refuses to decode more (its default is 268 million).
 */
export const MAX_PHOTO_PIXELS = 120_000_000;

/** The formats we take, as sharp names them, and their MIME types. */
const accepted = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

export type PhotoRefusal =
  /** Not an image sharp can decode, or a damaged one (a truncated JPEG). */
  | "unreadable"
  /** An image, but not JPEG, PNG or WebP (SVG, HEIC, GIF, TIFF…). */
  | "format"
  /** A HEIC or HEIF photo (iPhones' default), which gets its own advice. */
  | "heic"
  /** More pixels than MAX_PHOTO_PIXELS. */
  | "too-large"
  /** More bytes than one photo may have (the parser cut it short). */
  | "too-big";

export type PhotoResult =
  | { ok: true; mime: string; width: number; height: number; bytes: number }
  | { ok: false; reason: PhotoRefusal; mime: string };

const inputOptions = {
  limitInputPixels: MAX_PHOTO_PIXELS,
  // A warning (a truncated or corrupt file) fails the decode.
  failOn: "warning",
  sequentialRead: true,
} as const;

/** The ISO media brands of HEIC and HEIF photos (an `ftyp` box at the start of the file). */
const HEIF_BRANDS = new Set([
  "heic",
  "heix",
  "hevc",
  "hevx",
  "heim",
  "heis",
  "mif1",
  "msf1",
  "heif",
]);

/** Whether a file is a HEIC or HEIF photo, from its first bytes. */
export async function isHeif(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    return (
      bytesRead === 12 &&
      buffer.toString("latin1", 4, 8) === "ftyp" &&
      HEIF_BRANDS.has(buffer.toString("latin1", 8, 12))
    );
  } finally {
    await handle.close();
  }
}

/** Writes a file's bytes through to the disk. */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Checks an uploaded file by its content and writes the photo the firm
 * keeps: decoded with sharp (nothing is trusted from the name or the
 * declared type), turned upright by its EXIF orientation, brought down to
 * 2560 px on its longest side, and re-encoded as JPEG without any metadata
 * (no EXIF, no GPS position, no camera serial). The output is fsynced.
 */
export async function normalizePhoto(input: string, output: string): Promise<PhotoResult> {
  let format: string | undefined;
  // Read the box header first: sharp here cannot open an iPhone's HEVC-coded HEIC at all.
  if (await isHeif(input)) return { ok: false, reason: "heic", mime: "" };
  try {
    // The header only: its size is compared below, before any pixel is decoded.
    const meta = await sharp(input, { ...inputOptions, limitInputPixels: false }).metadata();
    format = meta.format;
    if (format === "heif") return { ok: false, reason: "heic", mime: "" };
    if (!(format in accepted)) return { ok: false, reason: "format", mime: "" };
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PHOTO_PIXELS) {
      return { ok: false, reason: "too-large", mime: "" };
    }
  } catch {
    return { ok: false, reason: "unreadable", mime: "" };
  }
  const mime = accepted[format as keyof typeof accepted];
  try {
    const info = await sharp(input, inputOptions)
      .rotate()
      .resize({
        width: photoRules.longestSide,
        height: photoRules.longestSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      // A transparent PNG on white, as it would print.
      .flatten({ background: "#ffffff" })
      // libjpeg-turbo, not mozjpeg: about 30 times faster here (0.15 s against 5 s a
      // photo), for files about a fifth larger. The seller waits for this; the email's
      // smaller copies (emailCopy) are made later and keep mozjpeg.
      .jpeg({ quality: 84, optimiseCoding: true })
      .toFile(output);
    await syncFile(output);
    return { ok: true, mime, width: info.width, height: info.height, bytes: info.size };
  } catch {
    await rm(output, { force: true });
    return { ok: false, reason: "unreadable", mime: "" };
  }
}

/** A smaller copy for an email attachment: 1600 px, so twelve fit a mailbox. */
export async function emailCopy(path: string): Promise<Buffer> {
  return sharp(path)
    .resize({ width: 1600, height: 1600, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
