/**
 * The sample request's fields, limits and choices, without zod: the form
 * renders from these, the server's no-JavaScript page too, and ./schema.ts
 * builds the rules both validate with. The words are each edition's
 * (app/content/sample-request.ts).
 */

/** The form's groups of fields (its fieldsets), in the order it shows them. */
export const sampleSections = {
  film: [
    "product",
    "grade",
    "thickness",
    "width",
    "core",
    "quantity",
    "quantityUnit",
    "application",
  ],
  delivery: ["country", "city"],
  contact: ["company", "name", "email", "phone"],
} as const;

/** Every field, in the form's order. */
export const sampleFields = [
  ...sampleSections.film,
  ...sampleSections.delivery,
  ...sampleSections.contact,
] as const;

export type SampleField = (typeof sampleFields)[number];

/** Longest text accepted per free-text field. */
export const sampleLimits = {
  thickness: 12,
  width: 12,
  quantity: 12,
  application: 1000,
  city: 100,
  company: 150,
  name: 100,
  email: 254,
  phone: 40,
} as const;

/** What a film sample can sensibly be: µm, mm, and a trial quantity in its unit. */
export const sampleRanges = {
  thickness: { min: 5, max: 500 },
  width: { min: 10, max: 5000 },
  quantity: { min: 1, max: 100_000 },
} as const;

export type SampleNumberField = keyof typeof sampleRanges;

/** The grade choice of a visitor who wants the firm to propose one. */
export const ADVISE_GRADE = "advise";

/** Core inside diameters in inches; "" is no preference. */
export const sampleCores = ["3", "6"] as const;

/** The units a trial quantity is counted in. */
export const quantityUnits = ["kg", "rolls", "m"] as const;
export type QuantityUnit = (typeof quantityUnits)[number];

/**
 * The films a sample can be asked for, by product slug, each with its grade
 * keys (app/content/film-grades.ts): the form's choices and the server's
 * check that a grade is one of its product's.
 */
export type SampleCatalogue = Readonly<Record<string, readonly string[]>>;

/** The query parameters the page reads: the product page's prefill, and the no-JavaScript thank-you. */
export const sampleFormParams = {
  product: "product",
  grade: "grade",
  sent: "sent",
  reference: "ref",
} as const;

/** The id of the thank-you, the fragment of the server's redirect after a plain form post. */
export const SAMPLE_SENT_ID = "sample-sent";

export interface Choice {
  value: string;
  label: string;
}

/** A film a sample can be asked for, named in the edition, with its grades. */
export interface SampleProduct {
  value: string;
  label: string;
  grades: Choice[];
}

/** Product slug → its grade keys: what the schema checks a grade against. */
export const sampleCatalogue = (products: readonly SampleProduct[]): SampleCatalogue =>
  Object.fromEntries(
    products.map((product) => [product.value, product.grades.map((grade) => grade.value)]),
  );
