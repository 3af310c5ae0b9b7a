import type { EditionTranslation } from "../../english.ts";

export const testimonials = {
  title: "Ce que disent nos partenaires",
  previous: "Témoignage précédent",
  next: "Témoignage suivant",
  position: "{index} sur {total}",
} satisfies EditionTranslation["testimonials"];
