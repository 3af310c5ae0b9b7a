import type { EditionTranslation } from "../../english.ts";
import { companyData, company as facts } from "../../company.ts";
import { countryName } from "../../../lib/countries.ts";

export const company = {
  tagline: "توريد مواد التغليف المرن وتطوير أسواق التصدير والاستشارات الفنية",
  experience: `أكثر من ${facts.experienceYears} عامًا`,
  // The street and town stay in Latin letters, as couriers and customs read
  // them (app/components/ui/postal-address.tsx marks them English, left to
  // right); the country is named in Arabic, for the reader.
  address: {
    streetAddress: facts.address.streetAddress,
    locality: facts.address.locality,
    region: facts.address.region,
    country: countryName(facts.address.countryCode, "ar"),
  },
  // The partner's description is company data: the editor writes it in company.json.
  partner: { description: companyData.ar.partner.description },
} satisfies EditionTranslation["company"];
