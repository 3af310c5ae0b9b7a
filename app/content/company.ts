import data from "./company.json" with { type: "json" };
import {
  companyFromData,
  parseCompanyData,
  type ClockTime,
  type CompanyData,
  type CountryCode,
  type Weekday,
} from "../lib/company-data.ts";

/**
 * Every company fact the site shows, in one place. The name, address, phone,
 * WhatsApp, email, opening hours and trusted partner live in company.json,
 * which the editor at /admin writes ("Company details"); this module checks
 * the file when the build (or the server) loads it, and stops with a message
 * naming each wrong field. The values shipped are placeholders.
 */

export interface PostalAddress {
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: CompanyData["en"]["address"]["postalCode"];
  /** The country's English name; each edition writes its own. */
  country: string;
  countryCode: CountryCode;
}

export interface OpeningHours {
  /** schema.org day names; app/lib/hours.ts writes them in each edition's words. */
  dayOfWeek: readonly Weekday[];
  /** "HH:MM", 24-hour. */
  opens: ClockTime;
  closes: ClockTime;
}

export interface Partner {
  name: string;
  description: string;
  url: string;
}

/** The file the editor writes, as the build's messages name it. */
export const companyDataFile = "app/content/company.json";

export const companyData = parseCompanyData(data, companyDataFile);

const facts = companyFromData(companyData);

/** The firm's own words, which each edition translates (its locales/…/company.ts). */
const words = {
  tagline: "Flexible packaging sourcing, export development and technical advisory",
  experience: "over 15 years",
};

export const company = {
  ...facts,
  address: facts.address satisfies PostalAddress,
  hours: facts.hours satisfies readonly OpeningHours[],
  partner: facts.partner satisfies Partner,
  sameAs: facts.sameAs as readonly string[],
  ...words,
  experienceYears: 15,
} as const;

/** The company's words that editions translate; names, numbers and links stay in `company`. */
export const companyCopy = {
  tagline: company.tagline,
  experience: company.experience,
  address: company.address,
  hours: company.hours,
  partner: { description: company.partner.description },
};

export const telHref = `tel:${company.phone.e164}`;
export const mailtoHref = `mailto:${company.email}`;
