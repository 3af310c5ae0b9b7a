import type { EditionTranslation } from "../../english.ts";

export const exportDevelopment = {
  hero: {
    eyebrow: "Services",
    title: "Développement à l’export",
    lead: "Nous aidons les fabricants d’emballages à bâtir une activité export rentable au Moyen-Orient et en Afrique.",
  },
  intro: {
    eyebrow: "Moyen-Orient et Afrique",
    title: "Se développer là où est la demande",
    paragraphs: [
      "La demande d’emballage souple ne cesse de croître au Moyen-Orient et en Afrique, mais une liste de prix ne suffit pas pour la capter. Les acheteurs attendent un approvisionnement fiable, un suivi local et des partenaires qui comprennent leur marché.",
      "Nous vous ouvrons ces portes grâce à des partenariats stratégiques avec les fournisseurs et à une connaissance directe du terrain, puis nous vous aidons à bâtir les canaux et l’équipe qui les garderont ouvertes.",
    ],
  },
  services: {
    eyebrow: "Notre métier",
    title: "Nos services à l’export",
    intro:
      "Sept leviers pour développer votre activité export, de la première étude de marché à une organisation commerciale autonome.",
    cards: [
      {
        title: "Veille marché",
        description:
          "Demande, prix, concurrents et tendances dans vos pays cibles, pour investir là où le potentiel est avéré.",
      },
      {
        title: "Développement des canaux et des distributeurs",
        description:
          "Nous identifions les importateurs, distributeurs et transformateurs adaptés à vos produits et à vos ambitions, et vous mettons en relation.",
      },
      {
        title: "Ventes en volume de produits standard",
        description:
          "Des volumes réguliers pour les films et matières standard, auprès d’acheteurs à la demande stable et prévisible.",
      },
      {
        title: "Co-développement de nouveaux produits",
        description:
          "Nous faisons remonter les retours du marché à votre équipe de développement et vous aidons à lancer des produits conçus pour les besoins régionaux.",
      },
      {
        title: "Optimisation de l’export",
        description:
          "Une revue des prix, des conditions commerciales, de la logistique et de l’assortiment qui rend vos exportations actuelles plus rentables.",
      },
      {
        title: "Gestion des distributeurs et des agents",
        description:
          "Objectifs, revues régulières et suivi au quotidien maintiennent vos distributeurs et agents actifs et alignés sur vos plans.",
      },
      {
        title: "Recrutement des équipes export",
        description:
          "Nous vous aidons à recruter, intégrer et encadrer des collaborateurs export qui connaissent la région et le secteur de l’emballage.",
      },
    ],
  },
  engagement: {
    eyebrow: "Déroulement d’une mission",
    title: "Du premier échange à une activité export régulière",
    intro:
      "Quatre étapes, quels que soient vos marchés cibles et le degré d’accompagnement que vous souhaitez.",
    steps: [
      {
        title: "Un premier échange",
        description:
          "Vos produits, vos capacités et les marchés que vous visez, abordés sans engagement.",
      },
      {
        title: "Une proposition et un plan",
        description:
          "Pays cibles, livrables, jalons et prix ferme, convenus par écrit avant le démarrage.",
      },
      {
        title: "Le travail sur le terrain",
        description:
          "Études de marché, visites d’importateurs et de transformateurs, mises en relation et négociations, sur place et à distance.",
      },
      {
        title: "Bilans et suivi",
        description:
          "Des bilans réguliers des résultats au regard du plan, et un appui à vos distributeurs et à votre équipe export à mesure que l’activité se développe.",
      },
    ],
    facts: [
      {
        title: "Ce que vous recevez",
        body: "Des rapports de marché sur la demande, les prix et la concurrence, une liste restreinte de distributeurs et d’acheteurs qualifiés, des comptes rendus de rendez-vous, des recommandations sur les prix et les conditions, et un bilan trimestriel des résultats.",
      },
      {
        title: "À distance ou sur site",
        body: "Les recherches et le suivi se font à distance. Les visites de marché, les mises en relation et les rendez-vous avec les distributeurs ont lieu dans les pays cibles, avec votre équipe ou pour son compte.",
      },
      {
        title: "Tarification",
        body: "Un forfait pour une étude de marché, et des honoraires mensuels pour le développement commercial dans la durée, chacun convenu à l’avance avec son périmètre et sa durée.",
      },
    ],
  },
  valueBanner: {
    eyebrow: "Partenariats stratégiques",
    title: "Un partenaire sur votre marché, pas un simple intermédiaire",
    body: "Nous bâtissons des partenariats durables entre les fournisseurs et leurs clients. Notre réussite se mesure à l’activité que vous réalisez encore sur un marché des années après la première expédition.",
  },
  businessValue: {
    title: "Des résultats concrets pour votre activité",
    body: "Chaque mission vise des résultats visibles dans vos comptes, pas seulement dans un rapport.",
    outcomes: [
      "De nouveaux clients sur des marchés jusqu’ici hors de portée",
      "Des volumes réguliers qui font tourner vos lignes",
      "Une distribution que vous connaissez, pilotez et pouvez développer",
      "Une équipe export qui grandit avec l’activité",
    ],
    prompt:
      "Parlez-nous de vos produits et des marchés que vous visez : nous vous montrerons par où commencer.",
    action: "Développez vos exportations",
    subject: "Demande d’accompagnement à l’export",
  },
} satisfies EditionTranslation["exportDevelopment"];
