import type { EditionTranslation } from "../../english.ts";

export const machineryDivision = {
  hero: {
    eyebrow: "Machines",
    title: "Pôle machines",
    lead: "Machines d’occasion et neuves pour la production de films, l’impression, le complexage et la transformation : achat, vente, mise en service et maintenance.",
    action: "Voir les machines d’occasion",
  },
  expertise: {
    eyebrow: "Notre métier",
    title: "Notre expertise",
    intro:
      "De la machine isolée à l’usine complète, nous intervenons à chaque étape de la vie de vos équipements.",
    cards: [
      {
        title: "Achat de matériel et d’usines d’occasion",
        description:
          "Nous rachetons des machines isolées et des usines de production complètes à des producteurs de films et des transformateurs qui modernisent ou regroupent leurs outils de production.",
      },
      {
        title: "Vente de matériel et d’usines d’occasion",
        description:
          "Nous proposons à des acheteurs du monde entier des machines et des lignes complètes inspectées, avec des informations claires sur leur état et leur historique.",
      },
      {
        title: "Démontage et transfert",
        description:
          "Nos ingénieurs documentent, démontent, emballent et expédient les machines pour un remontage sans mauvaise surprise sur leur nouveau site.",
      },
      {
        title: "Mise en service et maintenance",
        description:
          "Nous installons et mettons en service les équipements sur leur nouveau site, puis en assurons la maintenance tout au long de leur vie.",
      },
      {
        title: "Fourniture de machines neuves",
        description:
          "Lorsqu’une machine neuve est le meilleur investissement, nous la sélectionnons auprès de constructeurs adaptés et pilotons le projet.",
      },
    ],
  },
  machineTypes: {
    eyebrow: "Équipements",
    title: "Les machines sur lesquelles nous intervenons",
    intro:
      "Nous couvrons les principales machines de production et de transformation de l’emballage souple.",
    items: [
      "Lignes de film BOPET, BOPP et CPP",
      "Équipements de métallisation, d’enduction et d’holographie",
      "Presses flexographiques et rotatives héliogravure",
      "Lignes d’extrusion-couchage et de complexage",
      "Refendeuses-bobineuses",
    ],
  },
  advantages: {
    eyebrow: "Pourquoi nous choisir",
    title: "Les avantages de travailler avec nous",
    cards: [
      {
        title: "Un coût total de possession réduit",
        description:
          "Une machine d’occasion bien choisie coûte moins cher qu’une machine neuve et elle est disponible plus tôt ; nous vous aidons à évaluer le coût complet, de l’achat au démarrage.",
      },
      {
        title: "Logistique internationale et appui d’ingénierie",
        description:
          "Nous coordonnons démontage, emballage, transport et installation par-delà les frontières, avec un appui d’ingénierie au départ comme à l’arrivée.",
      },
      {
        title: "Modernisations sur mesure",
        description:
          "Entraînements, commandes, automatismes et systèmes de sécurité modernisés selon vos produits et les normes en vigueur.",
      },
      {
        title: "Inspections certifiées et diagnostics avant vente",
        description:
          "Chaque machine est inspectée et testée avant la vente : vous connaissez son état avant de vous engager.",
      },
    ],
  },
  closing: {
    title: "Vous achetez ou vendez des machines ?",
    body: "Dites-nous quelle machine vous recherchez ou quel équipement vous souhaitez vendre : nous nous occupons du reste.",
    contact: "Nous contacter",
    sell: "Vendre votre matériel",
  },
} satisfies EditionTranslation["machineryDivision"];
