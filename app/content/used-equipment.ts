import type { PluralText } from "../lib/text.ts";

/*
 * The machines themselves are listings in app/content/inventory/ (see "Add
 * or change a machine" in the README); this module is the pages' copy.
 */

/** The copy of the used-equipment page. */
export const usedEquipment = {
  hero: {
    eyebrow: "Machinery Division",
    title: "Premium Used Packaging Machinery",
    lead: "Pre-owned film lines, printing presses, laminators, metallizers and slitters, with our team behind every purchase from inspection to commissioning.",
    quote: "Request a Quote",
    /** The contact form's subject when "Request a Quote" opens it. */
    quoteSubject: "Quote request: used machinery",
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
    /** Beside the count when filters are set: the machine alert's form for this search. */
    alertSearch: "Alert me for this search",
    /** The accessible name of the filter bar. */
    filterLabel: "Filter equipment",
    quickView: "Quick View",
    inquire: "Inquire Now",
    details: "Details",
    /**
     * The card's buttons and link as screen readers name them, one sentence
     * each ({name} is the machine's): the visible label is only "Quick View",
     * "Details" or "Inquire Now", and each name must start with it.
     */
    quickViewOf: "Quick View of {name}",
    detailsOf: "Details of {name}",
    inquireAbout: "Inquire Now about {name}",
    /** Screen-reader labels before the badges' values. */
    yearBadge: "Manufacturer year",
    locationBadge: "Location",
    typeLabel: "Machine type",
    allTypes: "All types",
    /** The type filter's options: short, so that a phone's dropdown shows them whole. */
    typeNames: {
      "bopp-film-line": "BOPP film line",
      "cpp-film-line": "CPP film line",
      "extrusion-laminator": "Extrusion laminator",
      "gravure-printing-press": "Gravure printing press",
      metallizer: "Metallizer",
      "slitting-machine": "Slitter rewinder",
    },
    /** The year range: a group named "Year built" with two dropdowns. */
    yearsLegend: "Year built",
    yearFrom: "From",
    yearTo: "To",
    anyYear: "Any",
    /** Shown when "From" is later than "To"; the list shows the years between them. */
    reversedYears: "“From” is later than “To”: showing {min} to {max}.",
    swapYears: "Swap the years",
    priced: "With a price only",
    sortLabel: "Sort by",
    sortBest: "Best match",
    sortListed: "Newest listed",
    sortYear: "Year: newest first",
    sortPrice: "Price: low to high",
    /** Under the count when the price sort meets more than one currency. */
    sortPriceNote:
      "Prices are never converted: they are sorted within each currency, and “on request” last.",
    /** The phones' button that shows the year, location and price filters. */
    moreFilters: "More filters",
    /** After "More filters", for screen readers, when some of them are set. */
    moreFiltersSet: { one: "{count} set", other: "{count} set" } as PluralText,
    /** The result count under the filters: every machine, or those that match. */
    count: { one: "{count} machine", other: "{count} machines" } as PluralText,
    /**
     * All the machines, named after "among" in countOf.zero ("No match among
     * 6 machines"): a language that declines the noun there writes its own
     * forms (Arabic: «من أصل آلتين», genitive).
     */
    countAmong: { one: "{count} machine", other: "{count} machines" } as PluralText,
    /** {count} of {total}; `zero`, when no machine matches, names all of them: {machines} is countAmong. */
    countOf: {
      zero: "No match among {machines}",
      one: "{count} machine out of {total}",
      other: "{count} machines out of {total}",
    } as PluralText,
  },
  /**
   * The search in words, for the subject of a message to the firm: "Metallizer,
   * 2010 to 2020, UK, “foil”".
   */
  searchWords: {
    yearsBetween: "{min} to {max}",
    yearsFrom: "from {min}",
    yearsUntil: "up to {max}",
    year: "{min}",
    priced: "with a price",
    quoted: "“{q}”",
    separator: ", ",
    /** "Looking for specific equipment?" sends this subject to the contact form. */
    subject: "Equipment search: {search}",
  },
  details: {
    year: "Manufacturer Year",
    location: "Location",
    requestInfo: "Request More Info",
    close: "Close",
    closeIcon: "Close details",
    /** The dialog's link to the machine's own page. */
    viewPage: "View the full listing",
    maker: "Manufacturer",
    model: "Model",
    condition: "Condition",
    price: "Price",
    reference: "Reference",
    /** A card's city row, for screen readers: its country is on the image's badge. */
    city: "City",
  },
  /** A listing's status, on its badge and its page. */
  status: {
    available: "Available",
    reserved: "Reserved",
    sold: "Sold",
  },
  /** The page of one machine (/machinery/used-equipment/<slug>). */
  machine: {
    /**
     * The search-engine title, by the machine's status: "Used BOPP Film Line
     * (2018) for sale"; a sold or reserved machine is not said to be for sale.
     */
    metaTitle: {
      available: "Used {name} ({year}) for sale",
      reserved: "Used {name} ({year}), reserved",
      sold: "Used {name} ({year}), sold",
    },
    breadcrumb: "Breadcrumb",
    facts: {
      year: "Manufacturer Year",
      location: "Location",
      status: "Status",
      reference: "Reference",
      maker: "Manufacturer",
      model: "Model",
      hours: "Running hours",
      condition: "Condition",
      price: "Price",
      available: "Availability",
    },
    /** A link that opens WhatsApp with the machine's name, reference and address, to forward. */
    shareWhatsApp: "Share on WhatsApp",
    requestInfo: "Request More Info",
    backToCatalogue: "All used equipment",
    description: "Description",
    specs: "Specifications",
    /** The printable sheet of the machine (a PDF made by the build, app/templates/spec-sheet/). */
    specSheet: {
      link: "Spec sheet (PDF)",
      title: "Spec sheet",
      factsTitle: "Key facts",
      type: "Machine type",
      scan: "Scan for the photos and the latest status",
      contactTitle: "Ask us about this machine",
      contactBody: "Quote the reference. We answer in English, French and Arabic.",
      footnote:
        "Subject to prior sale. Specifications as given by the seller; we confirm them at inspection.",
      /** A sold machine's sheet: no longer for sale, kept for reference. */
      soldFootnote: "Sold: kept for reference. Specifications as given by the seller.",
    },
    gallery: {
      label: "Photos of {name}",
      previous: "Previous photo",
      next: "Next photo",
      /** The counter on the photo, and each photo's name for screen readers. */
      position: "Photo {index} of {total}",
      thumbnails: "Choose a photo",
      /** The button on the photo that opens the full-screen viewer. */
      fullScreen: "View photos full screen",
      /** The full-screen viewer (PhotoSwipe): its name, buttons and roles. */
      viewer: {
        label: "Photos of {name}, full screen",
        close: "Close",
        zoom: "Zoom in or out",
        carousel: "photo viewer",
        slide: "photo",
        error: "This photo could not be loaded.",
      },
    },
    /** Shown on other editions when a listing's text is not translated yet. */
    untranslated: "This listing has not been translated yet: its text is in English.",
    reserved:
      "A buyer has reserved this machine. Ask us to tell you if it becomes available again, or for a similar one.",
    sold: {
      title: "This machine has been sold",
      body: "It is no longer for sale. See the similar machines below, or tell us what you are looking for and we will search our network.",
      similarLink: "See similar machines",
    },
    /** The PDFs beside a listing (app/content/inventory/<slug>/): a list under this heading. */
    documents: {
      title: "Documents",
      /** Before each document's title: what kind of document it is. */
      kinds: {
        manual: "Operating manual",
        "electrical-drawings": "Electrical drawings",
        "inspection-report": "Inspection report",
        layout: "Layout",
        other: "Document",
      },
      /** After the size, for a file written in another language than the page's: "in French". */
      fileLanguage: "in {language}",
    },
    /** The machine running: an MP4 beside the listing or a YouTube video. */
    video: {
      title: "Video under power",
      /** The YouTube video's link, shown as a poster; a click plays it in the page. */
      play: "Play the video of {name} running",
      /** Said under the poster: nothing reaches YouTube before the click. */
      youtubeNotice: "Plays from YouTube when you click.",
      /** The player's name, once loaded. */
      player: "Video of {name} running",
    },
    similar: "Similar machines",
    similarAvailable: "Similar machines available",
    service: {
      title: "Buying with our team",
      points: [
        "Inspection with our engineers, under power where possible",
        "Dismantling, marking, packing and shipping",
        "Installation, commissioning and operator training",
      ],
    },
  },
  /** A machine's condition, as its listing grades it (app/inventory/listing-constants.ts). */
  conditions: {
    "like-new": "Like new",
    "very-good": "Very good",
    good: "Good",
    "needs-work": "Needs work",
  },
  /** How a machine's price, availability and place read, on its page, card and spec sheet. */
  factValues: {
    priceOnRequest: "Price on request",
    availableNow: "Available now",
    /** {month} is written by Intl in the edition's language: "March 2027". */
    availableFrom: "Available from {month}",
    /** The machine's city and country. */
    place: "{city}, {country}",
  },
  empty: {
    title: "No equipment found",
    body: "Try adjusting your search filters",
    reset: "Reset all filters",
    /** The offer to be told when a machine matching the search is listed. */
    alertHint: "Machines reach us every month, often before they are listed.",
    alert: "Tell me when a match is listed",
    alertSubject: "Tell me when a match is listed: {search}",
  },
  closing: {
    title: "Looking for Specific Equipment?",
    body: "Tell us the machine you need and we will look for it through our network. Selling a line or a single machine? We buy used equipment too.",
    contact: "Contact Our Team",
    sell: "Sell Your Equipment",
  },
};
