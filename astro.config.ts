import { fileURLToPath } from "node:url";

import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import type { AstroIntegration } from "astro";

import { siteUrl } from "./app/site/url.ts";
import { sharpEncoderConfig } from "./app/inventory/photo-presets.ts";

/**
 * Two client directives:
 * - `client:params`: hydrate when visible, or at once when a shared link's
 *   parameters are there (the two forms);
 * - `client:interaction`: hydrate on the first use, or at once for a shared
 *   link's parameters (the catalogue, whose full list is in the HTML).
 */
const clientDirectives: AstroIntegration = {
  name: "client-directives",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({
        name: "params",
        entrypoint: fileURLToPath(new URL("./app/scripts/client-params.ts", import.meta.url)),
      });
      addClientDirective({
        name: "interaction",
        entrypoint: fileURLToPath(new URL("./app/scripts/client-interaction.ts", import.meta.url)),
      });
    },
  },
};

/**
 * Every route is prerendered to static HTML. React renders every component
 * at build time; only the islands with a `client:*` directive (the
 * used-equipment catalogue, the contact form and the seller's offer form) ship
 * JavaScript.
 * The output goes to build/client, which the production server
 * (server/) and the static-host files serve.
 */
export default defineConfig({
  site: siteUrl,
  srcDir: "./app",
  publicDir: "./public",
  outDir: "./build/client",
  output: "static",
  trailingSlash: "never",
  build: {
    format: "directory",
    // Hashed, immutable files live under /assets/ (the hosting table caches them for a year).
    assets: "assets",
    // The stylesheet (about 8 KB compressed) is inlined into every page: no
    // render-blocking request before the first paint. The build hashes it for
    // the Content-Security-Policy.
    inlineStylesheets: "always",
  },
  integrations: [react(), clientDirectives],
  // Machine photos (app/content/inventory/) become AVIF and WebP with sharp.
  image: { service: { entrypoint: "astro/assets/services/sharp", config: sharpEncoderConfig } },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    // SITE_URL (public origin) and CONTACT_ENDPOINT are build-time settings.
    envPrefix: ["PUBLIC_", "SITE_", "CONTACT_"],
    build: {
      // Images and fonts are never inlined as data: URLs (the policy allows
      // none). The site's one small module is written into each page
      // instead of fetched: the first paint then waits for no request.
      assetsInlineLimit: (file: string, content: Buffer) =>
        file.endsWith(".js") && content.length < 8 * 1024,
    },
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  },
});
