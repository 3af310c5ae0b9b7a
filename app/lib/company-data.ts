import { z } from "zod";

import { englishCountryName, isCountryCode } from "./countries.ts";
import { isTimeZone } from "./time-zones.ts";
import { weekdays, type Weekday } from "./weekdays.ts";

/**
 * The company details as the editor at /admin writes them
 * (app/content/company.json): the facts under `en`, and under `fr` and `ar`
 * the one text a translation carries, the partner's description. The typed
 * content module (app/content/company.ts) checks the file with this schema
 * at build time and turns it into the `company` object every page reads.
 * Messages complete "app/content/company.json › <field> …".
 */

/** schema.org's day names, Monday first: what structured data and the editor's select use. */
export { weekdays, type Weekday };

/** An IANA time zone ("America/New_York"): structure, never translated. */
export type TimeZone = `${string}/${string}`;

export { isTimeZone };

/** "09:00": a time of day on 24 hours. Typed apart from text, so no edition translates it. */
export type ClockTime = `${number}:${number}`;
/** An ISO 3166 country code, "US". */
export type CountryCode = Uppercase<string>;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** An international number: a plus, then 8 to 15 digits with spaces, dots, dashes or brackets. */
const PHONE = /^\+[\d\s().-]+$/;

const digitsOf = (phone: string) => phone.replace(/\D/g, "");

function text(what: string, example: string) {
  return z
    .string({ error: `is missing: write ${what}, for example ${example}` })
    .trim()
    .min(1, { error: `is empty: write ${what}, for example ${example}` });
}

function phoneNumber(what: string) {
  return text(what, "+1 (301) 555-0147").refine(
    (phone) => PHONE.test(phone) && digitsOf(phone).length >= 8 && digitsOf(phone).length <= 15,
    { error: "must start with + and the country code, for example +1 (301) 555-0147" },
  );
}

const time = (what: string) =>
  z
    .string({ error: `is missing: write the time ${what}, on 24 hours, for example 09:00` })
    .regex(TIME, { error: "must be a time on 24 hours, for example 09:00 or 18:30" })
    .transform((value) => value as ClockTime);

const openingHours = z
  .strictObject({
    dayOfWeek: z
      .array(z.enum(weekdays, { error: `must be one of ${weekdays.join(", ")}` }), {
        error: "is missing: choose the days these hours apply to",
      })
      .min(1, { error: "is empty: choose the days these hours apply to" })
      .refine((days) => new Set(days).size === days.length, {
        error: "names a day twice",
      }),
    opens: time("the office opens"),
    closes: time("the office closes"),
  })
  .refine((entry) => entry.opens < entry.closes, {
    error: "closes before it opens: the closing time comes after the opening time",
    path: ["closes"],
  });

const companyFacts = z.strictObject({
  name: text("the company's name", "FlexPack Consulting"),
  legalName: text("the registered name", "FlexPack Consulting LLC"),
  shortName: text("a short name for phone home screens", "FlexPack").max(12, {
    error: "is longer than 12 characters: a home-screen icon shows no more",
  }),
  address: z.strictObject({
    streetAddress: text("the street and number", "100 Example Parkway, Suite 200"),
    locality: text("the city", "Rockville"),
    region: text("the state or region", "MD"),
    postalCode: text("the postal code", "20850").brand<"PostalCode">(),
    countryCode: z
      .string({ error: "is missing: write the country's two-letter code, for example US" })
      .refine(isCountryCode, {
        error: "is not a country code: write the two capital letters of ISO 3166, for example US",
      })
      .transform((code) => code as CountryCode),
  }),
  phone: phoneNumber("the phone number"),
  whatsapp: phoneNumber("the WhatsApp number"),
  email: z.email({ error: "must be an email address, for example info@your-domain.com" }),
  hours: z
    .array(openingHours, { error: "is missing: list the opening hours" })
    .min(1, { error: "is empty: give the opening hours of at least one day" })
    .refine(
      (entries) => {
        const days = entries.flatMap((entry) => entry.dayOfWeek);
        return new Set(days).size === days.length;
      },
      { error: "names a day in two entries: give each day its hours once" },
    ),
  /** The office's time zone, as the IANA names it: its hours are in it. */
  timeZone: z
    .string({ error: "is missing: write the office's time zone, for example America/New_York" })
    .refine(isTimeZone, {
      error: (issue) =>
        `"${String(issue.input)}" is not a time zone: write its IANA name, Region/City, for example America/New_York, Africa/Lagos or Asia/Riyadh`,
    })
    .transform((zone) => zone as TimeZone),
  partner: z.strictObject({
    name: text("the partner's name", "Example Films Group"),
    url: z.url({
      protocol: /^https$/,
      error: "must be the partner's website, for example https://www.example.com",
    }),
    description: text("one sentence about the partner", "Film producer and our supply partner."),
  }),
  /** The firm's own profiles elsewhere (LinkedIn and the like), for search engines. */
  sameAs: z
    .array(z.url({ protocol: /^https$/, error: "must be a profile's address, starting https://" }))
    .default([]),
});

const companyTranslation = z.strictObject({
  partner: z.strictObject({
    description: text("the partner's description in this language", "Producteur de films."),
  }),
});

export const companyDataSchema = z.strictObject({
  en: companyFacts,
  fr: companyTranslation,
  ar: companyTranslation,
});

export type CompanyData = z.output<typeof companyDataSchema>;

/** "en.hours[1].closes" from zod's path. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

/** The checked company details, or an error naming every wrong field of `file`. */
export function parseCompanyData(input: unknown, file: string): CompanyData {
  const result = companyDataSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map(
          (key) =>
            `${file} › ${fieldName([...issue.path, key])}: is not a company detail: check its spelling, or remove it`,
        )
      : [`${file} › ${fieldName(issue.path)}: ${issue.message}`],
  );
  throw new Error(
    `The company details have ${problems.length === 1 ? "1 problem" : `${problems.length} problems`}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}\nSee "Changing the company details" in the README.`,
  );
}

/** "+1 (301) 555-0147" → "+13015550147", for tel: links and structured data. */
export const e164 = (phone: string) => `+${digitsOf(phone)}`;

/** "+1 301 555 0147" → "https://wa.me/13015550147", WhatsApp's click-to-chat link. */
export const whatsappUrl = (phone: string) => `https://wa.me/${digitsOf(phone)}`;

/** The facts as pages use them: phone and WhatsApp links, the country's English name. */
export function companyFromData(data: CompanyData) {
  const { en } = data;
  return {
    name: en.name,
    legalName: en.legalName,
    shortName: en.shortName,
    address: { ...en.address, country: englishCountryName(en.address.countryCode) ?? "" },
    phone: { display: en.phone, e164: e164(en.phone) },
    whatsappUrl: whatsappUrl(en.whatsapp),
    email: en.email,
    hours: en.hours,
    timeZone: en.timeZone,
    partner: en.partner,
    sameAs: en.sameAs,
  };
}
