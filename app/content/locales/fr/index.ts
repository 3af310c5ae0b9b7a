import type { EditionTranslation } from "../../english.ts";

import { company } from "./company.ts";
import { navigation } from "./navigation.ts";
import { ui } from "./ui.ts";
import { pages } from "./pages.ts";
import { home } from "./home.ts";
import { about } from "./about.ts";
import { procurement } from "./procurement.ts";
import { exportDevelopment } from "./export-development.ts";
import { technicalDivision } from "./technical-division.ts";
import { machineryDivision } from "./machinery-division.ts";
import { usedEquipment } from "./used-equipment.ts";
import { sellEquipment } from "./sell-equipment.ts";
import { machineAlerts } from "./machine-alerts.ts";
import { contact } from "./contact.ts";
import { callRequest } from "./call-request.ts";
import { testimonials } from "./testimonials.ts";
import { productPage } from "./product-page.ts";
import { products } from "./products.ts";
import { productDetails } from "./product-details.ts";
import { privacy } from "./privacy.ts";
import { legal } from "./legal.ts";
import { rollCalculator } from "./roll-calculator.ts";
import { sampleRequest } from "./sample-request.ts";
import { filmGrades, filmProducts } from "./film-grades.ts";

/** The French edition: every module's text (see app/i18n/editions.ts). */
export const fr = {
  company,
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
} satisfies EditionTranslation;
