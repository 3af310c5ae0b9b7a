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
