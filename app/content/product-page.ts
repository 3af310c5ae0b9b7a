import type { ProductCallToAction, ProductCategory } from "./products.ts";

/** The fixed wording of the product pages; the products supply the rest. */
export const productPage = {
  categories: {
    films: "Packaging Films",
    chemicals: "Inks, Adhesives & Additives",
  } satisfies Record<ProductCategory, string>,
  overview: "Overview",
  features: "Key Features",
  specifications: "Technical Specifications",
  range: "Product Range",
  applications: "Applications",
  /** The hero's second button jumps to the first card of the sidebar. */
  jumpTo: {
    specifications: "View Specifications",
    range: "View Product Range",
    applications: "View Applications",
  },
  sourcing: "How We Source",
  enquiry: {
    title: "Send Us Your Requirements",
    body: "The grade, quantities and delivery destination help us give you a useful answer quickly.",
  },
  /** Each call to action: the button's label, and the contact form's subject ({product} is the name). */
  calls: {
    samples: { label: "Request Samples", subject: "Sample request: {product}" },
    information: { label: "Request More Information", subject: "Information request: {product}" },
    contact: { label: "Contact Our Team", subject: "Enquiry: {product}" },
  } satisfies Record<ProductCallToAction, { label: string; subject: string }>,
};
