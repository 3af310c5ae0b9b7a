import { getEdition } from "../../i18n/editions.ts";
import { countryOptions } from "../../lib/countries.ts";
import { localeSettings, ownLocaleFirst, type Locale } from "../../i18n/locales.ts";

import {
  answerLanguages,
  availabilities,
  dismantlings,
  machineConditions,
  offerCurrencies,
  offerMachineTypes,
  priceBases,
  sellerRoles,
  vatTerms,
  yesNo,
} from "./fields.ts";

export interface Choice {
  value: string;
  label: string;
}

const cache = new Map<Locale, OfferChoices>();

/** "arabe" → "Arabe": a list entry starts with a capital where the script has one. */
const capitalize = (text: string, intl: string) =>
  text.charAt(0).toLocaleUpperCase(intl) + text.slice(1);

export type OfferChoices = Readonly<{
  machineType: Choice[];
  country: Choice[];
  condition: Choice[];
  availability: Choice[];
  currency: Choice[];
  answerLanguage: Choice[];
  underPower: Choice[];
  dismantling: Choice[];
  negotiable: Choice[];
  priceBasis: Choice[];
  vat: Choice[];
  sellerRole: Choice[];
}>;

/**
 * The options of the offer form's selects in one edition's words: made at
 * build time for the island (a prop) and by the server for its no-JavaScript
 * page, so both show the same lists. Countries and currencies are named by
 * Intl; languages by their own names.
 */
export function offerChoices(locale: Locale): OfferChoices {
  let choices = cache.get(locale);
  if (!choices) {
    const { t, intl } = getEdition(locale);
    const copy = t.sellEquipment.form;
    const currencyNames = new Intl.DisplayNames([intl], { type: "currency" });
    const languageNames = new Intl.DisplayNames([intl], { type: "language" });
    choices = {
      machineType: offerMachineTypes.map((value) => ({ value, label: copy.machineTypes[value] })),
      country: countryOptions(locale),
      condition: machineConditions.map((value) => ({ value, label: copy.conditions[value] })),
      availability: availabilities.map((value) => ({ value, label: copy.availability[value] })),
      underPower: yesNo.map((value) => ({ value, label: copy.underPower[value] })),
      dismantling: dismantlings.map((value) => ({ value, label: copy.dismantling[value] })),
      negotiable: yesNo.map((value) => ({ value, label: copy.yesNo[value] })),
      priceBasis: priceBases.map((value) => ({ value, label: copy.priceBasis[value] })),
      vat: vatTerms.map((value) => ({ value, label: copy.vat[value] })),
      sellerRole: sellerRoles.map((value) => ({ value, label: copy.sellerRole[value] })),
      currency: offerCurrencies.map((value) => ({
        value,
        label: `${value} · ${currencyNames.of(value) ?? value}`,
      })),
      // In the page's language ("Arabe" on the French page), the page's own first.
      answerLanguage: ownLocaleFirst(answerLanguages, locale).map((value) => ({
        value,
        label: capitalize(languageNames.of(localeSettings[value].lang) ?? value, intl),
      })),
    };
    cache.set(locale, choices);
  }
  return choices;
}
