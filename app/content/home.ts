import { capitalize } from "../lib/text.ts";

import { company } from "./company.ts";
import { paths } from "./paths.ts";
import type { FeatureCard } from "./types.ts";

/** Copy of the home page. The partner's name, text and address come from company.ts. */
export const home = {
  hero: {
    title: "Premium Flexible Packaging Solutions",
    lead: "Procurement, export development and technical advisory for film producers, converters and brand owners, with packaging films, inks, adhesives and machinery from one partner.",
    contact: "Get In Touch",
    services: "Our Services",
  },
  partner: {
    eyebrow: "Trusted Partner",
    visit: "Visit website",
  },
  whoWeAre: {
    title: "Who We Are",
    paragraphs: [
      `${company.name} is a consulting and trading firm for the flexible packaging industry. We work alongside film producers, converters and brand owners to buy better, sell into new markets and run their lines more efficiently.`,
      "Our focus is the Middle East and Africa. We pair a network of suppliers, distributors and agents with hands-on process knowledge, so advice on paper also works on the production floor.",
    ],
    highlights: [
      `${capitalize(company.experience)} in flexible packaging`,
      "Focused on the Middle East and Africa",
      "Films, inks, adhesives and machinery from one partner",
      "Process know-how from extrusion to lamination",
    ],
    more: { label: "More About Us", to: paths.about },
  },
  coreServices: {
    eyebrow: "What We Do",
    title: "Our Core Services",
    intro:
      "Three service lines that cover a packaging business from raw material to market, each led by people who know the industry.",
    cards: [
      {
        icon: "scan-search",
        title: "Procurement & Strategic Sourcing",
        description:
          "We find, qualify and manage suppliers of films, inks, adhesives and masterbatch, from your first brief to goods delivered at your door.",
        link: { label: "Explore procurement", to: paths.productProcurement },
      },
      {
        icon: "trending-up",
        title: "Export Market Development",
        description:
          "We help manufacturers build distributors, agents and steady volume business across the Middle East and Africa.",
        link: { label: "Explore export development", to: paths.exportDevelopment },
      },
      {
        icon: "flask",
        title: "Technical & Process Advisory",
        description:
          "Our specialists support product development, process optimization, testing and compliance for film and converting lines.",
        link: { label: "Explore technical services", to: paths.technicalDivision },
      },
    ] satisfies readonly FeatureCard[],
  },
  equipment: {
    eyebrow: "Machinery Division",
    title: "Advanced Equipment & Automation Services",
    body: "We buy, sell, dismantle, commission and maintain used film and converting equipment, from a single slitter to a complete plant, and supply new machinery when that is the better investment.",
    points: [
      "BOPP, CPP and BOPET film lines",
      "Printing presses, laminators and metallizers",
      "Slitting and rewinding machines",
      "Inspection, relocation, upgrades and commissioning",
    ],
    // The spec's label, completed for screen readers and search engines:
    // "Learn More" alone does not say where the link goes.
    learnMore: { label: "Learn More", context: "about our machinery division" },
  },
  edge: {
    eyebrow: "Our Edge",
    title: "Why Work With Us",
    cards: [
      {
        icon: "award",
        title: "Packaging Specialists",
        description: `We work only in flexible packaging. With ${company.experience} in films, inks and adhesives, we speak the language of your production and purchasing teams.`,
      },
      {
        icon: "earth",
        title: "Regional Market Access",
        description:
          "Working relationships with converters, distributors and agents across the Middle East and Africa shorten the path to new customers and suppliers.",
      },
      {
        icon: "workflow",
        title: "One Partner, End to End",
        description:
          "Sourcing, export growth, technical support and machinery under one roof: one point of contact from raw material to a running line.",
      },
    ] satisfies readonly FeatureCard[],
  },
  closing: {
    title: "Ready to Discuss Your Next Project?",
    body: "Tell us what you want to source, where you want to sell, or which line you want to improve, and we will come back with a clear next step.",
    action: "Let's Talk",
  },
};
