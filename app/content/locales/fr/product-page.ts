import type { EditionTranslation } from "../../english.ts";

export const productPage = {
  categories: {
    films: "Films d’emballage",
    chemicals: "Encres, adhésifs et additifs",
  },
  overview: "Présentation",
  features: "Caractéristiques principales",
  specifications: "Caractéristiques techniques",
  range: "Gamme de produits",
  applications: "Applications",
  jumpTo: {
    specifications: "Voir les caractéristiques",
    range: "Voir la gamme",
    applications: "Voir les applications",
  },
  sourcing: "Notre méthode d’approvisionnement",
  enquiry: {
    title: "Faites-nous part de vos besoins",
    body: "La qualité souhaitée, les quantités et la destination de livraison nous aident à vous apporter rapidement une réponse utile.",
  },
  grades: {
    title: "Qualités et valeurs typiques",
    caption: "{product} : valeurs typiques par qualité",
    disclaimer:
      "Valeurs typiques, non contractuelles : elles ne constituent pas une spécification.",
    property: "Propriété",
    method: "Méthode d’essai",
    // {…} is filled in after the build typesets: the no-break space before a unit is written here.
    conditions: "{temperature}\u00a0°C, {humidity}\u00a0% HR",
    notStated: "non indiqué",
    scrollHint: "Faites défiler le tableau horizontalement pour voir toutes les qualités.",
    properties: {
      thickness: "Épaisseur",
      density: "Densité",
      yield: "Rendement",
      haze: "Trouble (haze)",
      gloss: "Brillance à 45°",
      cof: "Coefficient de frottement dynamique",
      tensileMd: "Résistance à la traction SM",
      tensileTd: "Résistance à la traction ST",
      sealInitiation: "Température de début de soudure",
      opticalDensity: "Densité optique",
      otr: "Perméabilité à l’oxygène (OTR)",
      wvtr: "Perméabilité à la vapeur d’eau (WVTR)",
    },
    units: {
      µm: "µm",
      "g/cm³": "g/cm³",
      "m²/kg": "m²/kg",
      "%": "%",
      GU: "UB",
      MPa: "MPa",
      "°C": "°C",
      "cm³/(m²·day)": "cm³/(m²·j)",
      "g/(m²·day)": "g/(m²·j)",
      none: "",
    },
    // {…} is filled in after the build typesets: the no-break space before a unit is written here.
    terms: {
      title: "Conditions commerciales types",
      minimumOrder: "Commande minimale",
      leadTime: "Délai",
      width: "Laize des bobines",
      core: "Mandrin",
      incoterms: "Incoterms® 2020",
      widthValue: "{min} à {max}\u00a0mm",
      coreValue: "{cores}\u00a0pouces",
    },
    dataSheet: "Fiche technique (PDF)",
    sampleLinks: "Demander un échantillon de l’une de ces qualités :",
    sheet: {
      title: "Fiche technique",
      scan: "Scannez pour ouvrir la page web",
      contactTitle: "Échantillons, devis et fiches complètes",
      contactBody:
        "Indiquez-nous la qualité, l’épaisseur, la laize et la quantité. Nous répondons en français, en anglais et en arabe.",
      footnote:
        "Valeurs typiques issues des fiches des producteurs, non contractuelles : le certificat d’analyse du producteur fait foi pour chaque lot.",
    },
  },
  calls: {
    samples: {
      label: "Demander des échantillons",
      subject: "Demande d’échantillons : {product}",
    },
    information: {
      label: "Demander plus d’informations",
      subject: "Demande d’informations : {product}",
    },
    contact: {
      label: "Contacter notre équipe",
      subject: "Demande de renseignements : {product}",
    },
  },
} satisfies EditionTranslation["productPage"];
