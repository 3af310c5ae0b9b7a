/**
 * Every company fact the site shows, in one place. The values below are
 * placeholders: change them here to rebrand the whole site.
 */
export interface PostalAddress {
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  countryCode: string;
}

export interface OpeningHours {
  /** Human-readable days, e.g. "Monday to Friday"; app/lib/hours.ts writes the line. */
  days: string;
  /** schema.org day names, used for structured data. */
  dayOfWeek: readonly string[];
  opens: string;
  closes: string;
}

export interface Partner {
  name: string;
  description: string;
  url: string;
}

export const company = {
  name: "FlexPack Consulting",
  legalName: "FlexPack Consulting",
  /** At most 12 characters: the name under a home-screen icon. */
  shortName: "FlexPack",
  tagline: "Flexible packaging sourcing, export development and technical advisory",
  experience: "over 15 years",
  experienceYears: 15,
  address: {
    streetAddress: "100 Example Parkway, Suite 200",
    locality: "Rockville",
    region: "MD",
    postalCode: "20850",
    country: "United States",
    countryCode: "US",
  } satisfies PostalAddress,
  phone: {
    display: "+1 (301) 555-0147",
    e164: "+13015550147",
  },
  whatsappUrl: "https://wa.me/13015550147",
  email: "info@flexpack.example",
  hours: [
    {
      days: "Monday to Friday",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    },
    { days: "Saturday", dayOfWeek: ["Saturday"], opens: "10:00", closes: "15:00" },
  ] satisfies readonly OpeningHours[],
  partner: {
    name: "Example Films Group",
    description: "Film producer and our long-standing supply partner for BOPP and CPP films.",
    url: "https://www.example.com",
  } satisfies Partner,
  /**
   * The firm's own profiles elsewhere (LinkedIn and the like), for search
   * engines (schema.org sameAs). Empty until the firm gives us real ones.
   */
  sameAs: [] as readonly string[],
} as const;

/** One-line address, e.g. for the footer. */
export function formatAddress(address: PostalAddress = company.address): string {
  return `${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
}

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
