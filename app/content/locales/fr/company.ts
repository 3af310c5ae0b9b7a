import type { EditionTranslation } from "../../editions.ts";
import { company as base } from "../../company.ts";

export const company = {
  tagline: "Approvisionnement, développement à l’export et conseil technique en emballage souple",
  experience: `plus de ${base.experienceYears} ans`,
  address: {
    streetAddress: "100 Example Parkway, Suite 200",
    locality: "Rockville",
    region: "MD",
    country: "États-Unis",
  },
  hours: [
    {
      days: "Du lundi au vendredi",
    },
    {
      days: "Samedi",
    },
  ],
  partner: {
    description:
      "Producteur de films et notre partenaire d’approvisionnement de longue date pour les films BOPP et CPP.",
  },
} satisfies EditionTranslation["company"];
