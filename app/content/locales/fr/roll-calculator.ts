import type { EditionTranslation } from "../../english.ts";

export const rollCalculator = {
  eyebrow: "Outils pour les acheteurs de films",
  title: "Calculateur de bobines et de rendement",
  lead: "Calculez le rendement d’un film, la longueur et le poids d’une bobine et le nombre d’emballages qu’elle permet de produire, à partir de l’épaisseur, de la densité et des dimensions de bobine de votre commande.",
  section: {
    title: "Calculateur de bobines et de rendement",
    intro:
      "Prérempli avec la densité courante de ce film et une épaisseur usuelle : modifiez une valeur pour voir le rendement, la longueur et le poids d’une bobine et le nombre d’emballages qu’elle donne.",
    fullPage: "Ouvrir le calculateur en pleine page",
  },
  form: {
    film: "Film",
    roll: "Bobine",
    pack: "Emballage",
    fields: {
      thickness: "Épaisseur (µm)",
      density: "Densité (g/cm³)",
      outer: "Diamètre extérieur de la bobine (mm)",
      core: "Diamètre du mandrin (mm)",
      width: "Laize de la bobine (mm)",
      cut: "Longueur de coupe par emballage (mm)",
      pack: "Largeur de l’emballage (mm)",
    },
    submit: "Calculer",
    hints: {
      core: "Le diamètre sur lequel le film est enroulé : environ 76 mm pour un mandrin de 3 pouces, 152 mm pour un mandrin de 6 pouces.",
      pack: "Les emballages se placent côte à côte sur la laize, en plusieurs pistes.",
    },
  },
  results: {
    title: "Résultats",
    labels: {
      yield: "Rendement",
      length: "Longueur de film",
      area: "Surface de film",
      weight: "Poids de la bobine",
      lanes: "Pistes sur la laize",
      packsPerRoll: "Emballages par bobine",
      packsPerKg: "Emballages par kilogramme",
    },
    units: {
      yield: "m²/kg",
      length: "m",
      area: "m²",
      weight: "kg",
    },
    missing: "—",
  },
  errors: {
    empty: "Saisissez une valeur.",
    positive: "Saisissez un nombre supérieur à zéro.",
    max: "Saisissez un nombre inférieur ou égal à {max}.",
    core: "Le diamètre extérieur doit être supérieur au diamètre du mandrin.",
    pack: "Un emballage ne peut pas être plus large que la bobine.",
  },
  noScript:
    "Les résultats sont ceux des valeurs affichées. Pour les modifier, JavaScript est nécessaire ; les formules ci-dessous donnent les mêmes chiffres à la main.",
  method: {
    title: "Mode de calcul",
    formulas: [
      "Rendement (m²/kg) = 1 000 ÷ (épaisseur en µm × densité en g/cm³)",
      "Longueur de film (m) = 3,1416 × (diamètre extérieur² − diamètre du mandrin²) ÷ (4 × épaisseur), diamètres en mm et épaisseur en µm",
      "Poids de la bobine (kg) = longueur de film en m × laize en m × épaisseur en µm × densité en g/cm³ ÷ 1 000",
      "Emballages par bobine = nombre entier de longueurs de coupe dans la longueur de film × nombre de pistes sur la laize",
    ],
    example:
      "Exemple : un film BOPP de {thickness} µm et de densité {density} g/cm³ a un rendement de 1 000 ÷ ({thickness} × {density}) = {yield} m²/kg. Enroulée sur un mandrin de {core} mm jusqu’à {outer} mm, une bobine contient {length} m de film ; en laize de {width} mm, elle pèse {weight} kg.",
    note: "Ces formules supposent une bobine bien serrée : l’air d’une bobine réelle raccourcit un peu sa longueur. Pour les qualités enduites, métallisées ou coextrudées, prenez la densité indiquée sur la fiche technique de votre fournisseur.",
  },
  densities: {
    title: "Densités courantes des films",
    intro:
      "La densité que le calculateur propose par défaut sur chaque page de film, et le rendement correspondant à une épaisseur usuelle.",
    headers: {
      film: "Film",
      density: "Densité (g/cm³)",
      thickness: "Épaisseur (µm)",
      yield: "Rendement (m²/kg)",
    },
  },
  closing: {
    title: "Vous préparez une commande de film ?",
    body: "Envoyez-nous l’épaisseur, la laize, le mandrin et les quantités souhaités : nous vous répondrons avec des qualités adaptées et des échantillons pour votre essai.",
    call: "Contacter notre équipe",
    subject: "Projet de commande de film",
  },
} satisfies EditionTranslation["rollCalculator"];
