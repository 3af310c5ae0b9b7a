import { readdir } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";

/** Every file under `dir`, as sorted POSIX paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** Extensions of text formats: the files worth compressing. */
const textExtensions = new Set([
  ".html",
  ".htm",
  ".css",
  ".js",
  ".mjs",
  ".cjs",
  ".json",
  ".map",
  ".svg",
  ".xml",
  ".txt",
  ".webmanifest",
  ".csv",
  ".md",
  ".ics",
  ".rss",
  ".atom",
]);

export function isTextFile(file: string): boolean {
  return textExtensions.has(extname(file).toLowerCase());
}

export function isHtmlFile(file: string): boolean {
  return /\.html?$/i.test(file);
}

/** Precompressed siblings written by the build, served by content negotiation only. */
export const compressedExtensions = [".br", ".gz"] as const;

export function isCompressedVariant(file: string): boolean {
  return compressedExtensions.some((extension) => file.endsWith(extension));
}

/** Files in build/client that configure a static host and are never served as pages. */
export const hostConfigFiles = ["_headers", "_redirects", "404.html", "__spa-fallback.html"];
