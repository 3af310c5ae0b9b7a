import { localizePath, locales, splitLocale } from "../i18n/locales.ts";

import { paths } from "../content/paths.ts";
import { normalizePathname } from "../lib/pathname.ts";

/**
 * Paths outside the route table that old links still point at, in every
 * edition: /fr/machinery goes to /fr/machinery/machinery-division. The
 * production server and the static-host files read this table.
 */
export const redirects: Readonly<Record<string, string>> = Object.fromEntries(
  locales.map((locale) => [
    localizePath(paths.machinery, locale),
    localizePath(paths.machineryDivision, locale),
  ]),
);

/** Where a path outside the route table ends: its redirect, or its edition's home. */
export function redirectTarget(pathname: string): string {
  const path = normalizePathname(pathname);
  return redirects[path] ?? localizePath(paths.home, splitLocale(path).locale);
}
