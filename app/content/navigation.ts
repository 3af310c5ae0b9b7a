import type { Localized } from "./translation.ts";

import { company } from "./company.ts";

/**
 * The site navigation, one structure for the header, the mobile menu and the
 * footer; `navigation` holds its words. A group is a dropdown; its
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

export const navigation = {
  main: {
    home: "Home",
    about: "About",
    services: "Services",
    products: "Products",
    machinery: "Machinery",
  },
  /** The last entry of the Products menu, after the products. */
  rollCalculator: "Roll and Yield Calculator",
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
    /** The links under the copyright line. */
    legal: {
      title: "Legal",
      privacy: "Privacy Notice",
      legal: "Legal Notice",
    },
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
};

export type NavigationCopy = Localized<typeof navigation>;
