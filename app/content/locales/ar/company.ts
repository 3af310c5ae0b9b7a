import type { EditionTranslation } from "../../editions.ts";
import { company as facts } from "../../company.ts";

export const company = {
  tagline: "توريد مواد التغليف المرن وتطوير الصادرات والاستشارات الفنية",
  experience: `أكثر من ${facts.experienceYears} عامًا`,
  address: {
    streetAddress: "100 إكزامبل باركواي، جناح 200",
    locality: "روكفيل",
    region: "ماريلاند",
    country: "الولايات المتحدة",
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
