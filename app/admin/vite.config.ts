import { fileURLToPath } from "node:url";

import { defineConfig } from "vite";

import { readInventory, takenReferences } from "../inventory/read-inventory.ts";
import { nextFreeReference } from "../inventory/references.ts";

import { entryAssetsOnly } from "./entry-assets-only.ts";
import { subsetEditorIcons, trimEditorBundle } from "./trim-bundle.ts";

/**
 * The editor at /admin (Sveltia CMS, app/admin/) is built apart from
 * the site, after `astro build`, into the same build/client: its modules
 * never join the site's chunk graph, so no public page's scripts change, and
 * /admin/index.html gets its own policy (scripts/postbuild/hosting-table.ts).
 * `npm run dev:admin` serves it on its own.
 */
const app = fileURLToPath(new URL("..", import.meta.url));

/** The reference a machine created in the editor starts with: after every one taken. */
const nextReference = () => nextFreeReference(takenReferences(readInventory()));

export default defineConfig({
  root: app,
  publicDir: false,
  logLevel: "warn",
  define: { "import.meta.env.NEXT_REFERENCE": JSON.stringify(nextReference()) },
  plugins: [trimEditorBundle(), entryAssetsOnly(), subsetEditorIcons()],
  build: {
    outDir: fileURLToPath(new URL("../../build/client", import.meta.url)),
    emptyOutDir: false,
    assetsDir: "assets",
    // Nothing becomes a data: URL: the policy allows none for fonts and scripts.
    assetsInlineLimit: 0,
    // The app is 2 MB before compression; it loads once, for the firm's staff only.
    chunkSizeWarningLimit: 2500,
    // Named editor-*: the post-build's image pruning leaves the editor's files alone.
    rolldownOptions: {
      input: fileURLToPath(new URL("./index.html", import.meta.url)),
      output: {
        entryFileNames: "assets/editor-[name].[hash].js",
        chunkFileNames: "assets/editor-[name].[hash].js",
        assetFileNames: "assets/editor-[name].[hash][extname]",
      },
    },
  },
  server: { port: 4322 },
});
