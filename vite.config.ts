import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // SITE_URL (public origin) and CONTACT_ENDPOINT are build-time settings.
  envPrefix: ["VITE_", "SITE_", "CONTACT_"],
  build: { assetsInlineLimit: 0 },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
