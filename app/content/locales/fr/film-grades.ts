import type { EditionTranslation } from "../../english.ts";

export const filmGrades = {
  "bopp-plain": { name: "Neutre, traité corona" },
  "bopp-heat-sealable": { name: "Thermosoudable, coextrudé" },
  "bopp-matte": { name: "Mat, thermosoudable" },
  "bopp-white-opaque": { name: "Blanc opaque (nacré)" },
  "bopp-metallized": { name: "BOPP métallisé, thermosoudable" },
  "bopp-metallized-high-barrier": { name: "BOPP métallisé haute barrière" },
  "cpp-general": { name: "Usage général" },
  "cpp-metallized": { name: "CPP métallisé" },
  "cpp-retort": { name: "Stérilisable en autoclave" },
  "pet-plain": { name: "PET neutre, traité corona" },
  "pet-heat-sealable": { name: "Thermosoudable" },
  "pet-metallized": { name: "PET métallisé" },
  "thermal-bopp-gloss": { name: "BOPP, brillant" },
  "thermal-bopp-matte": { name: "BOPP, mat" },
  "thermal-pet-gloss": { name: "PET, brillant" },
  "wet-bopp": { name: "BOPP, traité corona" },
  "barrier-bopp-pvdc": { name: "BOPP enduit PVDC" },
  "barrier-pet-alox": { name: "PET enduit AlOx, transparent" },
} satisfies EditionTranslation["filmGrades"];

const reelTerms = {
  minimumOrder: "À partir d’une palette (environ 500 kg) par qualité",
  leadTime: "3 à 5 semaines après confirmation de commande",
};

export const filmProducts = {
  "bopp-films": { terms: reelTerms },
  "cpp-films": { terms: reelTerms },
  "pet-films": { terms: reelTerms },
  "thermal-lamination-films": {
    terms: {
      minimumOrder: "À partir d’une palette de bobines par finition",
      leadTime: "2 à 4 semaines après confirmation de commande",
    },
  },
  "wet-lamination-films": { terms: reelTerms },
  "high-barrier-films": {
    terms: {
      minimumOrder: "À partir d’une palette (environ 500 kg) par structure",
      leadTime: "4 à 8 semaines après validation des échantillons",
    },
  },
  "metallized-films": { terms: reelTerms },
} satisfies EditionTranslation["filmProducts"];
