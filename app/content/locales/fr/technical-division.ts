import type { EditionTranslation } from "../../english.ts";

export const technicalDivision = {
  hero: {
    eyebrow: "Services",
    title: "Pôle technique",
    lead: "Un conseil technique et procédés de terrain, pour les producteurs de films et les transformateurs d’emballage souple, du laboratoire à la ligne de production.",
    action: "Contacter notre équipe technique",
    subject: "Demande de conseil technique",
  },
  services: {
    eyebrow: "Notre métier",
    title: "Nos services techniques",
    intro:
      "Un appui spécialisé partout où vos produits ou vos procédés en ont besoin, sur site, dans votre laboratoire ou à distance.",
    cards: [
      {
        title: "Développement produit et innovation",
        description:
          "Nouveaux films, structures et complexes développés selon vos objectifs de performance, de coût et de recyclabilité, du concept à l’essai de production.",
      },
      {
        title: "Optimisation des procédés",
        description:
          "Audits de lignes et revues des paramètres en extrusion, impression, complexage et refendage pour réduire la gâche et les temps d’arrêt.",
      },
      {
        title: "Qualité et essais",
        description:
          "Méthodes d’essai, spécifications et analyses des causes racines pour détecter les problèmes avant qu’ils n’atteignent vos clients.",
      },
      {
        title: "Réglementation et conformité",
        description:
          "Conseils sur les réglementations relatives au contact alimentaire et aux emballages dans vos marchés cibles, et sur les documents qu’elles exigent.",
      },
      {
        title: "Développement des compétences",
        description:
          "Formation et accompagnement pour rendre vos opérateurs, techniciens et équipes qualité autonomes dans la résolution des problèmes.",
      },
    ],
  },
  filmSolutions: {
    eyebrow: "Solutions films",
    title: "Solutions pour producteurs de films et transformateurs",
    intro:
      "Quatre domaines d’accompagnement, adaptés à votre usine, à vos produits et à vos équipes.",
    cards: [
      {
        title: "Développement produit et transfert de technologie",
        items: [
          "Nouvelles qualités de films et structures multicouches",
          "Choix des matières premières et des additifs",
          "Industrialisation, de l’essai à la pleine production",
          "Transfert de formulations éprouvées et de savoir-faire procédés",
        ],
      },
      {
        title: "Optimisation des procédés",
        items: [
          "Réglages d’extrusion, d’orientation et d’enroulement",
          "Moins de gâche, meilleur rendement matière, changements de série plus rapides",
          "Efficacité énergétique et consommation de matières premières",
          "Résolution des défauts récurrents",
        ],
      },
      {
        title: "Essais et systèmes qualité",
        items: [
          "Mise en place du laboratoire et méthodes d’essai",
          "Contrôles à réception et en cours de fabrication",
          "Spécifications des films finis",
          "Traitement des réclamations et analyse des causes racines",
        ],
      },
      {
        title: "Formation et transfert de compétences",
        items: [
          "Formation des opérateurs et des techniciens",
          "Sessions pratiques sur vos propres lignes",
          "Documentation des procédés et modes opératoires standard",
          "Accompagnement des équipes de production et de qualité",
        ],
      },
    ],
  },
  engagement: {
    eyebrow: "Déroulement d’une mission",
    title: "Du premier échange aux résultats sur votre ligne",
    intro:
      "Chaque mission suit les quatre mêmes étapes, de l’audit de ligne d’une journée au programme de développement sur un an.",
    steps: [
      {
        title: "Un premier échange",
        description:
          "Un court échange, sans engagement, pour comprendre votre produit, votre procédé et ce que vous attendez de nous.",
      },
      {
        title: "Une proposition écrite",
        description:
          "Le périmètre, les livrables, les spécialistes mobilisés, le calendrier et un prix ferme, validés avant tout démarrage.",
      },
      {
        title: "L’intervention, sur site et à distance",
        description:
          "Audits, essais et formations dans votre usine ou votre laboratoire, avec un suivi à distance entre les visites pour que le travail avance.",
      },
      {
        title: "Rapport et suivi",
        description:
          "Un rapport écrit avec les résultats mesurés et un plan d’action, puis un point quelques semaines plus tard pour vérifier que les gains se maintiennent.",
      },
    ],
    facts: [
      {
        title: "Ce que vous recevez",
        body: "Rapports d’audit avec données mesurées, fiches de paramètres de procédé, plans et résultats d’essais, spécifications, modes opératoires et supports de formation pour vos équipes.",
      },
      {
        title: "À distance ou sur site",
        body: "Le diagnostic commence souvent à distance, à partir de vos données et de vos échantillons. Essais, audits et formations se déroulent sur vos propres lignes, où que se trouve votre usine.",
      },
      {
        title: "Tarification",
        body: "Un forfait pour un projet défini, ou un tarif journalier pour un accompagnement au long cours. Les frais de déplacement et d’hébergement sont facturés au réel, après accord préalable.",
      },
    ],
  },
  closing: {
    title: "Un défi technique ?",
    body: "Décrivez-nous le problème de produit ou de procédé que vous rencontrez : nos spécialistes vous diront comment nous pouvons vous aider.",
    action: "Nous contacter",
  },
} satisfies EditionTranslation["technicalDivision"];
