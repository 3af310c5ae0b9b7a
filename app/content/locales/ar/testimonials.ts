import type { EditionTranslation } from "../../english.ts";

export const testimonials = {
  title: "ماذا يقول شركاؤنا",
  previous: "الشهادة السابقة",
  next: "الشهادة التالية",
  position: "{index} من {total}",
} satisfies EditionTranslation["testimonials"];
