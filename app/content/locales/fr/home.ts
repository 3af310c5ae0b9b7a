import type { EditionTranslation } from "../../english.ts";
import { company } from "../../company.ts";

export const home = {
  hero: {
    title: "Des solutions d’emballage souple haut de gamme",
    lead: "Achats, développement à l’export et conseil technique pour les producteurs de films, les transformateurs et les marques, qui trouvent chez un seul partenaire films d’emballage, encres, adhésifs et machines.",
    contact: "Nous contacter",
    services: "Nos services",
  },
  partner: {
    eyebrow: "Partenaire de confiance",
    visit: "Visiter le site web",
  },
  whoWeAre: {
    title: "Qui sommes-nous ?",
    paragraphs: [
      `${company.name} est un cabinet de conseil et de négoce dédié à l’emballage souple. Nous aidons les producteurs de films, les transformateurs et les marques à mieux acheter, à conquérir de nouveaux marchés et à gagner en efficacité sur leurs lignes.`,
      "Le Moyen-Orient et l’Afrique sont au cœur de notre activité. Nous associons un réseau de fournisseurs, de distributeurs et d’agents à une connaissance concrète des procédés : nos conseils tiennent sur le papier comme en atelier.",
    ],
    highlights: [
      `Plus de ${company.experienceYears} ans dans l’emballage souple`,
      "Spécialistes du Moyen-Orient et de l’Afrique",
      "Films, encres, adhésifs et machines auprès d’un seul partenaire",
      "Maîtrise des procédés, de l’extrusion au complexage",
    ],
    more: {
      label: "Mieux nous connaître",
    },
  },
  coreServices: {
    eyebrow: "Notre métier",
    title: "Nos services clés",
    intro:
      "Trois pôles d’expertise qui couvrent toute la chaîne de l’emballage, de la matière première au marché, chacun piloté par des spécialistes du secteur.",
    cards: [
      {
        title: "Achats et approvisionnement stratégique",
        description:
          "Nous identifions, qualifions et gérons vos fournisseurs de films, d’encres, d’adhésifs et de mélanges maîtres, de votre premier cahier des charges jusqu’à la livraison chez vous.",
        link: {
          label: "Découvrir nos services d’achat",
        },
      },
      {
        title: "Développement à l’export",
        description:
          "Nous aidons les fabricants à constituer un réseau de distributeurs et d’agents et à générer des volumes réguliers au Moyen-Orient et en Afrique.",
        link: {
          label: "Découvrir le développement à l’export",
        },
      },
      {
        title: "Conseil technique et procédés",
        description:
          "Nos spécialistes accompagnent le développement produit, l’optimisation des procédés, les essais et la conformité sur vos lignes de production de films et de transformation.",
        link: {
          label: "Découvrir nos services techniques",
        },
      },
    ],
  },
  equipment: {
    eyebrow: "Pôle machines",
    title: "Équipements de pointe et services d’automatisation",
    body: "Nous achetons, vendons, démontons, mettons en service et entretenons du matériel d’occasion de production et de transformation de films, de la simple refendeuse à l’usine complète, et fournissons des machines neuves lorsque c’est le meilleur investissement.",
    points: [
      "Lignes de film BOPP, CPP et BOPET",
      "Presses d’impression, complexeuses et métalliseurs",
      "Refendeuses-bobineuses",
      "Inspection, transfert, modernisation et mise en service",
    ],
    learnMore: {
      label: "En savoir plus",
      context: "sur notre pôle machines",
    },
  },
  edge: {
    eyebrow: "Nos atouts",
    title: "Pourquoi travailler avec nous",
    cards: [
      {
        title: "Spécialistes de l’emballage",
        description: `Nous travaillons exclusivement dans l’emballage souple. Forts de plus de ${company.experienceYears} ans dans les films, les encres et les adhésifs, nous parlons le langage de vos équipes de production et d’achat.`,
      },
      {
        title: "Accès aux marchés régionaux",
        description:
          "Notre réseau de transformateurs, de distributeurs et d’agents au Moyen-Orient et en Afrique vous rapproche plus vite de nouveaux clients et fournisseurs.",
      },
      {
        title: "Un partenaire unique, de bout en bout",
        description:
          "Achats, export, assistance technique et machines sous un même toit : un seul interlocuteur, de la matière première à la ligne en production.",
      },
    ],
  },
  closing: {
    title: "Un nouveau projet en vue ?",
    body: "Dites-nous ce que vous souhaitez acheter, où vous voulez vendre ou quelle ligne vous voulez améliorer : nous vous proposerons une prochaine étape claire.",
    action: "Parlons-en",
  },
} satisfies EditionTranslation["home"];
