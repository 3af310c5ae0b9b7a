/// <reference types="@testing-library/jest-dom/vitest" />
import { afterEach } from "vitest";

// Testing Library's matchers and cleanup serve the DOM tests only: loading
// them (React DOM with them) in each of the files that run in Node cost
// every one a few hundred milliseconds.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
