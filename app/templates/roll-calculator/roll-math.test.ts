// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  calculateRoll,
  filmYield,
  parseDecimal,
  rollLength,
  validateRoll,
  type RollInputs,
} from "./roll-math";

/** A mill roll of 20 µm BOPP: 1000 mm wide, 3-inch core (76 mm), wound to 600 mm. */
const bopp: RollInputs = {
  thickness: 20,
  density: 0.905,
  outer: 600,
  core: 76,
  width: 1000,
  cut: 250,
  pack: 200,
};

describe("film yield", () => {
  it("gives 55.2 m²/kg for 20 µm BOPP at 0.905 g/cm³", () => {
    // 1000 ÷ (20 × 0.905) = 1000 ÷ 18.1 = 55.249 m²/kg
    expect(filmYield(20, 0.905)).toBeCloseTo(55.249, 3);
  });

  it("gives 59.5 m²/kg for 12 µm PET at 1.40 g/cm³", () => {
    // 1000 ÷ (12 × 1.4) = 1000 ÷ 16.8 = 59.524 m²/kg
    expect(filmYield(12, 1.4)).toBeCloseTo(59.524, 3);
  });
});

describe("a roll of 20 µm BOPP, 1000 mm wide, on a 76 mm core, 600 mm across", () => {
  // By hand:
  // length = π (600² − 76²) ÷ (4 × 20) = π × (360 000 − 5 776) ÷ 80
  //        = π × 354 224 ÷ 80 = π × 4 427.8 = 13 910.3 m
  // area   = 13 910.3 m × 1.000 m = 13 910.3 m²
  // weight = 13 910.3 m² × 20 µm × 0.905 g/cm³ = 13 910.3 × 18.1 g = 251 777 g = 251.8 kg
  //        (the same as the area over the yield: 13 910.3 ÷ 55.249 = 251.8 kg)
  // packs  = 250 mm cut, 200 mm wide: 5 lanes × ⌊13 910 340 mm ÷ 250 mm⌋
  //        = 5 × 55 641 = 278 205 packs; 278 205 ÷ 251.777 kg = 1 104.97 → 1 104 per kg
  const results = calculateRoll(bopp);

  it("holds 13 910 m of film", () => {
    expect(rollLength(600, 76, 20)).toBeCloseTo(13_910.3, 1);
    expect(results.length).toBeCloseTo(13_910.3, 1);
    expect(results.area).toBeCloseTo(13_910.3, 1);
  });

  it("weighs 251.8 kg, the area over the yield", () => {
    expect(results.weight).toBeCloseTo(251.777, 2);
    expect(results.weight).toBeCloseTo(results.area! / results.yield!, 6);
  });

  it("makes 278 205 packs of 250 × 200 mm, 1 104 per kilogram", () => {
    expect(results.lanes).toBe(5);
    expect(results.packsPerRoll).toBe(278_205);
    expect(results.packsPerKg).toBe(1104);
  });
});

describe("input validation", () => {
  it("names an empty, a zero, a negative and a too large value", () => {
    expect(
      validateRoll({ ...bopp, thickness: undefined, density: 0, width: -5, cut: 20_000 }),
    ).toEqual({ thickness: "empty", density: "positive", width: "positive", cut: "max" });
  });

  it("refuses an outer diameter no larger than the core, and a pack wider than the roll", () => {
    expect(validateRoll({ ...bopp, outer: 76 })).toEqual({ outer: "core" });
    expect(validateRoll({ ...bopp, outer: 70 })).toEqual({ outer: "core" });
    expect(validateRoll({ ...bopp, pack: 1200 })).toEqual({ pack: "pack" });
    expect(validateRoll(bopp)).toEqual({});
  });

  it("leaves out what a wrong field prevents, and never gives NaN", () => {
    const noThickness = calculateRoll({ ...bopp, thickness: undefined });
    expect(noThickness).toEqual({});
    const noDensity = calculateRoll({ ...bopp, density: Number.NaN });
    expect(Object.keys(noDensity).sort()).toEqual(["area", "lanes", "length", "packsPerRoll"]);
    const coreTooLarge = calculateRoll({ ...bopp, core: 700 });
    expect(Object.keys(coreTooLarge)).toEqual(["yield"]);
    for (const value of [...Object.values(noDensity), ...Object.values(coreTooLarge)]) {
      expect(Number.isFinite(value)).toBe(true);
    }
  });

  it("reads a decimal point or a decimal comma, and nothing else", () => {
    expect(parseDecimal("0.905")).toBe(0.905);
    expect(parseDecimal(" 0,905 ")).toBe(0.905);
    expect(parseDecimal("20")).toBe(20);
    expect(parseDecimal("")).toBeUndefined();
    expect(parseDecimal("20 µm")).toBeUndefined();
    expect(parseDecimal("1,2,3")).toBeUndefined();
  });
});
