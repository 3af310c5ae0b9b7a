import { company } from "./company.ts";
import type { LegalSection } from "./types.ts";

/**
 * The legal notice ("mentions légales"), in English. The publisher's facts
 * come from company.json, which holds no registration numbers: the text
 * needs none. In the text, {email} is the firm's address as a link and
 * {privacy} the link to the privacy notice (app/templates/legal-page.tsx).
 */
const legalSections: LegalSection[] = [
  {
    title: "Hosting",
    paragraphs: [
      "The website, its forms and what is sent through them are hosted on a server run by the publisher, reachable at the address above. Emails are sent through the publisher's email provider.",
    ],
  },
  {
    title: "Intellectual property",
    paragraphs: [
      `The texts, illustrations, logo and design of this website belong to ${company.name} or are used with their owners' permission, and so do the photos of machines. Manufacturers' names and trademarks belong to their owners and are used only to describe their machines.`,
      "You may not copy or reuse any part of the website without our written permission, except short quotations that name their source. The site's typeface, Inter, is used under the SIL Open Font License.",
    ],
  },
  {
    title: "Information on this website",
    paragraphs: [
      "We take care that what this website says is accurate and up to date. Specifications, availability and prices of films, chemicals and machines are given for information and may change: only our written quotation or contract commits us.",
    ],
  },
  {
    title: "Links to other websites",
    paragraphs: [
      "The website links to WhatsApp, to YouTube and to our partner's website. We are not responsible for their content or for how they handle your data.",
    ],
  },
  {
    title: "Personal data",
    paragraphs: [
      "What we do with the details you send through our forms, how long we keep them and how to have them corrected or deleted is set out in our {privacy}.",
    ],
  },
  {
    title: "Contact",
    paragraphs: ["For any question about this website, write to us at {email}."],
  },
];

export const legal = {
  hero: {
    eyebrow: "Legal",
    title: "Legal Notice",
    lead: "Who publishes this website, where it is hosted, and the rules for using its content.",
  },
  updated: "Last updated: 28 November 2026",
  publisher: {
    title: "Publisher",
    intro: `This website is published by ${company.legalName}.`,
    address: "Address",
    phone: "Phone",
    email: "Email",
    /** No name is in company.json: the sentence names the firm's management. */
    responsible: `Publication is the responsibility of the management of ${company.legalName}.`,
  },
  sections: legalSections,
  /** The words of the link the text names {privacy}. */
  links: {
    privacy: "privacy notice",
  },
};
