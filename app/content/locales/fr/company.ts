import type { EditionTranslation } from "../../english.ts";
import { company as base, companyData } from "../../company.ts";
import { countryName } from "../../../lib/countries.ts";

export const company = {
  tagline: "Approvisionnement, développement à l’export et conseil technique en emballage souple",
  experience: `plus de ${base.experienceYears} ans`,
  address: {
    streetAddress: base.address.streetAddress,
    locality: base.address.locality,
    region: base.address.region,
    country: countryName(base.address.countryCode, "fr"),
  },
  // The partner's description is company data: the editor writes it in company.json.
  partner: { description: companyData.fr.partner.description },
} satisfies EditionTranslation["company"];
