import type { FeatureCard } from "./types.ts";

/** Copy of the machinery division page. */
export const machineryDivision = {
  hero: {
    eyebrow: "Machinery",
    title: "Machinery Division",
    lead: "Used and new machinery for film production, printing, lamination and converting, bought, sold, commissioned and maintained.",
    action: "Explore Used Equipment",
  },
  expertise: {
    eyebrow: "What We Do",
    title: "Our Expertise",
    intro:
      "From a single machine to a complete plant, we take care of every stage of the equipment's working life.",
    cards: [
      {
        icon: "coins",
        title: "Buying Used Equipment and Plants",
        description:
          "We buy single machines and complete production plants from film producers and converters that are upgrading or consolidating.",
      },
      {
        icon: "handshake",
        title: "Selling Used Equipment and Plants",
        description:
          "We offer inspected machines and complete lines to buyers worldwide, with clear information on their condition and history.",
      },
      {
        icon: "truck",
        title: "Dismantling and Relocation",
        description:
          "Our engineers document, dismantle, pack and ship machinery so it can be reinstalled at its new site without surprises.",
      },
      {
        icon: "wrench",
        title: "Commissioning and Maintenance",
        description:
          "We install and commission equipment at its new home and maintain it through its working life.",
      },
      {
        icon: "package-check",
        title: "New Machinery Supply",
        description:
          "When new equipment is the better investment, we source it from suitable manufacturers and manage the project.",
      },
    ] satisfies readonly FeatureCard[],
  },
  machineTypes: {
    eyebrow: "Equipment",
    title: "Machinery We Handle",
    intro: "Our work covers the main machinery of flexible packaging production and converting.",
    items: [
      "BOPET, BOPP and CPP film plants",
      "Metallizing, coating and holography equipment",
      "Flexographic and gravure printing presses",
      "Extrusion coating and lamination lines",
      "Slitting and rewinding machines",
    ],
  },
  advantages: {
    eyebrow: "Why Us",
    title: "The Advantages of Working With Us",
    cards: [
      {
        icon: "coins",
        title: "Reduced Total Cost of Ownership",
        description:
          "A well-chosen used machine costs less than new and is available sooner; we help you weigh the full cost, from purchase to start-up.",
      },
      {
        icon: "earth",
        title: "Global Logistics and Engineering Support",
        description:
          "We coordinate dismantling, packing, shipping and installation across borders, with engineering support at both ends.",
      },
      {
        icon: "sliders",
        title: "Custom Upgrades",
        description:
          "Drives, controls, automation and safety systems upgraded to suit your products and current standards.",
      },
      {
        icon: "badge-check",
        title: "Certified Inspections and Pre-Sale Diagnostics",
        description:
          "Every machine is inspected and tested before sale, so you know its condition before you commit.",
      },
    ] satisfies readonly FeatureCard[],
  },
  closing: {
    title: "Buying or Selling Machinery?",
    body: "Tell us which machine you need or which equipment you want to sell, and we will take it from there.",
    contact: "Contact Us",
    sell: "Sell Your Equipment",
  },
};
