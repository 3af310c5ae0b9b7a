import type { EditionTranslation } from "../../editions.ts";

export const usedEquipment = {
  hero: {
    eyebrow: "Pôle machines",
    title: "Machines d’emballage d’occasion haut de gamme",
    lead: "Lignes de films, presses d’impression, complexeuses, métalliseurs et refendeuses d’occasion, avec notre équipe à vos côtés à chaque achat, de l’inspection à la mise en service.",
    quote: "Demander un devis",
    browse: "Parcourir le matériel",
  },
  catalogue: {
    title: "Matériel disponible",
    intro:
      "Parcourez les machines que nous proposons actuellement, filtrez-les par localisation ou par année de fabrication, et demandez-nous le détail de chaque annonce.",
    searchLabel: "Rechercher",
    searchPlaceholder: "Rechercher du matériel…",
    locationLabel: "Localisation",
    allLocations: "Toutes les localisations",
    yearLabel: "Année",
    allYears: "Toutes les années",
    clearFilters: "Effacer les filtres",
    filterLabel: "Filtrer le matériel",
    showingAll: {
      one: "Affichage de {total} machine",
      other: "Affichage des {total} machines",
    },
    showingSome: {
      one: "Affichage de {shown} sur {total} machine",
      other: "Affichage de {shown} sur {total} machines",
    },
    quickView: "Aperçu rapide",
    inquire: "Se renseigner",
    details: "Détails",
    ofItem: " de {name}",
    aboutItem: " sur {name}",
    yearBadge: "Année de fabrication",
    locationBadge: "Localisation",
  },
  details: {
    year: "Année de fabrication",
    location: "Localisation",
    requestInfo: "Demander plus d’informations",
    close: "Fermer",
    closeIcon: "Fermer les détails",
  },
  empty: {
    title: "Aucun matériel trouvé",
    body: "Essayez de modifier vos filtres de recherche",
    reset: "Réinitialiser tous les filtres",
  },
  closing: {
    title: "Vous cherchez un équipement précis ?",
    body: "Indiquez-nous la machine dont vous avez besoin et nous la rechercherons dans notre réseau. Vous vendez une ligne ou une machine ? Nous rachetons aussi du matériel d’occasion.",
    contact: "Contacter notre équipe",
    sell: "Vendre votre matériel",
  },
} satisfies EditionTranslation["usedEquipment"];
