import { company } from "../app/content/company.ts";
import { paths } from "../app/content/paths.ts";
import { contactWithSubject } from "../app/i18n/links.ts";

import { expect, gotoReady, once, test, type Locator, type Page } from "./fixtures.ts";

/*
 * The six company pages: their outline, the lists the specification fixes,
 * and where every call to action leads. The expected lists are written out
 * from the specification, so a drift in the content fails here.
 */

const main = (page: Page) => page.getByRole("main");
const region = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true });
const cardTitles = (scope: Locator) => scope.getByRole("heading", { level: 3 });
const h2s = (page: Page) => main(page).getByRole("heading", { level: 2 });

/** Clicks a link and checks the page it lands on (pathname, with any query). */
async function expectLandsOn(link: Locator, path: string) {
  const page = link.page();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(page.locator("h1")).toBeVisible();
}

test.describe("home", () => {
  test("shows the hero, the partner card and the sections in order", async ({ page }) => {
    await gotoReady(page, paths.home);
    await expect(page.locator("h1")).toHaveText("Premium Flexible Packaging Solutions");
    await expect(h2s(page)).toHaveText([
      company.partner.name,
      "Who We Are",
      "Our Core Services",
      "Advanced Equipment & Automation Services",
      "Why Work With Us",
      "Ready to Discuss Your Next Project?",
    ]);
    await expect(cardTitles(region(page, "Our Core Services"))).toHaveCount(3);
    await expect(cardTitles(region(page, "Why Work With Us"))).toHaveCount(3);
    await expect(region(page, "Who We Are")).toContainText(new RegExp(company.experience, "i"));
  });

  test("the partner card opens the partner's site in a new tab, safely", async ({ page }) => {
    await gotoReady(page, paths.home);
    const partner = region(page, company.partner.name);
    await expect(partner).toContainText(company.partner.description);
    const link = partner.getByRole("link", { name: /^Visit website of .*\(opens in a new tab\)$/ });
    await expect(link).toHaveAttribute("href", company.partner.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  const homeLinks: [name: string, path: string][] = [
    ["Get In Touch", paths.contact],
    ["Our Services", paths.services],
    ["Explore procurement", paths.productProcurement],
    ["Explore export development", paths.exportDevelopment],
    ["Explore technical services", paths.technicalDivision],
    ["More About Us", paths.about],
    ["Let's Talk", paths.contact],
  ];
  for (const [name, path] of homeLinks) {
    test(`'${name}' leads to ${path}`, once, async ({ page }) => {
      await gotoReady(page, paths.home);
      await expectLandsOn(main(page).getByRole("link", { name, exact: true }), path);
    });
  }

  test("'Learn More' goes straight to the machinery division, without a redirect", async ({
    page,
  }) => {
    await gotoReady(page, paths.home);
    const learnMore = region(page, "Advanced Equipment & Automation Services").getByRole("link", {
      name: "Learn More",
    });
    await expect(learnMore).toHaveAttribute("href", paths.machineryDivision);
    await expectLandsOn(learnMore, paths.machineryDivision);
  });
});

test.describe("about", () => {
  test("shows the header with its image, the four solutions and the experience", async ({
    page,
  }) => {
    await gotoReady(page, paths.about);
    await expect(page.locator("h1")).toHaveText("Leading the Future of Packaging, Worldwide");
    // Written into the HTML, so it paints with the text; its 4:3 box is known
    // before any styles apply, so it shifts nothing.
    const illustration = page.locator("main svg[viewBox='0 0 560 420']").first();
    await expect(illustration).toBeVisible();
    await expect(illustration).toHaveAttribute("aria-hidden", "true");
    const box = (await illustration.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(560 / 420, 2);

    await expect(cardTitles(region(page, "The Solutions We Deliver"))).toHaveText([
      "Smart Sourcing and Global Procurement",
      "Business Growth and Global Reach",
      "Technical Services and Process Advisory",
      "Used and New Machinery: Buy, Sell, Upgrade, Support",
    ]);
    const experience = region(page, "Experience You Can Build On");
    await expect(experience).toContainText(`For ${company.experience}`);
    await expect(experience).toContainText(`${company.experienceYears}+`);
  });

  const aboutLinks: [name: string, path: string][] = [
    ["Explore procurement", paths.productProcurement],
    ["Explore export development", paths.exportDevelopment],
    ["Explore technical services", paths.technicalDivision],
    ["Explore the machinery division", paths.machineryDivision],
    ["Contact Us", paths.contact],
  ];
  for (const [name, path] of aboutLinks) {
    test(`'${name}' leads to ${path}`, once, async ({ page }) => {
      await gotoReady(page, paths.about);
      await expectLandsOn(main(page).getByRole("link", { name, exact: true }), path);
    });
  }
});

const SOURCING_STEPS = [
  "Initial Consultation",
  "Supplier Identification",
  "Supplier Qualification",
  "Sample Dispatch & Confirmation",
  "Negotiation & Contracting",
  "Production Monitoring",
  "Logistics & Documentation Support",
  "Supplier Performance Management",
  "Market Insight & Advisory",
];

const EXPORT_SERVICES = [
  "Market intelligence and trend analysis",
  "Access to high-potential markets",
  "Channel development and distribution partnerships",
  "Volume business support for commodity products",
  "Support for new product development",
  "Export business optimization",
  "Distributor and agent management",
  "Export team recruitment and oversight",
];

for (const path of [paths.services, paths.productProcurement]) {
  test.describe(`product procurement at ${path}`, () => {
    test("lists the nine sourcing steps in order, as an ordered list", once, async ({ page }) => {
      await gotoReady(page, path);
      await expect(page.locator("h1")).toHaveText("Product Procurement");
      const procedure = region(page, "Our Sourcing Procedure");
      const steps = procedure.locator("ol > li");
      await expect(steps).toHaveCount(9);
      await expect(steps.getByRole("heading", { level: 3 })).toHaveText(SOURCING_STEPS);
      // Each step has its description.
      for (const step of await steps.all()) {
        await expect(step.locator("p")).toHaveText(/\w.{40,}\./);
      }
    });

    test("lists the eight export services and the value it creates", once, async ({ page }) => {
      await gotoReady(page, path);
      const exportBlock = region(page, "Export Market Development");
      await expect(exportBlock).toContainText("Middle East and Africa");
      await expect(exportBlock.getByRole("listitem")).toHaveText(EXPORT_SERVICES);
      await expect(cardTitles(region(page, "How Our Sourcing Creates Value"))).toHaveCount(3);
    });

    test("links to export development and to the contact page", once, async ({ page }) => {
      await gotoReady(page, path);
      await expectLandsOn(
        main(page).getByRole("link", { name: "Explore Export Development" }),
        paths.exportDevelopment,
      );
      for (const name of ["Discuss Your Requirements", "Get In Touch"]) {
        await gotoReady(page, path);
        await expectLandsOn(main(page).getByRole("link", { name }), paths.contact);
      }
    });
  });
}

test.describe("export market development", () => {
  test("shows the intro, seven service cards, how an engagement works, the value banner and no testimonials", async ({
    page,
  }) => {
    await gotoReady(page, paths.exportDevelopment);
    await expect(page.locator("h1")).toHaveText("Export Market Development");
    await expect(h2s(page)).toHaveText([
      "Grow Where the Demand Is",
      "Our Export Services",
      "From a First Conversation to Steady Export Business",
      "A Partner in Your Market, Not Just an Intermediary",
      "Creating Real Business Value",
    ]);
    await expect(cardTitles(region(page, "Our Export Services"))).toHaveText([
      "Market Intelligence",
      "Channel & Distributor Development",
      "Volume Business for Commodity Products",
      "New Product Co-Development",
      "Export Optimization",
      "Distributor & Agent Management",
      "Export Team Recruitment",
    ]);
    // The testimonial list is empty, so nothing of it is rendered.
    await expect(page.getByRole("region", { name: "What Our Partners Say" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /testimonial/i })).toHaveCount(0);
    await expect(page.locator("blockquote")).toHaveCount(0);
  });

  test(
    "'Start Growing Your Exports' opens the contact form with its subject",
    once,
    async ({ page }) => {
      await gotoReady(page, paths.exportDevelopment);
      await expectLandsOn(
        region(page, "Creating Real Business Value").getByRole("link", {
          name: "Start Growing Your Exports",
        }),
        contactWithSubject("Export development inquiry"),
      );
      await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue(
        "Export development inquiry",
      );
    },
  );
});

test.describe("technical division", () => {
  test("shows the five services and the four film solutions with their points", async ({
    page,
  }) => {
    await gotoReady(page, paths.technicalDivision);
    await expect(page.locator("h1")).toHaveText("Technical Division");
    await expect(cardTitles(region(page, "Our Technical Services"))).toHaveText([
      "Product Development & Innovation",
      "Process Optimization",
      "Quality & Testing Support",
      "Regulatory & Compliance Guidance",
      "Capability Building",
    ]);
    const solutions = region(page, "Solutions for Film Producers and Converters");
    const titles = [
      "Product Development & Technology Transfer",
      "Process Optimization",
      "Testing & Quality Systems",
      "Training & Knowledge Transfer",
    ];
    await expect(cardTitles(solutions)).toHaveText(titles);
    for (const title of titles) {
      const card = solutions
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(card.getByRole("list").getByRole("listitem")).toHaveCount(4);
    }
    // How an engagement works: the steps in order, then what, where and how it is quoted.
    const engagement = region(page, "From a First Call to Results on Your Line");
    await expect(engagement.getByRole("listitem").getByRole("heading")).toHaveText([
      "A First Call",
      "A Written Proposal",
      "The Work, On Site and Remote",
      "Report and Follow-Up",
    ]);
    await expect(engagement.getByRole("term")).toHaveText([
      "What You Receive",
      "Remote or On Site",
      "How It Is Quoted",
    ]);
  });

  for (const name of ["Talk to our technical team today", "Contact Us"]) {
    test(`'${name}' opens the contact form with its subject`, once, async ({ page }) => {
      await gotoReady(page, paths.technicalDivision);
      await expectLandsOn(
        main(page).getByRole("link", { name, exact: true }),
        contactWithSubject("Technical advisory request"),
      );
      await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue(
        "Technical advisory request",
      );
    });
  }
});

test.describe("machinery division", () => {
  test("shows the five expertise items, the five machine types and four advantages", async ({
    page,
  }) => {
    await gotoReady(page, paths.machineryDivision);
    await expect(page.locator("h1")).toHaveText("Machinery Division");
    await expect(cardTitles(region(page, "Our Expertise"))).toHaveCount(5);
    await expect(region(page, "Machinery We Handle").getByRole("listitem")).toHaveText([
      "BOPET, BOPP and CPP film plants",
      "Metallizing, coating and holography equipment",
      "Flexographic and gravure printing presses",
      "Extrusion coating and lamination lines",
      "Slitting and rewinding machines",
    ]);
    await expect(cardTitles(region(page, "The Advantages of Working With Us"))).toHaveText([
      "Reduced Total Cost of Ownership",
      "Global Logistics and Engineering Support",
      "Custom Upgrades",
      "Certified Inspections and Pre-Sale Diagnostics",
    ]);
  });

  const machineryLinks: [name: string, path: string][] = [
    ["Explore Used Equipment", paths.usedEquipment],
    ["Contact Us", paths.contact],
    ["Sell Your Equipment", paths.sellEquipment],
  ];
  for (const [name, path] of machineryLinks) {
    test(`'${name}' leads to ${path}`, once, async ({ page }) => {
      await gotoReady(page, paths.machineryDivision);
      await expectLandsOn(main(page).getByRole("link", { name, exact: true }), path);
    });
  }
});

test.describe("scroll reveal", () => {
  const lastCard = (page: Page) => region(page, "Why Work With Us").locator("[data-reveal]").last();

  test("home cards below the fold fade in once, with the page settings", async ({ page }) => {
    await gotoReady(page, paths.home);
    // The hero is never hidden: it is the largest paint.
    await expect(page.locator("h1")).toBeInViewport();
    await expect(page.locator("h1").locator("xpath=ancestor::*[@data-reveal]")).toHaveCount(0);

    const card = lastCard(page);
    await expect(card).toHaveAttribute("data-reveal", "hidden");
    await expect(card).toHaveCSS("transition-duration", "0.8s");
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-reveal", "shown");
    await expect(card).toHaveCSS("opacity", "1");
    // Once: scrolling away does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(card).toHaveAttribute("data-reveal", "shown");
  });

  test("other company pages use the root settings", once, async ({ page }) => {
    await gotoReady(page, paths.about);
    const card = region(page, "The Solutions We Deliver").locator("[data-reveal]").last();
    await expect(card).toHaveCSS("transition-duration", "1s");
  });

  test("nothing is hidden for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, paths.exportDevelopment);
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    await expect(
      region(page, "Our Export Services").getByRole("heading", { name: "Export Team Recruitment" }),
    ).toBeVisible();
  });
});
