import { zodResolver } from "@hookform/resolvers/zod";

import { createContactSchema, type ContactLabels, type ContactMessages } from "./schema";

/**
 * What the form needs once the visitor starts on it, not to render: the
 * validation (the rules the server shares, in the page's words, through
 * react-hook-form's zod resolver) and the delivery. Its own chunk, loaded on
 * the form's first focus (`loadOnDemand` in contact-form.tsx), so hydrating
 * the contact page does not download or parse it.
 */
export function contactResolver(messages: ContactMessages, labels: ContactLabels, intl: string) {
  return zodResolver(createContactSchema(messages, labels, intl));
}

export { deliver } from "./deliver";
