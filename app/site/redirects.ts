import { localizePath, locales, splitLocale } from "../i18n/locales.ts";

import { machinePath, specSheetPath } from "../i18n/links.ts";
import { paths } from "../content/paths.ts";
import { removedMachines, type RemovedMachine } from "../content/removed-machines.ts";
import { normalizePathname } from "../lib/pathname.ts";

/**
 * Paths outside the route table that old links still point at, in every
 * edition: /fr/machinery goes to /fr/machinery/machinery-division, and a
 * removed machine's page (and its spec sheet) to the catalogue filtered to
 * its type, /fr/machinery/used-equipment?type=metallizer, where a buyer finds
 * the machines like it. The production server and the static-host files
 * (`_redirects`, the nginx example) read this table.
 */
export const redirects: Readonly<Record<string, string>> = Object.fromEntries(
  locales.flatMap((locale) => [
    [localizePath(paths.machinery, locale), localizePath(paths.machineryDivision, locale)],
    ...removedMachines.flatMap((machine) => {
      const to = localizePath(catalogueOfType(machine), locale);
      return [
        [localizePath(machinePath(machine.slug), locale), to],
        [localizePath(specSheetPath(machine.slug), locale), to],
      ];
    }),
  ]),
);

/** The catalogue showing the machines of a removed one's type: "/machinery/used-equipment?type=metallizer". */
export function catalogueOfType(machine: Pick<RemovedMachine, "type">): string {
  return `${paths.usedEquipment}?${new URLSearchParams({ type: machine.type }).toString()}`;
}

/** Where a path outside the route table ends: its redirect, or its edition's home. */
export function redirectTarget(pathname: string): string {
  const path = normalizePathname(pathname);
  return redirects[path] ?? localizePath(paths.home, splitLocale(path).locale);
}
