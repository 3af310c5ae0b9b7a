/**
 * The production server's API (server/): the forms and the editor call
 * these paths, and the server answers at them. Everything under `prefix`
 * is the server's, never a page.
 */
export const apiPaths = {
  prefix: "/api",
  contact: "/api/contact",
  /** The film sample request (app/islands/sample-form, server/contact). */
  sample: "/api/sample",
  /** A call request (app/islands/call-form/). */
  call: "/api/call",
  offers: "/api/offers",
  cms: "/api/cms",
  /** The machine alerts: the form (GET), a subscription (POST), and the links of their emails below. */
  alerts: "/api/alerts",
  alertConfirm: "/api/alerts/confirm",
  alertUnsubscribe: "/api/alerts/unsubscribe",
} as const;
