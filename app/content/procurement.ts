import { paths } from "./paths.ts";
import type { FeatureCard, Step } from "./types.ts";

/**
 * Copy of the product procurement page (shown at /services and
 * /services/product-procurement).
 */
const procurementCopy = {
  hero: {
    eyebrow: "Services",
    title: "Product Procurement",
    lead: "A structured nine-step sourcing procedure that finds, qualifies and manages the right suppliers for your films, inks and adhesives.",
    action: "Discuss Your Requirements",
  },
  steps: {
    eyebrow: "How We Work",
    title: "Our Sourcing Procedure",
    intro:
      "Nine steps take every sourcing project from your first brief to a supplier relationship that keeps delivering.",
  },
  exportBlock: {
    eyebrow: "Middle East & Africa",
    title: "Export Market Development",
    intro:
      "For manufacturers who want to sell into the Middle East and Africa, we build the market knowledge, the channels and the team to do it.",
    link: { label: "Explore Export Development", to: paths.exportDevelopment },
  },
  value: {
    eyebrow: "The Result",
    title: "How Our Sourcing Creates Value",
    cards: [
      {
        icon: "coins",
        title: "Competitive Total Cost",
        description:
          "A wider base of qualified suppliers and well-prepared negotiation lower what you pay for materials, freight and rework.",
      },
      {
        icon: "shield-check",
        title: "Secure, Consistent Supply",
        description:
          "Qualified, monitored suppliers and contracts with clear quality terms reduce the risk of late or off-spec material.",
      },
      {
        icon: "timer",
        title: "Time Back for Your Team",
        description:
          "One partner handles the search, samples, contracts and shipping, so your team can focus on production and customers.",
      },
    ] satisfies readonly FeatureCard[],
  },
  closing: {
    title: "Have a Material to Source?",
    body: "Send us the specification and the volumes you need, and we will start with an initial consultation.",
    action: "Get In Touch",
  },
};

/** The sourcing procedure, in the order of the specification. */
const sourcingSteps = [
  {
    title: "Initial Consultation",
    description:
      "We learn your product, specifications, volumes, target price and timelines, and agree what a good result looks like.",
  },
  {
    title: "Supplier Identification",
    description:
      "We map the producers that can meet your specification, drawing on our network and on market research.",
  },
  {
    title: "Supplier Qualification",
    description:
      "We assess capability, capacity, quality systems and export experience, and shortlist the suppliers that fit.",
  },
  {
    title: "Sample Dispatch & Confirmation",
    description:
      "Shortlisted suppliers send samples, we coordinate trials on your lines, and the material is confirmed before any order.",
  },
  {
    title: "Negotiation & Contracting",
    description:
      "We negotiate price, payment and delivery terms, and write specifications and quality clauses into the contract.",
  },
  {
    title: "Production Monitoring",
    description:
      "We follow your order through production and check that quality and schedule stay on track.",
  },
  {
    title: "Logistics & Documentation Support",
    description:
      "We coordinate shipping and prepare or check the export and import documents your consignment needs.",
  },
  {
    title: "Supplier Performance Management",
    description:
      "We review quality, delivery and service against the agreed standards and resolve issues with the supplier.",
  },
  {
    title: "Market Insight & Advisory",
    description:
      "We keep you informed on raw material prices, capacity and new products, so you can plan purchases with confidence.",
  },
] satisfies readonly Step[];

/** The export services offered to manufacturers selling into the Middle East and Africa. */
const exportServices = [
  "Market intelligence and trend analysis",
  "Access to high-potential markets",
  "Channel development and distribution partnerships",
  "Volume business support for commodity products",
  "Support for new product development",
  "Export business optimization",
  "Distributor and agent management",
  "Export team recruitment and oversight",
];

/** The product-procurement page, in English: its copy, the sourcing steps and the export services. */
export const procurement = { page: procurementCopy, steps: sourcingSteps, exportServices };
