/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Astro's Vite settings (the `~` alias, .astro files, the container API for
// layout tests), with the unit-test settings on top.
export default getViteConfig({
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
