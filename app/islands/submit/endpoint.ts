/**
 * Where the form sends, and the key that makes a retry safe: what the form
 * needs to render. The delivery itself (./submit.ts) loads on demand.
 */
import { apiPaths } from "../../content/api-paths.ts";

/** Used when the CONTACT_ENDPOINT build setting is not set at all. */
export const DEFAULT_CONTACT_ENDPOINT = apiPaths.contact;

/**
 * Unset → the default endpoint; set but empty (`CONTACT_ENDPOINT= `) → no
 * endpoint, i.e. a pure static host where the form only simulates sending.
 */
export function resolveEndpoint(setting: string | undefined | null): string | null {
  if (setting === undefined || setting === null) return DEFAULT_CONTACT_ENDPOINT;
  const trimmed = setting.trim();
  return trimmed === "" ? null : trimmed;
}

// Optional chaining: Node scripts (no Vite) may import this module too.
const buildSetting: string | undefined = import.meta.env?.CONTACT_ENDPOINT;

/** The endpoint chosen at build time; also the no-JavaScript form `action`. */
export const configuredEndpoint = resolveEndpoint(buildSetting);

declare global {
  interface Window {
    /** Test seam, see `submitEndpoint()`. */
    __CONTACT_ENDPOINT__?: string;
  }
}

/**
 * The endpoint a script-driven submit uses. End-to-end tests set
 * `window.__CONTACT_ENDPOINT__` (before the page loads) to exercise the
 * simulated send ("") without a second build; nothing else sets it.
 */
export function submitEndpoint(): string | null {
  if (typeof window !== "undefined" && typeof window.__CONTACT_ENDPOINT__ === "string") {
    return resolveEndpoint(window.__CONTACT_ENDPOINT__);
  }
  return configuredEndpoint;
}

/** A fresh idempotency key: one per filled form, reused by every retry. */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The sample request's endpoint: the server's, unless the build has no
 * endpoint at all (a pure static host: the form only simulates sending).
 */
export const configuredSampleEndpoint = configuredEndpoint === null ? null : apiPaths.sample;

/** The endpoint a script-driven sample request uses (the same test seam as `submitEndpoint`). */
export const sampleSubmitEndpoint = (): string | null =>
  submitEndpoint() === null ? null : apiPaths.sample;
