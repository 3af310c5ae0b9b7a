import type { Localized } from "../i18n/translation.ts";

import { company } from "./company.ts";
import { paths, productPath } from "./paths.ts";
import type { ProductSummary, ProductSlug } from "./products.ts";

/**
 * The site navigation, one structure for the header, the mobile menu and the
 * footer; `navigationCopy` holds its words. A group is a dropdown; its
 * `match` prefix decides when it is active.
 */
export interface NavLink {
  kind: "link";
  label: string;
  to: string;
}

export interface NavGroup {
  kind: "group";
  id: "services" | "products" | "machinery";
  label: string;
  /** The group is active when the current path (below the edition prefix) starts with this. */
  match: string;
  items: readonly { label: string; to: string }[];
}

export type NavEntry = NavLink | NavGroup;
export type DropdownId = NavGroup["id"];

export const navigationCopy = {
  main: {
    home: "Home",
    about: "About",
    services: "Services",
    products: "Products",
    machinery: "Machinery",
  },
  services: {
    productProcurement: "Product Procurement",
    exportDevelopment: "Export Market Development",
    technicalDivision: "Technical Division",
  },
  machinery: {
    machineryDivision: "Machinery Division",
    usedEquipment: "Used Equipment",
  },
  headerCta: "Contact Us",
  footer: {
    company: {
      title: "Company",
      home: "Home",
      about: "About Us",
      machineryDivision: "Machinery Division",
      contact: "Contact",
    },
    services: {
      title: "Services",
      strategicSourcing: "Strategic Sourcing",
      exportDevelopment: "Export Market Development",
      technicalDivision: "Technical Division",
      usedMachinery: "Used Machinery",
    },
    products: "Products",
    contact: "Contact",
  },
  /** The accessible name of the main navigation landmark. */
  mainLabel: "Main",
  /** The mobile menu toggle's accessible name. */
  menu: "Menu",
  whatsapp: `Chat with ${company.name} on WhatsApp`,
  /** The skip link, first in every page's tab order. */
  skipLink: "Skip to main content",
  /** The accessible name of the logo link in the header and footer. */
  homeLink: `${company.name} home`,
  /** The language switcher's accessible name. */
  languages: "Language",
} as const;

export type NavigationCopy = Localized<typeof navigationCopy>;

/** The header's entries in one edition's words; paths are below the edition prefix. */
export function buildNavigation(
  copy: NavigationCopy,
  products: readonly Pick<ProductSummary, "slug" | "navLabel">[],
): readonly NavEntry[] {
  return [
    { kind: "link", label: copy.main.home, to: paths.home },
    { kind: "link", label: copy.main.about, to: paths.about },
    {
      kind: "group",
      id: "services",
      label: copy.main.services,
      match: "/services",
      items: [
        { label: copy.services.productProcurement, to: paths.productProcurement },
        { label: copy.services.exportDevelopment, to: paths.exportDevelopment },
        { label: copy.services.technicalDivision, to: paths.technicalDivision },
      ],
    },
    {
      kind: "group",
      id: "products",
      label: copy.main.products,
      match: "/products",
      items: products.map((product) => ({
        label: product.navLabel,
        to: productPath(product.slug as ProductSlug),
      })),
    },
    {
      kind: "group",
      id: "machinery",
      label: copy.main.machinery,
      match: "/machinery",
      items: [
        { label: copy.machinery.machineryDivision, to: paths.machineryDivision },
        { label: copy.machinery.usedEquipment, to: paths.usedEquipment },
      ],
    },
  ];
}

/** The footer's link columns in one edition's words. */
export function buildFooterNavigation(copy: NavigationCopy) {
  const { company: companyLinks, services } = copy.footer;
  return {
    company: {
      title: companyLinks.title,
      links: [
        { label: companyLinks.home, to: paths.home },
        { label: companyLinks.about, to: paths.about },
        { label: companyLinks.machineryDivision, to: paths.machineryDivision },
        { label: companyLinks.contact, to: paths.contact },
      ],
    },
    services: {
      title: services.title,
      links: [
        // The old site pointed this at a missing strategic-sourcing page.
        { label: services.strategicSourcing, to: paths.services },
        { label: services.exportDevelopment, to: paths.exportDevelopment },
        { label: services.technicalDivision, to: paths.technicalDivision },
        { label: services.usedMachinery, to: paths.usedEquipment },
      ],
    },
  } as const;
}
