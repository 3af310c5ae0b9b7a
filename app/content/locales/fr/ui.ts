import type { EditionTranslation } from "../../english.ts";
import { company } from "../../company.ts";

export const ui = {
  newTab: "(s’ouvre dans un nouvel onglet)",
  privacyLink: "Politique de confidentialité",
  footer: {
    about:
      "{tagline}, avec {experience} d’expérience dans les films, les encres, les adhésifs et les machines.",
    contact: "Contact",
    whatsapp: "Discussion WhatsApp",
    rights: "Tous droits réservés.",
    serving:
      "Au service des transformateurs et des marques au Moyen-Orient, en Afrique et au-delà.",
  },
  whatsapp: {
    region: "Contact rapide",
    title: "Discuter sur WhatsApp",
  },
  hours: {
    range: "{days}, de {opens} à {closes}",
    days: "du {first} au {last}",
    onTheHour: "{hour} h",
    time: "{hour} h {minute}",
    zone: "Fuseau horaire : {zone}.",
    officeNow: "À notre bureau, il est actuellement {time} ({day}).",
  },
  partnerLink: "Visiter le site web : {name}",
  shareImageAlt: `Logo ${company.name} accompagné de la mention : {tagline}`,
  notFound: {
    title: "Page introuvable",
    body: "Cette page n’existe pas.",
    home: "Aller à l’accueil de {name}",
  },
  serverPages: {
    correct: "Veuillez corriger :",
    back: "Retour à la page de contact",
    tooLarge: "Le bouton Retour de votre navigateur vous ramène à votre message.",
  },
} satisfies EditionTranslation["ui"];
