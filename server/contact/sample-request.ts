import type * as z from "zod/mini";

import { apiPaths } from "../../app/content/api-paths.ts";
import { english } from "../../app/content/english.ts";
import { paths } from "../../app/content/paths.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { locales, type Locale } from "../../app/i18n/locales.ts";
import { englishCountryName } from "../../app/lib/countries.ts";
import { SAMPLE_SENT_ID, sampleFields } from "../../app/islands/sample-form/fields.ts";
import { sampleCatalogue, sampleProducts } from "../../app/islands/sample-form/form-copy.ts";
import { createSampleSubmissionSchema } from "../../app/islands/sample-form/schema.ts";

import type { InquiryContent, InquiryForm } from "./inquiry-api.ts";
import { sentLocationOf } from "./inquiry-pages.ts";
import { invalidSamplePage, sampleFailurePage } from "./sample-pages.ts";

/**
 * POST /api/sample: the film sample request (issue 33), an inquiry of kind
 * "sample" ("S-2611-042"). Same store, outbox, spam checks and rate limit
 * as the contact form (./inquiry-api.ts); this is what differs: its rules,
 * what the firm reads of it, and its pages without JavaScript.
 */

type SampleAccepted = z.output<ReturnType<typeof createSampleSubmissionSchema>>;

/** The firm reads English: the films and grades in the English edition's words. */
const englishProducts = sampleProducts(english);
const catalogue = sampleCatalogue(englishProducts);

const schemas = Object.fromEntries(
  locales.map((locale) => {
    const { t, intl } = getEdition(locale);
    const { messages, form } = t.sampleRequest;
    return [locale, createSampleSubmissionSchema(messages, form.labels, catalogue, intl)];
  }),
) as Record<Locale, ReturnType<typeof createSampleSubmissionSchema>>;

const units = english.sampleRequest.form.units;

/** What the firm reads: the email's subject names the film and grade, the details list the rest. */
export function sampleContent(request: SampleAccepted): InquiryContent {
  const film = englishProducts.find((product) => product.value === request.product);
  const grade = film?.grades.find((entry) => entry.value === request.grade);
  const gradeName = grade?.label ?? "Not sure, advise";
  const number = (value: number | null, unit: string) =>
    value === null ? "(not given)" : `${value} ${unit}`;
  return {
    kind: "sample",
    name: request.name,
    email: request.email,
    phone: request.phone,
    subject: `${film?.label ?? request.product} — ${gradeName}`,
    message: request.application,
    details: [
      ["Product", film?.label ?? request.product],
      ["Grade", gradeName],
      ["Thickness", number(request.thickness, "µm")],
      ["Width", number(request.width, "mm")],
      ["Core", request.core ? `${request.core} in` : "(no preference)"],
      ["Trial quantity", number(request.quantity, units[request.quantityUnit])],
      [
        "Delivery country",
        `${englishCountryName(request.country) ?? request.country} (${request.country})`,
      ],
      ["City or port", request.city],
      ["Company", request.company],
    ],
  };
}

export const sampleRequestForm: InquiryForm<SampleAccepted> = {
  path: apiPaths.sample,
  fields: sampleFields,
  schemas,
  content: sampleContent,
  sentLocation: sentLocationOf(paths.sampleRequest, SAMPLE_SENT_ID),
  invalidPage: invalidSamplePage,
  failurePage: sampleFailurePage,
};
