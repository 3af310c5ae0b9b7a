import { capitalize } from "../lib/text.ts";

import { company } from "./company.ts";

/**
 * Every page of the route table with its search-engine title and
 * description. The prerender list and the sitemap are generated from this.
 */
export interface PageEntry {
  path: string;
  /** The canonical path; differs only for aliases such as /services. */
  canonical: string;
  title: string;
  description: string;
}

/** The search-engine title and description of each page of the route table. */
export const pages = {
  home: {
    title: "Flexible Packaging Sourcing, Films & Machinery",
    description:
      "Procurement, export development and technical advisory for flexible packaging converters and brands, plus films, inks, adhesives and used machinery.",
  },
  about: {
    title: "About Us",
    description: `${capitalize(company.experience)} in flexible packaging: sourcing and procurement, export growth in the Middle East and Africa, process advisory and machinery services.`,
  },
  productProcurement: {
    title: "Product Procurement & Strategic Sourcing",
    description:
      "Our nine-step sourcing procedure for films, inks and adhesives: supplier identification, qualification, samples, contracts, production monitoring and logistics.",
  },
  exportDevelopment: {
    title: "Export Market Development",
    description:
      "Grow flexible packaging exports in the Middle East and Africa: market intelligence, distributor and agent networks, volume business and export team support.",
  },
  technicalDivision: {
    title: "Technical Division",
    description:
      "Technical and process advisory for film and packaging converters: product development, process optimization, quality and testing, compliance and training.",
  },
  machineryDivision: {
    title: "Machinery Division",
    description:
      "We buy, sell, dismantle, commission and maintain used film and packaging machinery and whole plants, and supply new machinery worldwide.",
  },
  usedEquipment: {
    title: "Used Packaging Machinery",
    description:
      "Browse used film lines, printing presses, laminators, metallizers and slitters. Search by name, location and year, and request details or a quote.",
  },
  sellEquipment: {
    title: "Sell Your Used Machinery",
    description:
      "Offer a used film line, printing press, laminator, metallizer or slitter: send its details and photos, and our engineers value it within two working days.",
  },
  privacy: {
    title: "Privacy Notice",
    description:
      "What our contact, sample, offer and machine alert forms collect, why, where it is kept, for how long, and how to see, correct or delete your data.",
  },
  legal: {
    title: "Legal Notice",
    description:
      "The publisher of this website, its hosting, intellectual property, the information it gives and how to contact us.",
  },
  requestCall: {
    title: "Request a Call",
    description:
      "Book a call with our procurement, export development or technical advisory specialists: pick two or three times, shown in your time zone and ours.",
  },
  contact: {
    title: "Contact Us",
    description:
      "Contact our team about sourcing, export development, technical advisory, films and chemicals, or used machinery. Phone, email, WhatsApp or our form.",
  },
  sampleRequest: {
    title: "Request Film Samples",
    description:
      "Ask for samples of BOPP, CPP, PET, lamination, barrier and metallized films: choose the grade, thickness, width, core and trial quantity, and where to deliver.",
  },
  rollCalculator: {
    title: "Film Roll and Yield Calculator",
    description:
      "Work out a film's yield in m²/kg, a roll's length and weight and the packs it makes, from thickness, density and roll sizes: BOPP, CPP, PET and more.",
  },
};
