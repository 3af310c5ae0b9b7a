// @vitest-environment node
import { describe, expect, it } from "vitest";

import { about as aboutCopy } from "./about";
import { company } from "./company";
import { exportDevelopment as exportDevelopmentCopy } from "./export-development";
import { home as homeCopy } from "./home";
import { machineryDivision as machineryDivisionCopy } from "./machinery-division";
import { paths } from "./paths";
import { procurement } from "./procurement";
import { technicalDivision as technicalDivisionCopy } from "./technical-division";
import type { FeatureCard } from "./types";

const { exportServices, page: procurementCopy, steps: sourcingSteps } = procurement;

const copies = {
  home: homeCopy,
  about: aboutCopy,
  procurement: { ...procurementCopy, sourcingSteps, exportServices },
  exportDevelopment: exportDevelopmentCopy,
  technicalDivision: technicalDivisionCopy,
  machineryDivision: machineryDivisionCopy,
};

/** Every string in a copy object, with where it sits. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

/** Every card list in a copy object. */
function cardLists(value: unknown): FeatureCard[][] {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "cards" ? [item as FeatureCard[]] : cardLists(item),
  );
}

describe("company page copy", () => {
  it("states no figures beyond the company's experience claim", () => {
    const experience = new RegExp(company.experience, "gi");
    for (const [page, copy] of Object.entries(copies)) {
      for (const [at, text] of strings(copy)) {
        expect(text.replace(experience, ""), `${page}${at}`).not.toMatch(/\d/);
      }
    }
  });

  it("has no empty strings or stray whitespace", () => {
    for (const [page, copy] of Object.entries(copies)) {
      for (const [at, text] of strings(copy)) {
        expect(text, `${page}${at}`).toBe(text.trim());
        expect(text.length, `${page}${at}`).toBeGreaterThan(1);
      }
    }
  });

  it("links only to pages of the site", () => {
    const known = new Set<string>(Object.values(paths));
    for (const [page, copy] of Object.entries(copies)) {
      for (const [at, text] of strings(copy)) {
        if (at.endsWith(".to")) expect(known.has(text), `${page}${at}: ${text}`).toBe(true);
      }
    }
  });

  it("gives every card of a grid a distinct title and content", () => {
    for (const cards of Object.values(copies).flatMap(cardLists)) {
      const titles = cards.map((card) => card.title);
      expect(new Set(titles).size, titles.join(", ")).toBe(titles.length);
      for (const card of cards) {
        expect(Boolean(card.description || card.items?.length), card.title).toBe(true);
      }
    }
  });

  it("keeps the specification's lists complete", () => {
    expect(sourcingSteps).toHaveLength(9);
    expect(exportServices).toHaveLength(8);
    expect(exportDevelopmentCopy.services.cards).toHaveLength(7);
    expect(technicalDivisionCopy.services.cards).toHaveLength(5);
    expect(technicalDivisionCopy.filmSolutions.cards).toHaveLength(4);
    for (const card of technicalDivisionCopy.filmSolutions.cards) {
      expect(card.items.length, card.title).toBeGreaterThan(0);
    }
    expect(machineryDivisionCopy.expertise.cards).toHaveLength(5);
    expect(machineryDivisionCopy.machineTypes.items).toHaveLength(5);
    expect(machineryDivisionCopy.advantages.cards).toHaveLength(4);
    expect(homeCopy.coreServices.cards).toHaveLength(3);
    expect(homeCopy.edge.cards).toHaveLength(3);
    expect(aboutCopy.solutions.cards).toHaveLength(4);
  });
});
