import type { EditionTranslation } from "../../editions.ts";

export const equipment = [
  {
    name: "Ligne de film BOPP",
    location: "Allemagne",
    description:
      "Ligne complète de film en polypropylène bi-orienté : extrusion, orientation longitudinale et transversale, traitement de surface et enroulement, pour films d’emballage transparents, thermoscellables et blanc opaque.",
  },
  {
    name: "Presse d’impression héliographique",
    location: "Italie",
    description:
      "Rotative héliogravure pour l’impression multicouleur sur films BOPP, PET et CPP et sur complexes, avec dérouleur et enrouleur, contrôle du repérage et séchage entre les groupes d’impression.",
  },
  {
    name: "Refendeuse",
    location: "États-Unis",
    description:
      "Refendeuse-bobineuse qui transforme les bobines mères de film et de complexe en bobines finies aux laizes du client, avec régulation de la tension de bande pour des bobines nettes et régulièrement enroulées.",
  },
  {
    name: "Complexeuse par extrusion",
    location: "Japon",
    description:
      "Ligne d’extrusion-couchage et de complexage qui assemble film, papier ou aluminium au moyen d’une couche de polymère fondu, pour les complexes destinés aux en-cas, aux produits laitiers et à d’autres emballages souples.",
  },
  {
    name: "Métalliseur",
    location: "Royaume-Uni",
    description:
      "Métalliseur sous vide qui dépose une fine couche d’aluminium sur les films BOPP, CPP et PET, pour une barrière à la lumière, à l’oxygène et à l’humidité et un aspect métallique brillant.",
  },
  {
    name: "Ligne de film CPP",
    location: "Chine",
    description:
      "Ligne de film en polypropylène coulé multicouche, avec coulée sur cylindre refroidisseur, traitement de surface et enroulement, qui produit du film CPP pour le thermoscellage, le complexage et les sachets stérilisables.",
  },
] satisfies EditionTranslation["equipment"];
