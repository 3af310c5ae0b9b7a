import type { EditionTranslation } from "../../../i18n/editions.ts";

export const testimonials = {
  title: "ماذا يقول شركاؤنا",
  previous: "الشهادة السابقة",
  next: "الشهادة التالية",
  position: "{index} من {total}",
} satisfies EditionTranslation["testimonials"];
