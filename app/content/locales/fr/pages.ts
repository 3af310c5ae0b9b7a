import type { EditionTranslation } from "../../english.ts";
import { company } from "../../company.ts";

export const pages = {
  home: {
    title: "Emballage souple : approvisionnement, films et machines",
    description:
      "Achats, export et conseil technique pour transformateurs et marques de l’emballage souple, ainsi que films, encres, adhésifs et machines d’occasion.",
  },
  about: {
    title: "Qui sommes-nous ?",
    description: `Plus de ${company.experienceYears} ans dans l’emballage souple : achats, développement à l’export au Moyen-Orient et en Afrique, conseil en procédés et machines.`,
  },
  productProcurement: {
    title: "Achats et approvisionnement stratégique",
    description:
      "Notre démarche d’achat en neuf étapes pour films, encres et adhésifs : recherche et qualification des fournisseurs, échantillons, contrats, suivi, logistique.",
  },
  exportDevelopment: {
    title: "Développement à l’export",
    description:
      "Développez vos exportations d’emballage souple au Moyen-Orient et en Afrique : veille marché, distributeurs et agents, ventes en volume et équipes export.",
  },
  technicalDivision: {
    title: "Pôle technique : conseil en procédés",
    description:
      "Conseil technique pour producteurs de films et transformateurs : développement produit, optimisation des procédés, qualité et essais, conformité, formation.",
  },
  machineryDivision: {
    title: "Pôle machines : machines d’occasion et neuves",
    description:
      "Achat, vente, démontage, mise en service et maintenance de machines et d’usines d’occasion pour films et emballages, et fourniture de machines neuves.",
  },
  usedEquipment: {
    title: "Machines d’occasion pour l’emballage souple",
    description:
      "Lignes de films, presses, complexeuses, métalliseurs et refendeuses d’occasion. Cherchez par nom, localisation et année, puis demandez des détails ou un devis.",
  },
  sellEquipment: {
    title: "Vendre vos machines d’occasion",
    description:
      "Proposez une ligne de film, une presse, une complexeuse, un métalliseur ou une refendeuse d’occasion : nos ingénieurs l’évaluent sous deux jours ouvrés.",
  },
  privacy: {
    title: "Politique de confidentialité",
    description:
      "Ce que recueillent nos formulaires (contact, échantillons, offres, alertes), pourquoi, où et combien de temps, et comment rectifier ou effacer vos données.",
  },
  legal: {
    title: "Mentions légales",
    description:
      "L’éditeur de ce site, son hébergement, la propriété intellectuelle, les informations publiées et comment nous contacter.",
  },
  requestCall: {
    title: "Demander un appel",
    description:
      "Réservez un appel avec nos spécialistes achats, export ou conseil technique : choisissez deux ou trois créneaux, affichés à votre heure et à celle du bureau.",
  },
  contact: {
    title: "Nous contacter",
    description:
      "Achats, export, conseil technique, films et produits chimiques ou machines d’occasion : contactez-nous par téléphone, e-mail, WhatsApp ou formulaire.",
  },
  sampleRequest: {
    title: "Demander des échantillons de films",
    description:
      "Demandez des échantillons de films BOPP, CPP, PET, de pelliculage, barrière ou métallisés : qualité, épaisseur, laize, mandrin, quantité d’essai, livraison.",
  },
  rollCalculator: {
    title: "Calculateur de bobines et de rendement des films",
    description:
      "Calculez le rendement d’un film en m²/kg, la longueur et le poids d’une bobine et le nombre d’emballages qu’elle donne : BOPP, CPP, PET et autres films.",
  },
} satisfies EditionTranslation["pages"];
