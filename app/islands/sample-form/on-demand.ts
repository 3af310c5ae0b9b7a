import { zodResolver } from "@hookform/resolvers/zod";

import { deliverSubmission } from "../submit/deliver";
import { sampleFields, type SampleCatalogue } from "./fields";
import { createSampleSchema, type SampleLabels, type SampleMessages } from "./schema";

/**
 * What the form needs once the visitor starts on it, not to render: the
 * validation (the rules the server shares, in the page's words) and the
 * delivery. Its own chunk, loaded on the form's first focus, as the contact
 * form's.
 */
export function sampleResolver(
  messages: SampleMessages,
  labels: SampleLabels,
  catalogue: SampleCatalogue,
  intl: string,
) {
  return zodResolver(createSampleSchema(messages, labels, catalogue, intl));
}

export const deliverSample = (
  options: Omit<Parameters<typeof deliverSubmission>[0], "fields" | "form">,
) => deliverSubmission({ ...options, fields: sampleFields, form: "Sample request" });
