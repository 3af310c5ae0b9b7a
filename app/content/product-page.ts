import type { FilmProperty, FilmUnit } from "./film-grades.ts";
import type { ProductCallToAction, ProductCategory } from "./products.ts";

/** The fixed wording of the product pages; the products supply the rest. */
export const productPage = {
  categories: {
    films: "Packaging Films",
    chemicals: "Inks, Adhesives & Additives",
  } satisfies Record<ProductCategory, string>,
  overview: "Overview",
  features: "Key Features",
  specifications: "Technical Specifications",
  range: "Product Range",
  applications: "Applications",
  /** The hero's second button jumps to the first card of the sidebar. */
  jumpTo: {
    specifications: "View Specifications",
    range: "View Product Range",
    applications: "View Applications",
  },
  sourcing: "How We Source",
  /** The grade table and terms of a film (film-grades.ts). */
  grades: {
    title: "Grades and Typical Values",
    /** The table's caption: {product} is the film's name. */
    caption: "{product}: typical values by grade",
    disclaimer: "Typical values, not a specification.",
    property: "Property",
    method: "Test method",
    /** A permeation test's conditions, after its method. */
    conditions: "{temperature} °C, {humidity}% RH",
    /** A grade that does not state the property. */
    notStated: "not stated",
    scrollHint: "Scroll sideways to see every grade.",
    properties: {
      thickness: "Thickness",
      density: "Density",
      yield: "Yield",
      haze: "Haze",
      gloss: "Gloss 45°",
      cof: "COF, kinetic",
      tensileMd: "Tensile strength MD",
      tensileTd: "Tensile strength TD",
      sealInitiation: "Seal initiation temperature",
      opticalDensity: "Optical density",
      otr: "OTR",
      wvtr: "WVTR",
    } satisfies Record<FilmProperty, string>,
    units: {
      µm: "µm",
      "g/cm³": "g/cm³",
      "m²/kg": "m²/kg",
      "%": "%",
      GU: "GU",
      MPa: "MPa",
      "°C": "°C",
      "cm³/(m²·day)": "cm³/(m²·day)",
      "g/(m²·day)": "g/(m²·day)",
      none: "",
    } satisfies Record<FilmUnit, string>,
    terms: {
      title: "Typical Commercial Terms",
      minimumOrder: "Minimum order",
      leadTime: "Lead time",
      width: "Roll width",
      core: "Core",
      incoterms: "Incoterms® 2020",
      /** {min} and {max} in mm. */
      widthValue: "{min}–{max} mm",
      /** {cores} is a list such as "3 or 6". */
      coreValue: "{cores} inch",
    },
    dataSheet: "Data sheet (PDF)",
    /** Before a link per grade to the sample request with that grade chosen. */
    sampleLinks: "Request a sample of one grade:",
    /** The PDF's own words (app/templates/film-sheet/). */
    sheet: {
      title: "Technical data sheet",
      scan: "Scan for the web page",
      contactTitle: "Samples, quotes and full data sheets",
      contactBody:
        "Tell us the grade, thickness, width and quantity. We answer in English, French and Arabic.",
      footnote:
        "Typical values from producers' data sheets, not a specification: the producer's certificate of analysis governs each lot.",
    },
  },
  enquiry: {
    title: "Send Us Your Requirements",
    body: "The grade, quantities and delivery destination help us give you a useful answer quickly.",
  },
  /** Each call to action: the button's label, and the contact form's subject ({product} is the name). */
  calls: {
    samples: { label: "Request Samples", subject: "Sample request: {product}" },
    information: { label: "Request More Information", subject: "Information request: {product}" },
    contact: { label: "Contact Our Team", subject: "Enquiry: {product}" },
  } satisfies Record<ProductCallToAction, { label: string; subject: string }>,
};
