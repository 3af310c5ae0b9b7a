import type { EditionTranslation } from "../../english.ts";

export const filmGrades = {
  "bopp-plain": { name: "سادة، معالج بالكورونا" },
  "bopp-heat-sealable": { name: "قابل للحام الحراري، مُنتَج بالبثق المشترك" },
  "bopp-matte": { name: "مطفأ، قابل للحام الحراري" },
  "bopp-white-opaque": { name: "أبيض معتم (لؤلؤي)" },
  "bopp-metallized": { name: "BOPP ممعدن، قابل للحام الحراري" },
  "bopp-metallized-high-barrier": { name: "BOPP ممعدن بحاجز عالٍ" },
  "cpp-general": { name: "للاستخدام العام" },
  "cpp-metallized": { name: "CPP ممعدن" },
  "cpp-retort": { name: "يتحمّل التعقيم الحراري (ريتورت)" },
  "pet-plain": { name: "سادة، معالج بالكورونا" },
  "pet-heat-sealable": { name: "قابل للحام الحراري" },
  "pet-metallized": { name: "PET ممعدن" },
  "thermal-bopp-gloss": { name: "BOPP، لامع" },
  "thermal-bopp-matte": { name: "BOPP، مطفأ" },
  "thermal-pet-gloss": { name: "PET، لامع" },
  "wet-bopp": { name: "BOPP، معالج بالكورونا" },
  "barrier-bopp-pvdc": { name: "BOPP مطلي بطبقة PVDC" },
  "barrier-pet-alox": { name: "PET مطلي بأكسيد الألومنيوم (AlOx)، شفاف" },
} satisfies EditionTranslation["filmGrades"];

const reelTerms = {
  minimumOrder: "ابتداءً من منصة نقالة واحدة (نحو 500 كغ) لكل درجة",
  leadTime: "من 3 إلى 5 أسابيع من تأكيد الطلب",
};

export const filmProducts = {
  "bopp-films": { terms: reelTerms },
  "cpp-films": { terms: reelTerms },
  "pet-films": { terms: reelTerms },
  "thermal-lamination-films": {
    terms: {
      minimumOrder: "ابتداءً من منصة نقالة واحدة من اللفات لكل تشطيب",
      leadTime: "من 2 إلى 4 أسابيع من تأكيد الطلب",
    },
  },
  "wet-lamination-films": { terms: reelTerms },
  "high-barrier-films": {
    terms: {
      minimumOrder: "ابتداءً من منصة نقالة واحدة (نحو 500 كغ) لكل هيكل",
      leadTime: "من 4 إلى 8 أسابيع من اعتماد العينات",
    },
  },
  "metallized-films": { terms: reelTerms },
} satisfies EditionTranslation["filmProducts"];
