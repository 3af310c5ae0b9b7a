import type { Engagement, FeatureCard } from "./types.ts";

/** Copy of the technical division page. */
export const technicalDivision = {
  hero: {
    eyebrow: "Services",
    title: "Technical Division",
    lead: "Hands-on technical and process advisory for film producers and flexible packaging converters, from the lab bench to the production line.",
    action: "Talk to our technical team today",
    /** The contact form's subject when this page's calls to action open it. */
    subject: "Technical advisory request",
  },
  services: {
    eyebrow: "What We Do",
    title: "Our Technical Services",
    intro:
      "Specialist support wherever your products or processes need it, delivered on site, in your lab or remotely.",
    cards: [
      {
        icon: "lightbulb",
        title: "Product Development & Innovation",
        description:
          "New films, structures and laminates developed to your performance, cost and recyclability targets, from concept to production trial.",
      },
      {
        icon: "gauge",
        title: "Process Optimization",
        description:
          "Line audits and parameter reviews in extrusion, printing, lamination and slitting that cut waste and downtime.",
      },
      {
        icon: "microscope",
        title: "Quality & Testing Support",
        description:
          "Test methods, specifications and root-cause analysis that catch problems before they reach your customer.",
      },
      {
        icon: "shield-check",
        title: "Regulatory & Compliance Guidance",
        description:
          "Guidance on food-contact and packaging regulations in your target markets, and on the documents they require.",
      },
      {
        icon: "graduation-cap",
        title: "Capability Building",
        description:
          "Training and coaching that leave your operators, technicians and quality staff able to solve problems on their own.",
      },
    ] satisfies readonly FeatureCard[],
  },
  filmSolutions: {
    eyebrow: "Film Solutions",
    title: "Solutions for Film Producers and Converters",
    intro: "Four areas of support, each tailored to your plant, your products and your people.",
    cards: [
      {
        icon: "flask",
        title: "Product Development & Technology Transfer",
        items: [
          "New film grades and multilayer structures",
          "Raw material and additive selection",
          "Scale-up from trial to full production",
          "Transfer of proven recipes and process know-how",
        ],
      },
      {
        icon: "sliders",
        title: "Process Optimization",
        items: [
          "Extrusion, orientation and winding settings",
          "Less waste, higher yield, faster changeovers",
          "Energy and raw material efficiency",
          "Troubleshooting of recurring defects",
        ],
      },
      {
        icon: "badge-check",
        title: "Testing & Quality Systems",
        items: [
          "Laboratory setup and test methods",
          "Incoming material and in-process checks",
          "Finished film specifications",
          "Complaint handling and root-cause analysis",
        ],
      },
      {
        icon: "graduation-cap",
        title: "Training & Knowledge Transfer",
        items: [
          "Operator and technician training",
          "Hands-on sessions on your own lines",
          "Process documentation and standard procedures",
          "Coaching for production and quality teams",
        ],
      },
    ] satisfies readonly FeatureCard[],
  },
  engagement: {
    eyebrow: "How an Engagement Works",
    title: "From a First Call to Results on Your Line",
    intro:
      "Every engagement follows the same four steps, from a one-day line audit to a development program that runs for a year.",
    steps: [
      {
        title: "A First Call",
        description:
          "A short call, with no commitment, to understand your product, your process and what success means for you.",
      },
      {
        title: "A Written Proposal",
        description:
          "The scope, the deliverables, the specialists involved, the timing and a firm price, agreed before any work starts.",
      },
      {
        title: "The Work, On Site and Remote",
        description:
          "Audits, trials and training at your plant or in your lab, with remote follow-up between visits so progress does not stall.",
      },
      {
        title: "Report and Follow-Up",
        description:
          "A written report with measured results and an action plan, then a review a few weeks later to check that the gains hold.",
      },
    ],
    facts: [
      {
        title: "What You Receive",
        body: "Audit reports with measured data, process parameter sheets, trial plans and results, specifications, and operating procedures and training material for your teams.",
      },
      {
        title: "Remote or On Site",
        body: "A diagnosis often starts remotely, from your data and samples. Trials, audits and training take place on your own lines, wherever your plant is.",
      },
      {
        title: "How It Is Quoted",
        body: "A fixed price for a defined project, or a day rate for open-ended support. Travel and accommodation are charged at cost and agreed in advance.",
      },
    ],
  } satisfies Engagement,
  closing: {
    title: "Have a Technical Challenge?",
    body: "Describe the product or process issue you are facing, and our specialists will tell you how we can help.",
    action: "Contact Us",
  },
};
