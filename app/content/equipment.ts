import type { PluralText } from "../lib/text.ts";

/**
 * The used-equipment catalogue. These six listings are SAMPLE DATA from the
 * specification: replace them with real machines (see the README, "Used
 * equipment listings"). The catalogue page derives its filter options from
 * this list, so adding a machine is one entry here.
 */

/** The illustration drawn for each machine type, under assets/illustrations/equipment/. */
export type EquipmentImageKey =
  | "bopp-film-line"
  | "gravure-printing-press"
  | "slitting-machine"
  | "extrusion-laminator"
  | "metallizer"
  | "cpp-film-line";

export interface EquipmentItem {
  /** Stable identifier used in shared links (?item=…): never change it once published. */
  slug: string;
  name: string;
  /** Manufacturer year. */
  year: number;
  /** Country where the machine stands. */
  location: string;
  description: string;
  image: EquipmentImageKey;
}

export const equipment = [
  {
    slug: "bopp-film-line-2018",
    name: "BOPP Film Line",
    year: 2018,
    location: "Germany",
    description:
      "A complete biaxially oriented polypropylene film line: extrusion, machine- and transverse-direction orientation, surface treatment and winding, for transparent, heat-sealable and white opaque packaging films.",
    image: "bopp-film-line",
  },
  {
    slug: "gravure-printing-press-2015",
    name: "Gravure Printing Press",
    year: 2015,
    location: "Italy",
    description:
      "A rotogravure press for multi-colour printing on BOPP, PET and CPP films and laminates, with unwind and rewind stations, register control and drying between the print units.",
    image: "gravure-printing-press",
  },
  {
    slug: "slitting-machine-2019",
    name: "Slitting Machine",
    year: 2019,
    location: "USA",
    description:
      "A slitter rewinder that converts jumbo rolls of film and laminate into finished reels at customer widths, with web tension control for clean, evenly wound reels.",
    image: "slitting-machine",
  },
  {
    slug: "extrusion-laminator-2017",
    name: "Extrusion Laminator",
    year: 2017,
    location: "Japan",
    description:
      "An extrusion coating and lamination line that bonds film, paper or foil with a layer of molten polymer, for the laminates used in snack, dairy and other flexible packaging.",
    image: "extrusion-laminator",
  },
  {
    slug: "metallizer-2016",
    name: "Metallizer",
    year: 2016,
    location: "UK",
    description:
      "A vacuum metallizer that deposits a thin aluminium layer on BOPP, CPP and PET films, adding a barrier against light, oxygen and moisture and a bright metallic finish.",
    image: "metallizer",
  },
  {
    slug: "cpp-film-line-2020",
    name: "CPP Film Line",
    year: 2020,
    location: "China",
    description:
      "A multi-layer cast polypropylene film line with chill-roll casting, surface treatment and winding, producing CPP film for heat sealing, lamination and retort pouches.",
    image: "cpp-film-line",
  },
] as const satisfies readonly EquipmentItem[];

export function findEquipment(slug: string): EquipmentItem | undefined {
  return equipment.find((item) => item.slug === slug);
}

/** The copy of the used-equipment page. */
export const usedEquipmentCopy = {
  hero: {
    eyebrow: "Machinery Division",
    title: "Premium Used Packaging Machinery",
    lead: "Pre-owned film lines, printing presses, laminators, metallizers and slitters, with our team behind every purchase from inspection to commissioning.",
    quote: "Request a Quote",
    browse: "Browse Equipment",
  },
  catalogue: {
    title: "Available Equipment",
    intro:
      "Search the machines we currently offer, narrow them by location or manufacturer year, and ask us for the details of any listing.",
    searchLabel: "Search",
    searchPlaceholder: "Search equipment...",
    locationLabel: "Location",
    allLocations: "All Locations",
    yearLabel: "Year",
    allYears: "All Years",
    clearFilters: "Clear filters",
    /** The accessible name of the filter bar. */
    filterLabel: "Filter equipment",
    /** The count under the filters, in the plural form of the number of machines listed. */
    showingAll: { one: "Showing 1 machine", other: "Showing all {total} machines" } as PluralText,
    showingSome: {
      one: "Showing {shown} of {total} machine",
      other: "Showing {shown} of {total} machines",
    } as PluralText,
    quickView: "Quick View",
    inquire: "Inquire Now",
    details: "Details",
    /** Screen-reader completions of the card's links: "Quick View" + " of BOPP Film Line". */
    ofItem: " of {name}",
    aboutItem: " about {name}",
    /** Screen-reader labels before the badges' values. */
    yearBadge: "Manufacturer year",
    locationBadge: "Location",
  },
  details: {
    year: "Manufacturer Year",
    location: "Location",
    requestInfo: "Request More Info",
    close: "Close",
    closeIcon: "Close details",
  },
  empty: {
    title: "No equipment found",
    body: "Try adjusting your search filters",
    reset: "Reset all filters",
  },
  closing: {
    title: "Looking for Specific Equipment?",
    body: "Tell us the machine you need and we will look for it through our network. Selling a line or a single machine? We buy used equipment too.",
    contact: "Contact Our Team",
    sell: "Sell Your Equipment",
  },
} as const;
