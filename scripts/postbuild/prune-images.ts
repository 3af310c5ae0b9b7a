import { readFile, unlink } from "node:fs/promises";
import { basename, extname, join } from "node:path";

import { isCompressedVariant, isTextFile, listFiles } from "./site-files.ts";

/**
 * Astro copies the original of every content-collection photo into
 * /assets/ even when only its resized copies are used (withastro/astro
 * #17706): a phone's 6 MB JPEG would ship with every deploy. This deletes the
 * raster images under /assets/ that no built file names; the resized AVIF
 * and WebP files that pages use are named in their HTML and stay.
 */
const rasterExtensions = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif"]);

/** The /assets/ files that the text files name. */
export function referencedAssets(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\/assets\/([^"'()\s,?#<>\\]+)/g)) names.add(match[1]!);
  }
  return names;
}

/** The editor's own files (app/admin/vite.config.ts): its scripts name them relative to themselves. */
export const editorAssetPrefix = "assets/editor-";

/** Raster files under assets/ that nothing names: the ones to delete. */
export function unreferencedImages(files: readonly string[], referenced: Set<string>): string[] {
  return files.filter(
    (file) =>
      file.startsWith("assets/") &&
      !file.startsWith(editorAssetPrefix) &&
      rasterExtensions.has(extname(file).toLowerCase()) &&
      !referenced.has(file.slice("assets/".length)),
  );
}

export async function pruneUnreferencedImages(clientDir: string) {
  const files = await listFiles(clientDir);
  const texts = await Promise.all(
    files
      .filter((file) => isTextFile(file) && !isCompressedVariant(file))
      .map((file) => readFile(join(clientDir, file), "utf8")),
  );
  const prune = unreferencedImages(files, referencedAssets(texts));
  await Promise.all(prune.map((file) => unlink(join(clientDir, file))));
  return prune.map((file) => basename(file));
}
