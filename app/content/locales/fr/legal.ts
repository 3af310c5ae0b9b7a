import type { EditionTranslation } from "../../english.ts";
import { company } from "../../company.ts";

export const legal = {
  hero: {
    eyebrow: "Informations légales",
    title: "Mentions légales",
    lead: "Qui édite ce site, où il est hébergé, et les règles d’utilisation de son contenu.",
  },
  updated: "Dernière mise à jour : 28 novembre 2026",
  publisher: {
    title: "Éditeur",
    intro: `Ce site est édité par ${company.legalName}.`,
    address: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
    responsible: `La direction de la publication est assurée par les dirigeants de ${company.legalName}.`,
  },
  sections: [
    {
      title: "Hébergement",
      paragraphs: [
        "Le site, ses formulaires et les données envoyées par leur intermédiaire sont hébergés sur un serveur exploité par l’éditeur, joignable à l’adresse ci-dessus. Les e-mails sont envoyés par l’intermédiaire du prestataire de messagerie de l’éditeur.",
      ],
    },
    {
      title: "Propriété intellectuelle",
      paragraphs: [
        `Les textes, les illustrations, le logo et la conception graphique de ce site appartiennent à ${company.name} ou sont utilisés avec l’accord de leurs titulaires, tout comme les photos de machines. Les noms et marques des constructeurs appartiennent à leurs titulaires et ne sont cités que pour décrire leurs machines.`,
        "Toute reproduction ou réutilisation d’une partie du site sans notre autorisation écrite est interdite, hormis les courtes citations mentionnant leur source. La police du site, Inter, est utilisée sous licence SIL Open Font License.",
      ],
    },
    {
      title: "Informations publiées",
      paragraphs: [
        "Nous veillons à ce que les informations de ce site soient exactes et à jour. Les caractéristiques, disponibilités et prix des films, produits chimiques et machines sont donnés à titre indicatif et peuvent changer : seuls nos devis et contrats écrits nous engagent.",
      ],
    },
    {
      title: "Liens vers d’autres sites",
      paragraphs: [
        "Le site renvoie vers WhatsApp, YouTube et le site de notre partenaire. Nous ne sommes responsables ni de leur contenu ni de la manière dont ils traitent vos données.",
      ],
    },
    {
      title: "Données personnelles",
      paragraphs: [
        "L’usage que nous faisons des informations envoyées par nos formulaires, leur durée de conservation et la manière de les faire rectifier ou effacer sont décrits dans notre {privacy}.",
      ],
    },
    {
      title: "Contact",
      paragraphs: ["Pour toute question sur ce site, écrivez-nous à {email}."],
    },
  ],
  links: {
    privacy: "politique de confidentialité",
  },
} satisfies EditionTranslation["legal"];
