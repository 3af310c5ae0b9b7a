import type { EditionTranslation } from "../../english.ts";

export const procurement = {
  page: {
    hero: {
      eyebrow: "Services",
      title: "Achats et approvisionnement",
      lead: "Une démarche structurée en neuf étapes pour identifier, qualifier et gérer les bons fournisseurs de films, d’encres et d’adhésifs.",
      action: "Parlons de vos besoins",
    },
    steps: {
      eyebrow: "Notre méthode",
      title: "Notre démarche d’approvisionnement",
      intro:
        "Neuf étapes mènent chaque projet d’achat de votre premier cahier des charges à une relation fournisseur durable et performante.",
    },
    exportBlock: {
      eyebrow: "Moyen-Orient et Afrique",
      title: "Développement à l’export",
      intro:
        "Aux fabricants qui souhaitent vendre au Moyen-Orient et en Afrique, nous apportons la connaissance du marché, les canaux de distribution et l’équipe pour y parvenir.",
      link: {
        label: "Découvrir le développement à l’export",
      },
    },
    value: {
      eyebrow: "Le résultat",
      title: "Ce que notre approvisionnement vous apporte",
      cards: [
        {
          title: "Un coût total compétitif",
          description:
            "Un panel élargi de fournisseurs qualifiés et des négociations bien préparées réduisent vos coûts de matières, de fret et de non-qualité.",
        },
        {
          title: "Un approvisionnement sûr et régulier",
          description:
            "Des fournisseurs qualifiés et suivis, et des contrats aux clauses qualité claires, limitent le risque de retards ou de matières hors spécifications.",
        },
        {
          title: "Du temps libéré pour vos équipes",
          description:
            "Un seul partenaire prend en charge la recherche, les échantillons, les contrats et l’expédition : vos équipes se concentrent sur la production et les clients.",
        },
      ],
    },
    closing: {
      title: "Une matière à approvisionner ?",
      body: "Envoyez-nous votre cahier des charges et les volumes souhaités : nous commencerons par analyser votre besoin avec vous.",
      action: "Nous contacter",
    },
  },
  steps: [
    {
      title: "Analyse de votre besoin",
      description:
        "Nous étudions votre produit, vos spécifications, vos volumes, votre prix cible et vos délais, et définissons avec vous ce qu’est un bon résultat.",
    },
    {
      title: "Identification des fournisseurs",
      description:
        "Nous recensons les producteurs capables de répondre à votre cahier des charges, en nous appuyant sur notre réseau et sur des études de marché.",
    },
    {
      title: "Qualification des fournisseurs",
      description:
        "Nous évaluons le savoir-faire, les capacités, les systèmes qualité et l’expérience à l’export, puis présélectionnons les fournisseurs adaptés.",
    },
    {
      title: "Envoi et validation des échantillons",
      description:
        "Les fournisseurs présélectionnés envoient des échantillons, nous coordonnons les essais sur vos lignes, et la matière est validée avant toute commande.",
    },
    {
      title: "Négociation et contractualisation",
      description:
        "Nous négocions le prix et les conditions de paiement et de livraison, et intégrons les spécifications et les clauses qualité au contrat.",
    },
    {
      title: "Suivi de production",
      description:
        "Nous suivons votre commande tout au long de la production et veillons au respect de la qualité et du calendrier.",
    },
    {
      title: "Logistique et documentation",
      description:
        "Nous coordonnons l’expédition et préparons ou vérifions les documents d’export et d’import nécessaires à votre envoi.",
    },
    {
      title: "Pilotage de la performance fournisseurs",
      description:
        "Nous évaluons la qualité, les délais et le service au regard des exigences convenues et réglons les problèmes avec le fournisseur.",
    },
    {
      title: "Veille et conseil marché",
      description:
        "Nous vous informons sur les prix des matières premières, les capacités et les nouveaux produits, pour planifier vos achats en toute confiance.",
    },
  ],
  exportServices: [
    "Veille marché et analyse des tendances",
    "Accès aux marchés à fort potentiel",
    "Développement des canaux et partenariats de distribution",
    "Développement des ventes en volume de produits standard",
    "Accompagnement du développement de nouveaux produits",
    "Optimisation de l’activité export",
    "Gestion des distributeurs et des agents",
    "Recrutement et encadrement des équipes export",
  ],
} satisfies EditionTranslation["procurement"];
