import { company } from "./company.ts";
import { paths, productPath } from "./paths.ts";
import { products } from "./products.ts";

/**
 * The site navigation, one array for the header, the mobile menu and the
 * footer. A group is a dropdown; its `match` prefix decides when it is active.
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
  /** The group is active when the current path starts with this prefix. */
  match: string;
  items: readonly { label: string; to: string }[];
}

export type NavEntry = NavLink | NavGroup;
export type DropdownId = NavGroup["id"];

export const mainNavigation: readonly NavEntry[] = [
  { kind: "link", label: "Home", to: paths.home },
  { kind: "link", label: "About", to: paths.about },
  {
    kind: "group",
    id: "services",
    label: "Services",
    match: "/services",
    items: [
      { label: "Product Procurement", to: paths.productProcurement },
      { label: "Export Market Development", to: paths.exportDevelopment },
      { label: "Technical Division", to: paths.technicalDivision },
    ],
  },
  {
    kind: "group",
    id: "products",
    label: "Products",
    match: "/products",
    items: products.map((product) => ({ label: product.navLabel, to: productPath(product.slug) })),
  },
  {
    kind: "group",
    id: "machinery",
    label: "Machinery",
    match: "/machinery",
    items: [
      { label: "Machinery Division", to: paths.machineryDivision },
      { label: "Used Equipment", to: paths.usedEquipment },
    ],
  },
];

export const headerCta = { label: "Contact Us", to: paths.contact } as const;

export const footerNavigation = {
  company: {
    title: "Company",
    links: [
      { label: "Home", to: paths.home },
      { label: "About Us", to: paths.about },
      { label: "Machinery Division", to: paths.machineryDivision },
      { label: "Contact", to: paths.contact },
    ],
  },
  services: {
    title: "Services",
    links: [
      // The old site pointed this at a missing strategic-sourcing page.
      { label: "Strategic Sourcing", to: paths.services },
      { label: "Export Market Development", to: paths.exportDevelopment },
      { label: "Technical Division", to: paths.technicalDivision },
      { label: "Used Machinery", to: paths.usedEquipment },
    ],
  },
} as const;

export const whatsappLabel = `Chat with ${company.name} on WhatsApp`;

/** The skip link, first in every page's tab order. */
export const skipLinkLabel = "Skip to main content";

/** The accessible name of the logo link in the header and footer. */
export const homeLinkLabel = `${company.name} home`;
