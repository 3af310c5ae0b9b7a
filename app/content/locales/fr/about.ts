import type { EditionTranslation } from "../../english.ts";
import { company } from "../../company.ts";

export const about = {
  hero: {
    eyebrow: "À propos",
    title: "Façonner l’avenir de l’emballage, partout dans le monde",
    lead: `Un partenaire de conseil et de négoce en emballage souple, fort de plus de ${company.experienceYears} ans d’expérience en approvisionnement, développement à l’export, conseil technique et machines.`,
  },
  solutions: {
    eyebrow: "Notre métier",
    title: "Les solutions que nous apportons",
    intro:
      "Quatre façons d’aider producteurs de films, transformateurs et marques à mieux acheter, vendre, produire et s’équiper.",
    cards: [
      {
        title: "Approvisionnement intelligent et achats à l’international",
        description:
          "Fournisseurs qualifiés de films, d’encres, d’adhésifs et de mélanges maîtres, conditions négociées et production suivie, selon notre démarche d’approvisionnement en neuf étapes.",
        link: {
          label: "Découvrir nos services d’achat",
        },
      },
      {
        title: "Développement à l’export",
        description:
          "Veille marché, distributeurs, agents et équipes export pour ouvrir le Moyen-Orient et l’Afrique à vos produits.",
        link: {
          label: "Découvrir le développement à l’export",
        },
      },
      {
        title: "Services techniques et conseil en procédés",
        description:
          "Développement produit, optimisation des procédés, essais et conformité, avec des spécialistes de l’extrusion, de l’impression et du complexage.",
        link: {
          label: "Découvrir nos services techniques",
        },
      },
      {
        title: "Machines d’occasion et neuves : achat, vente, modernisation, assistance",
        description:
          "Lignes de films, presses, complexeuses et refendeuses achetées, vendues, transférées, modernisées et entretenues, et fourniture de machines neuves.",
        link: {
          label: "Découvrir le pôle machines",
        },
      },
    ],
  },
  experience: {
    eyebrow: "Notre expérience",
    title: "Une expérience au service de vos projets",
    paragraphs: [
      `Depuis plus de ${company.experienceYears} ans, nous intervenons sur toute la chaîne de l’emballage souple : production de films, impression, complexage et transformation, ainsi que le négoce de films et de produits chimiques qui relie ces métiers.`,
      "Cette expérience façonne notre manière de travailler. Nous qualifions les fournisseurs comme le ferait un transformateur, bâtissons nos plans export à partir de la façon dont les distributeurs achètent réellement, et donnons des conseils techniques qui tiennent sur une ligne en production.",
    ],
    areasTitle: "Nos domaines d’expertise",
    areas: [
      "Films BOPP, CPP, PET et haute barrière",
      "Encres d’impression, liants d’encre et adhésifs de complexage",
      "Mélanges maîtres pour l’extrusion de films",
      "Impression, complexage, métallisation et refendage",
      "Négoce à l’export au Moyen-Orient et en Afrique",
      "Machines d’occasion et neuves pour l’emballage souple",
    ],
    // No-break spaces: the large figure never splits after "+" or "de".
    statFigure: "+\u00a0de\u00a0{years}",
    statCaption: "ans d’expertise en emballage souple",
  },
  closing: {
    title: "Travaillons ensemble",
    body: "Que vous recherchiez des matières, abordiez un nouveau marché ou modernisiez une ligne, nous serons heureux d’en discuter avec vous.",
    action: "Nous contacter",
  },
} satisfies EditionTranslation["about"];
