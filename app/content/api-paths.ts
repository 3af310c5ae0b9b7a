/**
 * The production server's API (server/): the forms and the editor call
 * these paths, and the server answers at them. Everything under `prefix`
 * is the server's, never a page.
 */
export const apiPaths = {
  prefix: "/api",
  contact: "/api/contact",
  offers: "/api/offers",
  cms: "/api/cms",
} as const;
