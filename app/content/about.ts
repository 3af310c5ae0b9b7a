import { company } from "./company.ts";
import { paths } from "./paths.ts";
import type { FeatureCard } from "./types.ts";

/** Copy of the about page. */
export const about = {
  hero: {
    eyebrow: "About Us",
    title: "Leading the Future of Packaging, Worldwide",
    lead: `A consulting and trading partner for flexible packaging, with ${company.experience} of experience in sourcing, export growth, technical advisory and machinery.`,
  },
  solutions: {
    eyebrow: "What We Do",
    title: "The Solutions We Deliver",
    intro:
      "Four ways we help film producers, converters and brand owners buy, sell, make and equip better.",
    cards: [
      {
        icon: "scan-search",
        title: "Smart Sourcing and Global Procurement",
        description:
          "Qualified suppliers of films, inks, adhesives and masterbatch, negotiated terms and monitored production, run through our nine-step sourcing procedure.",
        link: { label: "Explore procurement", to: paths.productProcurement },
      },
      {
        icon: "trending-up",
        title: "Business Growth and Global Reach",
        description:
          "Market intelligence, distributors, agents and export teams that open the Middle East and Africa to your products.",
        link: { label: "Explore export development", to: paths.exportDevelopment },
      },
      {
        icon: "flask",
        title: "Technical Services and Process Advisory",
        description:
          "Product development, process optimization, testing and compliance support from specialists in extrusion, printing and lamination.",
        link: { label: "Explore technical services", to: paths.technicalDivision },
      },
      {
        icon: "factory",
        title: "Used and New Machinery: Buy, Sell, Upgrade, Support",
        description:
          "Film lines, presses, laminators and slitters bought, sold, relocated, upgraded and maintained, and new machinery supplied.",
        link: { label: "Explore the machinery division", to: paths.machineryDivision },
      },
    ] satisfies readonly FeatureCard[],
  },
  experience: {
    eyebrow: "Our Experience",
    title: "Experience You Can Build On",
    paragraphs: [
      `For ${company.experience} we have worked across the flexible packaging chain: film production, printing, lamination and converting, and the trade in films and chemicals that connects them.`,
      "That experience shapes how we work. We qualify suppliers the way a converter would, plan exports around how distributors actually buy, and give technical advice that holds up on a running line.",
    ],
    areasTitle: "Where our expertise lies",
    areas: [
      "BOPP, CPP, PET and high barrier films",
      "Printing inks, ink binders and lamination adhesives",
      "Masterbatch for film extrusion",
      "Printing, lamination, metallizing and slitting",
      "Export trade in the Middle East and Africa",
      "Used and new packaging machinery",
    ],
    /** The figure comes from company.experienceYears; this is its caption. */
    /** The large figure above the caption: "15+". */
    statFigure: "{years}+",
    statCaption: "years of expertise in flexible packaging",
  },
  closing: {
    title: "Let's Work Together",
    body: "Whether you are sourcing materials, entering a new market or upgrading a line, we would like to hear about it.",
    action: "Contact Us",
  },
};
