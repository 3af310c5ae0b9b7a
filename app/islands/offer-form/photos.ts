import { formatFileSize } from "~/lib/text";

import { photoRules } from "./fields";

/**
 * The seller's photos in the browser: each chosen file is decoded once, to
 * check that it is a photo the browser can read, to draw its thumbnail, and
 * to shrink it before the upload when it is larger than the site keeps
 * (2560 px on the longest side). A phone's 12-megapixel, 5 MB JPEG becomes
 * about 0.6 MB, which is what a slow connection must carry.
 */

export interface ChosenPhoto {
  /** Stable key for the list. */
  id: string;
  /** The name it is sent with (the original name; ".jpg" when re-encoded). */
  name: string;
  /** What is uploaded: the original file, or its smaller JPEG. */
  upload: Blob;
  /** A small JPEG as an object URL (blob:), revoked when the photo leaves the list. */
  thumbnail: string;
  width: number;
  height: number;
}

/** Above this, a photo is re-encoded even when it is small enough in pixels. */
const KEEP_AS_IS_BYTES = 2.5 * 1024 * 1024;
const JPEG_QUALITY = 0.85;
const THUMBNAIL_SIDE = 320;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  const element = document.createElement("canvas");
  element.width = width;
  element.height = height;
  return element;
}

async function encode(target: Canvas, quality: number): Promise<Blob> {
  if ("convertToBlob" in target) return target.convertToBlob({ type: "image/jpeg", quality });
  return new Promise((resolve, reject) =>
    target.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("Could not encode"))),
      "image/jpeg",
      quality,
    ),
  );
}

async function draw(bitmap: ImageBitmap, scale: number, quality: number): Promise<Blob> {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const target = canvas(width, height);
  const context = target.getContext("2d") as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error("No 2D canvas");
  // Transparent PNGs on white, as the server flattens them.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return encode(target, quality);
}

/** "IMG_0042.PNG" → "IMG_0042.jpg". */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, "") || "photo";
  return `${base}.jpg`;
}

/** How much a photo of this size must shrink to fit the longest side (1 when it fits). */
export function shrinkScale(
  width: number,
  height: number,
  longest: number = photoRules.longestSide,
) {
  return Math.min(1, longest / Math.max(width, height));
}

let counter = 0;

/**
 * Reads a chosen file as a photo, or returns null when the browser cannot
 * decode it (a damaged file, a HEIC renamed .jpg). Orientation follows the
 * photo's EXIF; the re-encoded copy carries no metadata (no GPS position).
 */
export async function preparePhoto(file: File): Promise<ChosenPhoto | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  try {
    const scale = shrinkScale(bitmap.width, bitmap.height);
    const keep = scale === 1 && file.size <= KEEP_AS_IS_BYTES;
    const upload = keep ? file : await draw(bitmap, scale, JPEG_QUALITY);
    const thumbnail = await draw(
      bitmap,
      shrinkScale(bitmap.width, bitmap.height, THUMBNAIL_SIDE),
      0.7,
    );
    counter += 1;
    return {
      id: `photo-${counter}`,
      name: keep ? file.name : jpegName(file.name),
      upload,
      thumbnail: URL.createObjectURL(thumbnail),
      width: Math.round(bitmap.width * scale),
      height: Math.round(bitmap.height * scale),
    };
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

/**
 * "3.2 megabytes", «640 كيلوبايت»: the upload's progress, in the same unit
 * words as the photo rules (photoSizeLimit), 1024 bytes to the kilobyte as the
 * browser counts a file.
 */
export const formatBytes = (bytes: number, intl: string) => formatFileSize(bytes, intl, 1024);
