import type { Localized, Translation } from "./translation.ts";

import { about } from "./about.ts";
import { callRequest } from "./call-request.ts";
import { companyCopy } from "./company.ts";
import { contact } from "./contact.ts";
import { exportDevelopment } from "./export-development.ts";
import { filmGrades, filmProducts } from "./film-grades.ts";
import { home } from "./home.ts";
import { legal } from "./legal.ts";
import { machineAlerts } from "./machine-alerts.ts";
import { machineryDivision } from "./machinery-division.ts";
import { navigation } from "./navigation.ts";
import { pages } from "./pages.ts";
import { privacy } from "./privacy.ts";
import { procurement } from "./procurement.ts";
import { productDetails } from "./product-details.ts";
import { productPage } from "./product-page.ts";
import { rollCalculator } from "./roll-calculator.ts";
import { sampleRequest } from "./sample-request.ts";
import { products } from "./products.ts";
import { sellEquipment } from "./sell-equipment.ts";
import { technicalDivision } from "./technical-division.ts";
import { testimonials } from "./testimonials.ts";
import { ui } from "./ui.ts";
import { usedEquipment } from "./used-equipment.ts";

/**
 * Every word of the site, by module: the English edition, whose modules also
 * hold the structure (paths, icons, slugs, years). Each key is a module of
 * the same name, here and in every locale (locales/fr/used-equipment.ts
 * exports `usedEquipment`). Another edition is this object's `Translation`:
 * the same keys with text only (./translation.ts).
 */
export const english = {
  company: companyCopy,
  navigation,
  ui,
  pages,
  home,
  about,
  procurement,
  exportDevelopment,
  technicalDivision,
  machineryDivision,
  usedEquipment,
  sellEquipment,
  machineAlerts,
  contact,
  sampleRequest,
  callRequest,
  testimonials,
  productPage,
  products,
  productDetails,
  privacy,
  legal,
  rollCalculator,
  filmGrades,
  filmProducts,
};

export type EditionText = Localized<typeof english>;

/** What a translation file provides: `{ … } satisfies EditionTranslation["home"]`. */
export type EditionTranslation = Translation<typeof english>;
