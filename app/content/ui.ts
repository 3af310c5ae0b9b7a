import { company } from "./company.ts";

/**
 * The small words of the site's frame that belong to no page: the footer's
 * lines, screen-reader suffixes, the WhatsApp button, the server's
 * no-JavaScript pages. `{name}` placeholders keep word order the translator's.
 */
export const ui = {
  /** Added for screen readers to every link that opens another site. */
  newTab: "(opens in a new tab)",
  /** The link after every form's privacy line. */
  privacyLink: "Privacy notice",
  footer: {
    about: "{tagline}, with {experience} of experience in films, inks, adhesives and machinery.",
    contact: "Contact",
    whatsapp: "WhatsApp chat",
    rights: "All rights reserved.",
    serving: "Serving converters and brand owners across the Middle East, Africa and beyond.",
  },
  whatsapp: {
    /** The landmark around the floating button. */
    region: "Quick contact",
    title: "Chat on WhatsApp",
  },
  /**
   * Opening hours (app/lib/hours.ts): the line around the days and times,
   * a run of days, and how a time is written. Day names and digits come from
   * the edition's `Intl`; the line starts with a capital.
   */
  hours: {
    range: "{days} {opens}-{closes}",
    days: "{first} to {last}",
    onTheHour: "{hour}:{minute}",
    time: "{hour}:{minute}",
    /** Under the hours: the office's time zone, as the edition's Intl names it. */
    zone: "All times are {zone}.",
    /** On the contact page, once the script has read the clock: the office's time now. */
    officeNow: "At our office it is now {time} on {day}.",
  },
  /** The partner card's link as screen readers name it; it starts with the visible "Visit website". */
  partnerLink: "Visit website of {name}",
  /** What the social share image shows. */
  shareImageAlt: `${company.name} logo with the line: {tagline}`,
  /** The static hosts' page for unknown paths (scripts/postbuild/static-host-config.ts). */
  notFound: {
    title: "Page not found",
    body: "This page does not exist.",
    /** {name} is the company's name. */
    home: "Go to the {name} home page",
  },
  /** The no-JavaScript pages of the contact form (server/contact/inquiry-pages.ts). */
  serverPages: {
    correct: "Please correct:",
    back: "Back to the contact page",
    tooLarge: "Your browser's Back button takes you back to your message.",
  },
};
