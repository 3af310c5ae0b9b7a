import { zodResolver } from "@hookform/resolvers/zod";

import { contactSchema } from "./schema";

/**
 * What the form needs once the visitor starts on it, not to render: the
 * validation (the schema the server shares, through react-hook-form's zod
 * resolver) and the delivery. Its own chunk, loaded on the form's first
 * focus (`loadOnDemand` in contact-form.tsx), so hydrating the contact page
 * does not download or parse it.
 */
export const contactResolver = zodResolver(contactSchema);

export { deliver } from "./submit";
