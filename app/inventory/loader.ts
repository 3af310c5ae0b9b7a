import { relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { Loader, LoaderContext } from "astro/loaders";

import { photoName } from "./listing-schema.ts";
import { machineVideo, typesetTranslation } from "./machine-text.ts";
import { gitReferenceHistory } from "./references.ts";
import {
  formatProblem,
  InventoryError,
  inventoryDir,
  missingTranslations,
  readInventory,
  type ListingSource,
  type TranslatedLocale,
} from "./read-inventory.ts";

/**
 * The content-collection loader of the inventory. It reads every listing with
 * `loadInventory` first, so a bad file stops the build with the same
 * messages as `npm run inventory:check` (file › field: problem), then hands
 * each machine to Astro, without its serial number (kept for the firm, never
 * published): the schema resolves the photos for astro:assets and
 * each language's Markdown is rendered to HTML, its text typeset for the
 * edition (French no-break spaces, numbers joined to their units).
 */
export function inventoryLoader(dir: string = inventoryDir): Loader {
  return {
    name: "inventory",
    load: async (context) => {
      await loadAll(context, dir);
      // In `astro dev`, any change under the folder reloads the whole inventory.
      const { watcher } = context;
      if (watcher && !watched.has(watcher)) {
        watched.add(watcher);
        watcher.add(dir);
        watcher.on("all", (_event, path) => {
          if (path.startsWith(dir))
            loadAll(context, dir).catch((error: unknown) => {
              context.logger.error(error instanceof Error ? error.message : String(error));
            });
        });
      }
    },
  };
}

const watched = new WeakSet<object>();

async function loadAll(context: LoaderContext, dir: string) {
  const { listings, problems, warnings } = readInventory(dir, { history: gitReferenceHistory });
  if (problems.length > 0) throw new InventoryError(problems);
  const name = (path: string) =>
    relative(fileURLToPath(context.config.root), path).split("\\").join("/");
  for (const warning of [...missingTranslations(listings, name), ...warnings]) {
    context.logger.warn(formatProblem(warning));
  }
  context.store.clear();
  for (const listing of listings) {
    const data = await context.parseData({
      id: listing.data.slug,
      data: await entryData(context, listing),
      filePath: listing.file,
    });
    context.store.set({
      id: listing.data.slug,
      data,
      // Relative to the project, with forward slashes, as Astro's store wants it.
      filePath: relative(fileURLToPath(context.config.root), listing.file).split("\\").join("/"),
      digest: context.generateDigest(data),
    });
  }
}

async function renderBody(context: LoaderContext, body: string, file: string) {
  const { html } = await context.renderMarkdown(body, { fileURL: pathToFileURL(file) });
  return html;
}

/** One entry per machine: the English facts and text, and each translation's text. */
async function entryData(context: LoaderContext, listing: ListingSource) {
  const translations: Record<string, unknown> = {};
  for (const [locale, translation] of Object.entries(listing.translations)) {
    // The edition's typography is the build's: staff type plain spaces.
    const printed = typesetTranslation(translation, locale as TranslatedLocale);
    translations[locale] = {
      ...printed.data,
      description: await renderBody(context, printed.body, translation.file),
    };
  }
  // The serial number is for the firm's records: it never enters the site's data.
  const { serial: _serial, documents, video: _video, ...published } = listing.data;
  const shownVideo = machineVideo(listing.data);
  return {
    ...published,
    documents: documents.map((document, index) => ({
      ...document,
      bytes: listing.documentBytes[index] ?? 0,
    })),
    ...(shownVideo ? { video: shownVideo } : {}),
    // astro:assets resolves a photo relative to the file only with "./".
    photos: listing.data.photos.map((photo) => ({ ...photo, src: `./${photoName(photo.src)}` })),
    description: await renderBody(context, listing.body, listing.file),
    translations,
  };
}
