import type { Engagement, FeatureCard } from "./types.ts";

/** Copy of the export market development page. */
export const exportDevelopment = {
  hero: {
    eyebrow: "Services",
    title: "Export Market Development",
    lead: "We help packaging manufacturers build profitable export business across the Middle East and Africa.",
  },
  intro: {
    eyebrow: "Middle East & Africa",
    title: "Grow Where the Demand Is",
    paragraphs: [
      "Demand for flexible packaging keeps growing across the Middle East and Africa, but winning it takes more than a price list. Buyers want reliable supply, local follow-up and partners who understand their market.",
      "We open those doors through strategic partnerships with suppliers and first-hand market knowledge, then help you build the channels and the team that keep them open.",
    ],
  },
  services: {
    eyebrow: "What We Do",
    title: "Our Export Services",
    intro:
      "Seven ways we grow your export business, from the first market study to a sales organization that runs on its own.",
    cards: [
      {
        icon: "radar",
        title: "Market Intelligence",
        description:
          "Demand, prices, competitors and trends in your target countries, so you invest where the opportunity is real.",
      },
      {
        icon: "network",
        title: "Channel & Distributor Development",
        description:
          "We identify and introduce the importers, distributors and converters that fit your products and ambitions.",
      },
      {
        icon: "boxes",
        title: "Volume Business for Commodity Products",
        description:
          "Regular volume for commodity films and materials, through buyers with steady, predictable demand.",
      },
      {
        icon: "lightbulb",
        title: "New Product Co-Development",
        description:
          "We bring market feedback to your development team and help launch products made for regional needs.",
      },
      {
        icon: "sliders",
        title: "Export Optimization",
        description:
          "A review of pricing, terms, logistics and product mix that makes your existing exports more profitable.",
      },
      {
        icon: "handshake",
        title: "Distributor & Agent Management",
        description:
          "Targets, regular reviews and day-to-day follow-up keep your distributors and agents active and aligned with your plans.",
      },
      {
        icon: "user-plus",
        title: "Export Team Recruitment",
        description:
          "We help you recruit, onboard and oversee export staff who know the region and the packaging industry.",
      },
    ] satisfies readonly FeatureCard[],
  },
  engagement: {
    eyebrow: "How an Engagement Works",
    title: "From a First Conversation to Steady Export Business",
    intro: "Four steps, whichever markets you target and however far you want us to go with you.",
    steps: [
      {
        title: "A First Conversation",
        description:
          "Your products, your capacity and the markets you have in mind, discussed with no commitment.",
      },
      {
        title: "A Proposal and a Plan",
        description:
          "Target countries, deliverables, milestones and a firm price, agreed in writing before work starts.",
      },
      {
        title: "Work in the Market",
        description:
          "Market studies, visits to importers and converters, introductions and negotiations, on the ground and remotely.",
      },
      {
        title: "Reviews and Follow-Up",
        description:
          "Regular reviews of results against the plan, and support for your distributors and export team as the business grows.",
      },
    ],
    facts: [
      {
        title: "What You Receive",
        body: "Market reports on demand, prices and competitors, a shortlist of qualified distributors and buyers, meeting reports, advice on pricing and terms, and a quarterly review of results.",
      },
      {
        title: "Remote or On Site",
        body: "Research and follow-up are done remotely. Market visits, introductions and distributor meetings take place in the target countries, with your team or on its behalf.",
      },
      {
        title: "How It Is Quoted",
        body: "A fixed price for a market study, and a monthly fee for ongoing market development, each agreed in advance with its scope and duration.",
      },
    ],
  } satisfies Engagement,
  valueBanner: {
    eyebrow: "Strategic Partnerships",
    title: "A Partner in Your Market, Not Just an Intermediary",
    body: "We build long-term partnerships between suppliers and the customers they serve. We measure success by the business you are still doing in a market years after the first shipment.",
  },
  businessValue: {
    title: "Creating Real Business Value",
    body: "Every engagement aims at results you can see in your accounts, not just in a report.",
    outcomes: [
      "New customers in markets you did not reach before",
      "Steady volume that keeps your lines running",
      "Distribution you know, manage and can build on",
      "An export team that grows with the business",
    ],
    prompt:
      "Tell us about your products and the markets you want to reach, and we will show you where to start.",
    action: "Start Growing Your Exports",
    /** The contact form's subject when this call to action opens it. */
    subject: "Export development inquiry",
  },
};
