import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { gzipAsync as zopfliGzip } from "@gfx/zopfli";

import { editorAssetPrefix } from "./prune-images.ts";
import { isCompressedVariant, isTextFile, listFiles } from "./site-files.ts";

const brotli = promisify(brotliCompress);
const zlibGzip = promisify(gzip);

/**
 * The editor's files (/admin and assets/editor-*, 8 of the build's 12 MB of
 * text) load once, for the firm's staff: brotli 9 and zlib's gzip, 5–10%
 * larger and 40 times faster to make than the site's maximum, which would
 * add half a minute to every build.
 */
const isEditorFile = (file: string) =>
  file.startsWith("admin/") || file.startsWith(editorAssetPrefix);

/**
 * The gzip twin is for the few clients without brotli (every current browser
 * asks for brotli over HTTPS). Zopfli makes it 4–5% smaller than zlib's best,
 * but the WebAssembly build runs on one thread at about 0.2 MB/s: on the
 * pages' HTML (7.5 of the site's 8 MB of text, at ~90 KB a page) that was
 * 40 s of every build for about 3 KB a page. It stays for the scripts and
 * stylesheets (0.4 MB, about 2 s), the bytes the JavaScript budgets count
 * in gzip (tools/bench/budgets.ts).
 */
const deservesZopfli = (file: string) => /\.(?:m?js|css)$/.test(file);

type Effort = "editor" | "page" | "asset";
const effortOf = (file: string): Effort =>
  isEditorFile(file) ? "editor" : deservesZopfli(file) ? "asset" : "page";

export interface CompressionSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function compressFile(
  path: string,
  summary: CompressionSummary,
  effort: Effort,
): Promise<void> {
  const fast = effort === "editor";
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: fast ? 9 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    // Standard gzip that any client inflates, for those that do not take brotli.
    effort === "asset"
      ? zopfliGzip(source, { numiterations: 5 })
      : zlibGzip(source, { level: 9, memLevel: 9 }),
  ]);
  summary.files += 1;
  summary.bytes += source.length;
  // A tiny file can grow when compressed; then the original is served.
  if (br.length < source.length) await writeFile(`${path}.br`, br);
  if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
  summary.brotliBytes += Math.min(br.length, source.length);
  summary.gzipBytes += Math.min(gz.length, source.length);
}

/**
 * Writes `file.br` (brotli, maximum quality) and `file.gz` (gzip; zopfli for scripts and styles) next to
 * every text file of build/client, so no server compresses them per request.
 * It must run after every step that writes files into build/client.
 */
export async function precompress(clientDir: string): Promise<CompressionSummary> {
  // _headers and _redirects have no extension: configuration, never served.
  const files = (await listFiles(clientDir)).filter(
    (file) => isTextFile(file) && !isCompressedVariant(file),
  );
  const summary: CompressionSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      await compressFile(join(clientDir, file), summary, effortOf(file));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return summary;
}
