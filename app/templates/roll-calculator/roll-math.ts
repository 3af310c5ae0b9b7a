/**
 * The arithmetic of a film roll, for the roll calculator (its page, the film
 * pages and the browser module): plain functions of numbers, no DOM, no
 * words. Units are the converter's: thickness in µm, density in g/cm³,
 * diameters, widths and cut lengths in mm. With those units the roll length
 * comes out in metres with no factor: π (D² − d²) mm² ÷ (4 t µm) = m, since
 * mm² ÷ µm = 10⁻⁶ m² ÷ 10⁻⁶ m.
 */

export const rollFields = [
  "thickness",
  "density",
  "outer",
  "core",
  "width",
  "cut",
  "pack",
] as const;
export type RollField = (typeof rollFields)[number];

/** The values of the form; `undefined` for an empty or unreadable field. */
export type RollInputs = Readonly<Record<RollField, number | undefined>>;

/** Each field's bounds and step, for the inputs' `min`, `max` and `step` and for the check. */
export const rollLimits: Readonly<Record<RollField, { max: number; step: number }>> = {
  thickness: { max: 500, step: 0.1 },
  density: { max: 3, step: 0.001 },
  outer: { max: 2000, step: 1 },
  core: { max: 1000, step: 0.1 },
  width: { max: 10_000, step: 1 },
  cut: { max: 10_000, step: 1 },
  pack: { max: 10_000, step: 1 },
};

/** What is wrong with a field: its message is the edition's. */
export type RollError = "empty" | "positive" | "max" | "core" | "pack";

export interface RollResults {
  /** m²/kg */
  yield?: number;
  /** m */
  length?: number;
  /** m² */
  area?: number;
  /** kg */
  weight?: number;
  /** Lanes of packs across the roll's width. */
  lanes?: number;
  /** Whole packs one roll makes. */
  packsPerRoll?: number;
  /** Packs per kilogram of the roll (trim across the width included). */
  packsPerKg?: number;
}

export type RollResult = keyof RollResults;

/** How many decimals each result is shown with. */
export const resultDigits: Readonly<Record<RollResult, number>> = {
  yield: 1,
  length: 0,
  area: 0,
  weight: 1,
  lanes: 0,
  packsPerRoll: 0,
  packsPerKg: 0,
};

/** "0.905", "0,905" or " 20 " as a number; undefined when it is not one. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** Each wrong field and why; a field that is right is absent. */
export function validateRoll(inputs: RollInputs): Partial<Record<RollField, RollError>> {
  const errors: Partial<Record<RollField, RollError>> = {};
  for (const field of rollFields) {
    const value = inputs[field];
    if (value === undefined || Number.isNaN(value)) errors[field] = "empty";
    else if (value <= 0) errors[field] = "positive";
    else if (value > rollLimits[field].max) errors[field] = "max";
  }
  const { outer, core, width, pack } = inputs;
  if (!errors.outer && !errors.core && outer! <= core!) errors.outer = "core";
  if (!errors.pack && !errors.width && pack! > width!) errors.pack = "pack";
  return errors;
}

/** Area per mass of a film: 1000 ÷ (t × ρ) m²/kg, t in µm, ρ in g/cm³. */
export function filmYield(thickness: number, density: number): number {
  return 1000 / (thickness * density);
}

/** Length of film on a roll: π (D² − d²) ÷ (4 t) m, diameters in mm, t in µm. */
export function rollLength(outer: number, core: number, thickness: number): number {
  return (Math.PI * (outer * outer - core * core)) / (4 * thickness);
}

/**
 * Every result that the valid fields allow: a result whose inputs are all
 * right is a number, any other is absent (never NaN). Packs per kilogram
 * count the whole roll's weight, so trim beside the lanes costs packs.
 */
export function calculateRoll(inputs: RollInputs): RollResults {
  const errors = validateRoll(inputs);
  const ok = (...fields: RollField[]) => fields.every((field) => !errors[field]);
  const { thickness, density, outer, core, width, cut, pack } = inputs as Record<RollField, number>;
  const results: RollResults = {};
  if (ok("thickness", "density")) results.yield = filmYield(thickness, density);
  if (ok("outer", "core", "thickness")) {
    results.length = rollLength(outer, core, thickness);
    if (ok("width")) results.area = (results.length * width) / 1000;
    if (ok("width", "density")) results.weight = (results.area! * thickness * density) / 1000;
    if (ok("width", "cut", "pack")) {
      results.lanes = Math.floor(width / pack);
      results.packsPerRoll = Math.floor((results.length * 1000) / cut) * results.lanes;
      if (results.weight) results.packsPerKg = Math.floor(results.packsPerRoll / results.weight);
    }
  }
  return results;
}
