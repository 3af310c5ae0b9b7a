// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  filmGrades,
  filmProducts,
  filmProperties,
  type FilmGrade,
  type FilmGradeKey,
  type FilmProperty,
} from "./film-grades";
import { products } from "./products";

const grades = Object.entries(filmGrades) as [FilmGradeKey, FilmGrade][];

describe("film grades", () => {
  it("gives every film of the catalogue a grade table, and only films", () => {
    const films = products.filter((product) => product.category === "films");
    const tabled = Object.keys(filmProducts);
    for (const film of films) expect(tabled, film.slug).toContain(film.slug);
    for (const slug of tabled) {
      const product = products.find((entry) => entry.slug === slug);
      // A film not yet in the catalogue may have its table first; never a chemical.
      if (product) expect(product.category, slug).toBe("films");
    }
  });

  it("lists each grade once per product, and every grade on some product", () => {
    const listed = new Set<FilmGradeKey>();
    for (const [slug, product] of Object.entries(filmProducts)) {
      expect(new Set(product.grades).size, slug).toBe(product.grades.length);
      for (const grade of product.grades) listed.add(grade);
    }
    expect([...listed].sort()).toEqual(Object.keys(filmGrades).sort());
  });

  it("states a yield that matches thickness and density (m²/kg = 1000 / (µm × g/cm³)) to its rounding", () => {
    for (const [key, { values }] of grades) {
      const computed = 1000 / (values.thickness * values.density);
      // Data sheets round the yield to 0.1 m²/kg.
      expect(Math.abs(values.yield - computed), key).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });

  it("has a name and, beyond thickness, density and yield, at least four measured values per grade", () => {
    for (const [key, grade] of grades) {
      expect(grade.name.trim(), key).not.toBe("");
      const measured = Object.keys(grade.values).filter(
        (property) => !["thickness", "density", "yield"].includes(property),
      );
      expect(measured.length, key).toBeGreaterThanOrEqual(4);
    }
  });

  it("has only finite, positive values of known properties, each with a unit and a test method", () => {
    for (const [key, { values }] of grades) {
      for (const [property, value] of Object.entries(values)) {
        const definition = filmProperties[property as FilmProperty];
        expect(definition, `${key} ${property}`).toBeDefined();
        expect(Number.isFinite(value) && value > 0, `${key} ${property}`).toBe(true);
        expect(definition.unit, property).toMatch(/\S/);
        expect(definition.method.standard, property).toMatch(/^(ASTM|ISO) [A-Z]?\d/);
      }
    }
  });

  it("states the test conditions of permeation, as OTR and WVTR mean nothing without them", () => {
    expect(filmProperties.otr.method.conditions).toEqual({ temperature: 23, relativeHumidity: 0 });
    expect(filmProperties.wvtr.method.conditions).toEqual({
      temperature: 38,
      relativeHumidity: 90,
    });
  });

  it("gives metallized grades an optical density and a barrier, and sealable grades a seal initiation temperature", () => {
    for (const [key, { name, values }] of grades) {
      if (/metallized/i.test(key)) {
        expect(values.opticalDensity, key).toBeGreaterThanOrEqual(1.8);
        expect(values.otr, key).toBeDefined();
        expect(values.wvtr, key).toBeDefined();
      } else expect(values.opticalDensity, key).toBeUndefined();
      if (/seal/i.test(name) || /seal/i.test(key)) expect(values.sealInitiation, key).toBeDefined();
    }
  });

  it("keeps values in the physical range of packaging films", () => {
    for (const [key, { values }] of grades) {
      expect(values.density, key).toBeGreaterThan(0.5);
      expect(values.density, key).toBeLessThan(1.5);
      expect(values.thickness, key).toBeGreaterThanOrEqual(8);
      expect(values.thickness, key).toBeLessThanOrEqual(250);
      if (values.haze !== undefined) expect(values.haze, key).toBeLessThanOrEqual(100);
      if (values.cof !== undefined) expect(values.cof, key).toBeLessThan(1);
    }
  });

  it("gives typical terms: a width range, a standard core and Incoterms", () => {
    for (const [slug, { terms }] of Object.entries(filmProducts)) {
      expect(terms.width.min, slug).toBeLessThan(terms.width.max);
      expect(terms.cores.length, slug).toBeGreaterThan(0);
      expect(terms.incoterms.length, slug).toBeGreaterThan(0);
      expect(terms.minimumOrder.trim(), slug).not.toBe("");
      expect(terms.leadTime, slug).toMatch(/\d/);
      // Typical terms, never a price.
      expect(`${terms.minimumOrder} ${terms.leadTime}`, slug).not.toMatch(/[$€£]|USD|EUR/);
    }
  });
});
