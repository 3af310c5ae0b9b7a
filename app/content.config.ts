import { defineCollection } from "astro:content";
import { z } from "zod";

import { inventoryLoader } from "./inventory/loader";
import {
  listingSchema,
  readDocumentsSchema,
  readPriceSchema,
  readVideoSchema,
  slugSchema,
  translationSchema,
} from "./inventory/listing-schema";
import { prefixedLocales } from "./i18n/locales";

/**
 * The used-equipment inventory: one folder per machine under
 * app/content/inventory/, named after its slug (see "Add or change a
 * machine" in the README). The loader checks every file first and fails the
 * build with messages that name the file, the field and the problem.
 */
const inventory = defineCollection({
  loader: inventoryLoader(),
  schema: ({ image }) =>
    listingSchema(image(), new Date().getFullYear()).extend({
      slug: slugSchema,
      // The loader has read the editor's `kind:` form already: { amount, currency } or "on-request".
      price: readPriceSchema,
      // With each file's size; the video's poster as its photo's place in the list.
      documents: readDocumentsSchema,
      video: readVideoSchema.optional(),
      /** The English description, rendered from index.en.md's Markdown. */
      description: z.string(),
      translations: z.partialRecord(
        z.enum(prefixedLocales),
        translationSchema.extend({ description: z.string() }),
      ),
    }),
});

export const collections = { inventory };
