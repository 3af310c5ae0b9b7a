import type { EditionTranslation } from "../../english.ts";
import { company } from "../../company.ts";

export const navigation = {
  main: {
    home: "Accueil",
    about: "À propos",
    services: "Services",
    products: "Produits",
    machinery: "Machines",
  },
  rollCalculator: "Calculateur de bobines",
  services: {
    productProcurement: "Achats et approvisionnement",
    exportDevelopment: "Développement à l’export",
    technicalDivision: "Pôle technique",
  },
  machinery: {
    machineryDivision: "Pôle machines",
    usedEquipment: "Machines d’occasion",
  },
  headerCta: "Nous contacter",
  footer: {
    company: {
      title: "Société",
      home: "Accueil",
      about: "Qui sommes-nous ?",
      machineryDivision: "Pôle machines",
      contact: "Contact",
    },
    services: {
      title: "Services",
      strategicSourcing: "Achats et approvisionnement",
      exportDevelopment: "Développement à l’export",
      technicalDivision: "Pôle technique",
      usedMachinery: "Machines d’occasion",
    },
    products: "Produits",
    contact: "Contact",
    legal: {
      title: "Informations légales",
      privacy: "Politique de confidentialité",
      legal: "Mentions légales",
    },
  },
  mainLabel: "Principale",
  menu: "Menu",
  whatsapp: `Écrire à ${company.name} sur WhatsApp`,
  skipLink: "Aller au contenu principal",
  homeLink: `Accueil ${company.name}`,
  languages: "Langue",
} satisfies EditionTranslation["navigation"];
