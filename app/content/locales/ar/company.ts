import type { EditionTranslation } from "../../editions.ts";
import { company as facts } from "../../company.ts";

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
  hours: [
    {
      days: "من الاثنين إلى الجمعة",
    },
    {
      days: "السبت",
    },
  ],
  partner: {
    description: "شركة منتجة للأفلام، وشريك توريد نعتمد عليه منذ سنوات في أفلام BOPP وCPP.",
  },
} satisfies EditionTranslation["company"];
