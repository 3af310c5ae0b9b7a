import type { Localized, Translation } from "./translation.ts";

import { aboutCopy } from "./about.ts";
import { companyCopy } from "./company.ts";
import {
  contactDetailsCopy,
  contactFormCopy,
  contactHero,
  contactMessages,
  retryAfterCopy,
} from "./contact.ts";
import { usedEquipmentCopy } from "./equipment.ts";
import { exportDevelopmentCopy } from "./export-development.ts";
import { homeCopy } from "./home.ts";
import { machineryDivisionCopy } from "./machinery-division.ts";
import { navigationCopy } from "./navigation.ts";
import { pageCopy } from "./pages.ts";
import { exportServices, procurementCopy, sourcingSteps } from "./procurement.ts";
import { productDetails } from "./product-details.ts";
import { productPageCopy, products } from "./products.ts";
import { sellEquipmentCopy } from "./sell-equipment.ts";
import { technicalDivisionCopy } from "./technical-division.ts";
import { testimonialsCopy } from "./testimonials.ts";
import { uiCopy } from "./ui.ts";

/**
 * Every word of the site, by module: the English edition, whose modules also
 * hold the structure (paths, icons, slugs, years). Another edition is this
 * object's `Translation`: the same keys with text only (app/i18n/translation.ts).
 */
export const english = {
  company: companyCopy,
  navigation: navigationCopy,
  ui: uiCopy,
  pages: pageCopy,
  home: homeCopy,
  about: aboutCopy,
  procurement: { page: procurementCopy, steps: sourcingSteps, exportServices },
  exportDevelopment: exportDevelopmentCopy,
  technicalDivision: technicalDivisionCopy,
  machineryDivision: machineryDivisionCopy,
  usedEquipment: usedEquipmentCopy,
  sellEquipment: sellEquipmentCopy,
  contact: {
    hero: contactHero,
    details: contactDetailsCopy,
    form: contactFormCopy,
    messages: contactMessages,
    retryAfter: retryAfterCopy,
  },
  testimonials: testimonialsCopy,
  productPage: productPageCopy,
  products,
  productDetails,
};

export type EditionText = Localized<typeof english>;

/** What a translation file provides: `{ … } satisfies EditionTranslation["home"]`. */
export type EditionTranslation = Translation<typeof english>;
