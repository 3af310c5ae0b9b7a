import { pages } from "../app/i18n/routes.ts";
import { paths } from "../app/content/paths.ts";
import { machinePath, productPath } from "../app/i18n/links.ts";
import {
  catalogueOrder,
  isListed,
  machineFromSource,
  machineIn,
} from "../app/inventory/machine-text.ts";
import { readInventory } from "../app/inventory/read-inventory.ts";
import { localizePath, locales, type Locale } from "../app/i18n/locales.ts";

/**
 * What the specs walk, read from the site's own tables: the route table in
 * every edition and the machines of the inventory. Data only, so that a
 * spec names the pages it covers and a new page is covered without editing
 * a list here.
 */

export { pages };

/** Every path of the route table. */
export const routePaths = pages.map((page) => page.path);

/** Every page of every edition: the route table under each edition's prefix. */
export const editionPages = locales.flatMap((locale) =>
  pages.map((page) => ({
    locale: locale as Locale,
    path: localizePath(page.path, locale),
    canonical: localizePath(page.canonical, locale),
  })),
);

export const editionPaths = editionPages.map((page) => page.path);

/** The pages with a React island; every other page of every edition is static. */
export const islandPaths: readonly string[] = [
  paths.usedEquipment,
  paths.contact,
  paths.sampleRequest,
  paths.requestCall,
  paths.sellEquipment,
];

/** Every machine of the inventory (app/content/inventory/), in the catalogue's order. */
export const machines = readInventory().listings.map(machineFromSource).sort(catalogueOrder);

/** The machines of the catalogue grid: all but the sold ones. */
export const listedMachines = machines.filter(isListed);

/** A machine in an edition's words, as its page shows it. */
export const machineText = (slug: string, locale: Locale) =>
  machineIn(
    machines.find((machine) => machine.slug === slug)!,
    locale,
  );

/** Every machine's page in every edition, sold ones included; each is its own canonical page. */
export const machinePages = locales.flatMap((locale) =>
  machines.map((machine) => {
    const path = localizePath(machinePath(machine.slug), locale);
    return { locale: locale as Locale, slug: machine.slug, path, canonical: path };
  }),
);

/** The machine page with the most photos: its gallery, thumbnails and similar machines. */
export const machineWalkPath = machinePath(
  machines.toSorted((a, b) => b.photos.length - a.photos.length)[0]!.slug,
);

/** The pages walked with the keyboard alone: one of each template and every island. */
export const keyboardWalkPaths = [
  paths.home,
  paths.about,
  paths.contact,
  paths.usedEquipment,
  paths.sellEquipment,
  productPath("bopp-films"),
  machineWalkPath,
];
