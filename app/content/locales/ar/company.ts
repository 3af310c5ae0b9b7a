import type { EditionTranslation } from "../../english.ts";
import { companyData, company as facts } from "../../company.ts";

export const company = {
  tagline: "توريد مواد التغليف المرن وتطوير أسواق التصدير والاستشارات الفنية",
  experience: `أكثر من ${facts.experienceYears} عامًا`,
  // The postal address stays in Latin letters, as couriers and customs read it
  // (app/components/ui/postal-address.tsx marks it English, left to right).
  address: {
    streetAddress: facts.address.streetAddress,
    locality: facts.address.locality,
    region: facts.address.region,
    country: facts.address.country,
  },
  // The partner's description is company data: the editor writes it in company.json.
  partner: { description: companyData.ar.partner.description },
} satisfies EditionTranslation["company"];
