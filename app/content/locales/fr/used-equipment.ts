import type { EditionTranslation } from "../../english.ts";

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
    viewPage: "Voir l’annonce complète",
  },
  status: {
    available: "Disponible",
    reserved: "Réservée",
    sold: "Vendue",
  },
  machine: {
    metaTitle: "{name} d’occasion ({year}) à vendre",
    breadcrumb: "Fil d’Ariane",
    facts: {
      year: "Année de fabrication",
      location: "Localisation",
      status: "Statut",
      reference: "Référence",
    },
    requestInfo: "Demander plus d’informations",
    backToCatalogue: "Tout le matériel d’occasion",
    description: "Description",
    specs: "Caractéristiques techniques",
    specSheet: {
      link: "Fiche technique (PDF)",
      title: "Fiche technique",
      factsTitle: "L’essentiel",
      type: "Type de machine",
      scan: "Scannez pour les photos et la disponibilité à jour",
      contactTitle: "Renseignements sur cette machine",
      contactBody: "Indiquez la référence. Nous répondons en français, en anglais et en arabe.",
      footnote:
        "Sous réserve de vente. Caractéristiques données par le vendeur, vérifiées lors de l’inspection.",
    },
    gallery: {
      label: "Photos : {name}",
      previous: "Photo précédente",
      next: "Photo suivante",
      position: "Photo {index} sur {total}",
      thumbnails: "Choisir une photo",
    },
    untranslated: "Cette annonce n’est pas encore traduite : son texte est en anglais.",
    reserved:
      "Un acheteur a réservé cette machine. Demandez-nous de vous prévenir si elle redevient disponible, ou de vous en trouver une semblable.",
    sold: {
      title: "Cette machine a été vendue",
      body: "Elle n’est plus à vendre. Découvrez les machines semblables ci-dessous, ou dites-nous ce que vous cherchez : nous interrogerons notre réseau.",
      similarLink: "Voir les machines semblables",
    },
    similar: "Machines semblables",
    similarAvailable: "Machines semblables disponibles",
    service: {
      title: "Acheter avec notre équipe",
      points: [
        "Inspection avec nos ingénieurs, sous tension lorsque c’est possible",
        "Démontage, repérage, emballage et expédition",
        "Installation, mise en service et formation des opérateurs",
      ],
    },
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
