/**
 * The roll and yield calculator's words: its own page, its section on every
 * film page, its form and results, the messages of a wrong value and the
 * formulas shown without JavaScript. {placeholders} are filled with numbers
 * in the edition's format.
 */
export const rollCalculator = {
  /** The page's hero. */
  eyebrow: "Tools for film buyers",
  title: "Roll and Yield Calculator",
  lead: "Work out the yield of a film, the length and weight of a roll and how many packs it makes, from the thickness, density and roll sizes on your order.",
  /** The section on a film page. */
  section: {
    title: "Roll and Yield Calculator",
    intro:
      "Prefilled with this film's typical density and a common thickness: change any value to see the yield, the length and weight of a roll and the packs it makes.",
    fullPage: "Open the calculator on its own page",
  },
  form: {
    film: "Film",
    roll: "Roll",
    pack: "Pack",
    fields: {
      thickness: "Thickness (µm)",
      density: "Density (g/cm³)",
      outer: "Roll outer diameter (mm)",
      core: "Core diameter (mm)",
      width: "Roll width (mm)",
      cut: "Cut length per pack (mm)",
      pack: "Pack width (mm)",
    },
    /** The form recalculates as it is typed in; the button (and Enter) names what is wrong. */
    submit: "Calculate",
    hints: {
      core: "The diameter the film is wound on: about 76 mm for a 3-inch core, 152 mm for a 6-inch core.",
      pack: "Packs side by side across the roll width, as lanes of the web.",
    },
  },
  results: {
    title: "Results",
    labels: {
      yield: "Yield",
      length: "Film length",
      area: "Film area",
      weight: "Roll weight",
      lanes: "Lanes across the roll",
      packsPerRoll: "Packs per roll",
      packsPerKg: "Packs per kilogram",
    },
    /** The unit printed after a result's number; counts have none. */
    units: {
      yield: "m²/kg",
      length: "m",
      area: "m²",
      weight: "kg",
    },
    /** A result that a wrong value leaves out. */
    missing: "—",
  },
  errors: {
    empty: "Enter a value.",
    positive: "Enter a number greater than zero.",
    max: "Enter a number no greater than {max}.",
    core: "The outer diameter must be larger than the core diameter.",
    pack: "A pack cannot be wider than the roll.",
  },
  /** Shown only without JavaScript, under the form. */
  noScript:
    "The results are those of the values shown. Changing them needs JavaScript; the formulas below give the same figures by hand.",
  method: {
    title: "How it is calculated",
    formulas: [
      "Yield (m²/kg) = 1000 ÷ (thickness in µm × density in g/cm³)",
      "Film length (m) = 3.1416 × (outer diameter² − core diameter²) ÷ (4 × thickness), diameters in mm and thickness in µm",
      "Roll weight (kg) = film length in m × roll width in m × thickness in µm × density in g/cm³ ÷ 1000",
      "Packs per roll = whole cut lengths in the film length × lanes across the roll width",
    ],
    /** Filled with the worked example's numbers. */
    example:
      "Example: {thickness} µm BOPP at {density} g/cm³ yields 1000 ÷ ({thickness} × {density}) = {yield} m²/kg. Wound on a {core} mm core to {outer} mm, a roll holds {length} m of film; at {width} mm wide it weighs {weight} kg.",
    note: "The formulas assume a tightly wound roll: the air in a real roll makes its length slightly shorter. Use the density on your supplier's data sheet for coated, metallized or coextruded grades.",
  },
  densities: {
    title: "Typical film densities",
    intro:
      "The density the calculator starts from on each film page, and the yield at a common thickness.",
    headers: {
      film: "Film",
      density: "Density (g/cm³)",
      thickness: "Thickness (µm)",
      yield: "Yield (m²/kg)",
    },
  },
  closing: {
    title: "Planning a film order?",
    body: "Send us the thickness, width, core and quantities you need, and we will come back with matching grades and samples for your trial.",
    call: "Contact Our Team",
    subject: "Film order enquiry",
  },
};
