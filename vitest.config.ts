/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";

import { getViteConfig } from "astro/config";

// Astro's Vite settings (the `~` alias, .astro files, the container API for
// layout tests), with the unit-test settings on top.
export default getViteConfig({
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "tools/**/*.test.ts",
    ],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
    // One test file per core (Vitest's default leaves one core idle: on
    // this 2-core machine, 53 s serial against 33 s). Many files wait on
    // servers, child processes and timers rather than compute.
    maxWorkers: availableParallelism(),
    // Most tests take milliseconds; those that start servers, spawn processes
    // or encode photos take a few seconds on an idle host. This shared machine
    // can be three times slower (or more, while other jobs run): the limits
    // leave room for that, so a slow day is not a red build.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
