import type { PluralText } from "../lib/text.ts";

/**
 * The machine alerts (server/alerts/): the form a buyer leaves a search
 * with, the pages the links of its emails open, and the emails. The server
 * writes them in the subscriber's language; every string here is text.
 */
export const machineAlerts = {
  form: {
    title: "Get an email when a matching machine is listed",
    intro:
      "Leave your search and we will email you when a used machine that matches it is listed, or when a reserved one becomes available again. We send nothing before you confirm your address.",
    criteria: "Your search",
    labels: {
      email: "Your email",
      type: "Machine type",
      from: "Built from",
      to: "Built up to",
      country: "Country where the machine is",
      q: "Words to look for",
      lang: "Language of the emails",
    },
    qHint: "A maker, a model or a reference, for example “Bobst” or “FP-1042”.",
    anyType: "Any type",
    anyYear: "Any year",
    anyCountry: "Any country",
    consent:
      "I agree that FlexPack keeps my email address and this search to send me these alerts. Every email has a link to unsubscribe at once.",
    submit: "Create my alert",
    honeypot: "Leave this field empty",
  },
  errors: {
    summary: "Please correct:",
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address, like name@company.com.",
    type: "Please choose a machine type from the list.",
    year: "Please choose a year from the list.",
    years: "“Built from” is later than “Built up to”: please swap the years.",
    country: "Please choose a country from the list.",
    q: "Please use at most 100 characters.",
    lang: "Please choose a language from the list.",
    consent: "Please tick the box to agree, or we cannot send you alerts.",
    unknownField: "This form has no field named “{field}”.",
    repeated: "Please give one value only.",
    unreadable: "The request could not be read. Please use the form on our website.",
    rateLimited: "Too many requests from your connection. Please try again in an hour.",
    server: "Something went wrong on our side. Please try again in a moment.",
  },
  sent: {
    title: "Check your inbox",
    body: "If this address can receive our alerts, we have just sent it a link to confirm. Nothing else is sent until the link is opened, and it expires in 7 days.",
    spam: "No email after a few minutes? Look in your spam folder.",
  },
  confirmed: {
    title: "Your alert is on",
    body: "We will email you when a machine matching this search is listed: {search}.",
    unsubscribe: "Every email has a link to unsubscribe.",
  },
  expired: {
    title: "This link has expired",
    body: "An alert that is not confirmed within 7 days is deleted, with the address. Create it again to get a new link.",
  },
  invalid: {
    title: "This link is not valid",
    body: "Please open the whole link from the email, or create the alert again.",
  },
  unsubscribed: {
    title: "You are unsubscribed",
    body: "We have deleted this alert: you will get no more emails for it. We keep your address only for your other alerts, if you have any.",
    again: "Subscribe again to this search",
    /** After the unsubscribe link of an email about several searches. */
    bodySeveral:
      "We have deleted these alerts: you will get no more emails for them. We keep your address only for your other alerts, if you have any.",
    againSeveral: "Subscribe again to one of these searches:",
  },
  /** The search in words when nothing narrows it. */
  anyMachine: "any machine",
  /** Under every page: back to the catalogue. */
  back: "Back to the used equipment",
  newAlert: "Create an alert",
  email: {
    greeting: "Hello,",
    /** {company}: the firm's name. */
    signature: "The {company} team",
    confirm: {
      subject: "Please confirm your machine alert",
      intro:
        "You asked us, or someone gave your address, to email you when a used machine matching this search is listed:",
      action: "To confirm the alert, open this link within 7 days:",
      ignore:
        "If you did not ask for it, ignore this email: the request and your address are deleted after 7 days, and we will not write again.",
    },
    alert: {
      subject: "A machine for your alert: {name} ({reference})",
      intro: "A machine that matches your search is available:",
    },
    digest: {
      subject: {
        one: "{count} machine for your alert",
        other: "{count} machines for your alert",
      } as PluralText,
      intro: "Machines that match your search are available:",
    },
    /** The email of one build for a subscriber with several searches: each machine once. */
    searches: {
      subject: {
        one: "{count} machine for your alerts",
        other: "{count} machines for your alerts",
      } as PluralText,
      intro: {
        one: "A machine that matches your searches is available:",
        other: "Machines that match your searches are available:",
      } as PluralText,
      /** Above the machines that one search found. */
      forSearch: "For your search: {search}",
      /** Above the machines that several searches found; each search follows on a line. */
      forSearches: "For your searches:",
      why: "You get this email because you asked for alerts for these searches. To stop one, open its link:",
      unsubscribe: "Unsubscribe from all these alerts:",
    },
    reference: "Reference",
    photo: "Photo",
    page: "See the machine",
    why: "You get this email because you asked for alerts for this search: {search}.",
    unsubscribe: "Unsubscribe from this alert:",
  },
};
