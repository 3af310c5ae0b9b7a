import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // SITE_URL (public origin) and CONTACT_ENDPOINT are build-time settings.
  envPrefix: ["VITE_", "SITE_", "CONTACT_"],
  build: {
    assetsInlineLimit: 0,
    // React, React DOM and React Router in one long-cached chunk that every
    // page needs: fewer requests on the critical path (17 to 14 scripts on a
    // page) and better compression than five small pieces.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
              ],
            },
          },
        },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
}));
