import type { EditionTranslation } from "../../english.ts";

export const productDetails = {
  "bopp-films": {
    lead: "Films de polypropylène transparents, rigides et économiques pour l’impression, le complexage, le suremballage et l’étiquetage, sélectionnés auprès de producteurs qualifiés selon votre épaisseur, votre laize et votre mandrin.",
    description: [
      "Le polypropylène bi-orienté compte parmi les films les plus utilisés en emballage souple. Étiré dans les deux directions (sens machine et sens travers) lors de sa fabrication, il associe transparence, rigidité et bonne barrière à l’humidité à une faible densité : à poids égal, il couvre ainsi plus de surface d’emballage que la plupart des autres films.",
      "Nous proposons des qualités neutres, thermosoudables, mates, blanc opaque et métallisées, aussi bien aux transformateurs qui impriment et complexent le film qu’aux conditionneurs qui le passent directement sur leurs lignes d’emballage. Indiquez-nous l’application finale et votre procédé : nous sélectionnons la qualité et le traitement de surface adaptés, organisons l’envoi d’échantillons pour essai et suivons la commande jusqu’à la livraison.",
    ],
    features: [
      {
        title: "Transparence et brillance",
        body: "Une transparence et une brillance de surface élevées mettent le produit en valeur et donnent profondeur et contraste aux décors imprimés.",
      },
      {
        title: "Barrière à l’humidité",
        body: "Une faible perméabilité à la vapeur d’eau préserve le croustillant des produits secs, comme les produits apéritifs et les biscuits, tout au long de leur durée de conservation.",
      },
      {
        title: "Traité pour l’impression et le complexage",
        body: "Les surfaces traitées corona ou par flammage acceptent les encres héliogravure et flexographie et assurent un ancrage fiable des adhésifs de complexage.",
      },
      {
        title: "Qualités thermosoudables",
        body: "Des couches externes soudables coextrudées permettent au film de fermer seul l’emballage, sans couche de soudure supplémentaire.",
      },
      {
        title: "Rigidité et machinabilité",
        body: "Une bonne rigidité et un coefficient de frottement maîtrisé assurent un défilement régulier du film sur les ensacheuses FFS (formeuses-remplisseuses-soudeuses) et les suremballeuses.",
      },
      {
        title: "Rendement élevé",
        body: "La faible densité du polypropylène offre davantage de mètres carrés par kilogramme, ce qui réduit le coût matière de chaque emballage.",
      },
    ],
    specifications: [
      {
        label: "Épaisseur",
        value: "15 à 60 µm",
      },
      {
        label: "Laize",
        value: "Jusqu’à 2 000 mm",
      },
      {
        label: "Mandrin",
        value: "3 ou 6 pouces",
      },
      {
        label: "Traitement de surface",
        value: "Corona ou flammage",
      },
    ],
    applications: [
      "Emballages de produits apéritifs et de confiserie",
      "Emballages pour la biscuiterie et la boulangerie",
      "Poches et sachets complexés",
      "Étiquettes classiques et enveloppantes",
      "Suremballage de boîtes et de coffrets cadeaux",
      "Rubans adhésifs",
    ],
    closing: {
      title: "Vous préparez votre prochaine commande de BOPP ?",
      body: "Indiquez-nous l’épaisseur, la laize, le mandrin et le traitement souhaités, ainsi que l’application finale et les quantités : nous vous proposerons des qualités adaptées et des échantillons pour votre essai.",
    },
    illustration: {
      alt: "Deux bobines de film BOPP transparent, dont l’une déroule une bande imprimée",
    },
  },
  "cpp-films": {
    lead: "Films de polypropylène coulé, souples et transparents, à la soudure fiable, pour la couche interne des complexes, les sachets stérilisables et les sacs imprimés.",
    description: [
      "Le polypropylène coulé est obtenu en extrudant le polymère sur un cylindre refroidi, sans orientation. Il en résulte un film souple, transparent et résistant, qui se thermosoude bien : c’est pourquoi le CPP est la couche de soudure de référence de nombreux complexes associant BOPP, PET et feuille d’aluminium.",
      "Nous fournissons des qualités standard, métallisables et stérilisables en autoclave, choisies en fonction des conditions de soudure de votre ligne de conditionnement et de la température que l’emballage fini doit supporter. Décrivez-nous la structure que vous concevez : nous vous recommandons la qualité, organisons l’envoi d’échantillons et prenons en charge la logistique.",
    ],
    features: [
      {
        title: "Soudure fiable",
        body: "Soude sur une large plage de températures avec une bonne tenue de soudure à chaud, pour des soudures solides et régulières aux cadences des lignes de conditionnement.",
      },
      {
        title: "Transparence",
        body: "Une transparence élevée laisse le contenu visible dans les sacs non imprimés et à travers les fenêtres des emballages imprimés.",
      },
      {
        title: "Couche de soudure pour complexes",
        body: "Adhère bien au BOPP, au PET et à l’aluminium en complexage adhésif et constitue la face interne, soudante, du complexe.",
      },
      {
        title: "Qualités stérilisables",
        body: "Des qualités conçues pour résister à la stérilisation, destinées aux sachets stérilisables de plats cuisinés, de sauces et d’aliments pour animaux.",
      },
      {
        title: "Résistance mécanique",
        body: "Une bonne résistance à la déchirure et à la perforation protège les contenus lourds ou de forme irrégulière pendant le transport et en rayon.",
      },
      {
        title: "Qualités métallisables",
        body: "Une surface apte à recevoir une couche d’aluminium déposée sous vide, qui ajoute une barrière à la lumière et aux gaz pour les emballages de produits apéritifs.",
      },
    ],
    specifications: [
      {
        label: "Épaisseur",
        value: "20 à 100 µm",
      },
      {
        label: "Laize",
        value: "Jusqu’à 2 500 mm",
      },
      {
        label: "Mandrin",
        value: "3 ou 6 pouces",
      },
      {
        label: "Traitement de surface",
        value: "Corona ou flammage",
      },
    ],
    applications: [
      "Couche de soudure des sachets complexés",
      "Sachets stérilisables en autoclave",
      "Sacs pour le pain et la viennoiserie",
      "Emballages métallisés pour produits apéritifs",
      "Housses pour le textile et l’habillement",
      "Emballages de fruits et légumes frais",
    ],
    closing: {
      title: "Vous concevez un complexe avec une couche de soudure en CPP ?",
      body: "Décrivez-nous la structure, la ligne de conditionnement et le mode de remplissage ou de stérilisation de l’emballage : nous vous proposerons des qualités de CPP et vous enverrons des échantillons pour votre essai.",
    },
    illustration: {
      alt: "Une bobine de film CPP à côté d’un sachet aux bords thermosoudés",
    },
  },
  "pet-films": {
    lead: "Films polyester bi-orientés alliant haute résistance mécanique, tenue à la chaleur et stabilité dimensionnelle, fournis neutres, métallisés, enduits ou imprimés.",
    description: [
      "Le film PET (BOPET) constitue la couche extérieure, résistante et thermostable, de nombreux complexes. Il conserve ses dimensions sous la chaleur et la tension de l’impression et du complexage, ce qui garantit un repérage précis en multicolore, et il protège l’impression lorsqu’il est imprimé en envers puis complexé.",
      "Des faibles épaisseurs destinées à l’emballage jusqu’aux films épais pour usages industriels, nous proposons des qualités traitées corona et enduites, ainsi que des films métallisés ou imprimés pour les applications barrière et décoratives. Nous vous aidons à choisir la surface adaptée à vos encres et à vos adhésifs, puis à qualifier le film sur votre ligne.",
    ],
    features: [
      {
        title: "Tenue à la chaleur",
        body: "Résiste à la chaleur des mâchoires de soudure et à la stérilisation, ce qui en fait une couche extérieure courante pour les sachets.",
      },
      {
        title: "Stabilité dimensionnelle",
        body: "Un allongement minimal sous la tension de bande maintient un repérage précis sur les longs tirages.",
      },
      {
        title: "Résistance et rigidité",
        body: "Une résistance élevée à la traction et à la perforation, même en faible épaisseur, permet des complexes légers et robustes.",
      },
      {
        title: "Transparence et brillance",
        body: "Une surface éclatante et brillante donne aux décors imprimés en envers un fort impact visuel.",
      },
      {
        title: "Barrière métallisée",
        body: "Les qualités métallisées ajoutent une barrière à la lumière, à l’oxygène et à l’humidité pour le café, les produits apéritifs et les autres produits sensibles.",
      },
      {
        title: "Surfaces enduites",
        body: "Les enductions améliorent l’ancrage des encres et des adhésifs, et peuvent apporter au film des propriétés barrière ou de soudabilité.",
      },
    ],
    specifications: [
      {
        label: "Épaisseur",
        value: "12 à 250 µm",
      },
      {
        label: "Laize",
        value: "Jusqu’à 3 000 mm",
      },
      {
        label: "Traitement de surface",
        value: "Corona ou enduction",
      },
      {
        label: "Versions spéciales",
        value: "Métallisé, enduit, imprimé",
      },
    ],
    applications: [
      "Couche extérieure imprimée des complexes",
      "Sachets tenant debout et sachets stérilisables",
      "Complexes métallisés pour le café et les produits apéritifs",
      "Films d’operculage pour barquettes et pots",
      "Étiquettes et rubans adhésifs",
    ],
    closing: {
      title: "Besoin d’un film PET neutre, métallisé ou imprimé ?",
      body: "Indiquez-nous l’épaisseur, la laize, la surface et les quantités souhaitées : nous vous chiffrerons des qualités adaptées et organiserons l’envoi d’échantillons pour votre ligne.",
    },
    illustration: {
      alt: "Une bobine de film PET métallisé et une feuille de film imprimé",
    },
  },
  "thermal-lamination-films": {
    lead: "Films préencollés qui se fixent sur le papier et le carton imprimés par la seule action de la chaleur et de la pression, en finition brillante ou mate.",
    description: [
      "Le film de pelliculage thermique porte une enduction adhésive thermoactivable, appliquée à l’usine de fabrication du film. Sur la pelliculeuse, la chaleur et la pression des rouleaux le fixent sur la feuille imprimée : pas d’adhésif liquide à préparer, pas de solvant à évaporer ni de réticulation à attendre.",
      "Le film protège l’impression des frottements, de l’humidité et des manipulations, et confère aux couvertures, étuis et sacs une finition soignée et haut de gamme. Nous proposons des finitions brillante et mate, et vous aidons à choisir le film adapté à votre pelliculeuse et à vos impressions.",
    ],
    features: [
      {
        title: "Sans adhésif liquide",
        body: "L’enduction appliquée en usine épargne au pelliculage la préparation de l’adhésif, l’évaporation des solvants et le nettoyage du groupe d’encollage.",
      },
      {
        title: "Finition brillante",
        body: "Une surface éclatante, très brillante, qui fait ressortir les couleurs sur les couvertures, les étuis et les imprimés promotionnels.",
      },
      {
        title: "Finition mate",
        body: "Une surface douce et peu réfléchissante, pour un rendu sobre et haut de gamme et une impression lisible sous tous les éclairages.",
      },
      {
        title: "Protection de l’impression",
        body: "Protège les surfaces imprimées des frottements, de l’humidité et des manipulations, de la transformation à l’utilisation en passant par la distribution.",
      },
      {
        title: "Prêt pour la finition",
        body: "Les feuilles pelliculées passent directement à la découpe, au rainage et au pliage, sans attendre la réticulation d’un adhésif.",
      },
      {
        title: "Encollé chez le fabricant du film",
        body: "La couche adhésive est appliquée dans des conditions maîtrisées à l’usine de fabrication du film, et non préparée et dosée sur votre pelliculeuse.",
      },
    ],
    specifications: [
      {
        label: "Finitions",
        value: "Brillante et mate",
      },
    ],
    applications: [
      "Couvertures de livres et de magazines",
      "Étuis pliants et coffrets rigides",
      "Sacs cabas en papier",
      "Brochures et catalogues",
      "Menus, affiches et PLV",
    ],
    closing: {
      title: "Brillant ou mat : lequel choisir ?",
      body: "Indiquez-nous ce que vous pelliculez et sur quelle machine : nous vous enverrons des échantillons brillants et mats à tester sur vos propres impressions.",
    },
    illustration: {
      alt: "Une feuille imprimée passant entre des rouleaux chauffants et ressortant recouverte d’un film brillant",
    },
  },
  "wet-lamination-films": {
    lead: "Films pour le pelliculage du papier et du carton à l’adhésif liquide, traités corona ou enduits pour une adhérence forte et homogène.",
    description: [
      "En pelliculage humide, un adhésif liquide est appliqué, puis le film et le support sont assemblés entre des rouleaux presseurs pendant que l’adhésif est encore humide ; l’adhérence se développe à mesure que l’eau ou le solvant s’évacue à travers le papier ou le carton. C’est la surface du film qui conditionne la qualité de cette adhérence : les films de pelliculage humide sont donc traités corona ou enduits en fonction de l’adhésif utilisé.",
      "Nous fournissons le film dans l’épaisseur, la laize et le mandrin de votre pelliculeuse, et travaillons avec vous et votre fournisseur d’adhésif pour adapter la surface du film à votre adhésif et à votre support.",
    ],
    features: [
      {
        title: "Surface traitée ou enduite",
        body: "Le traitement corona ou une enduction augmente l’énergie de surface, pour que les adhésifs mouillent le film et s’y ancrent uniformément.",
      },
      {
        title: "Adhérence homogène",
        body: "Des propriétés de surface constantes aident à éviter les points faibles, les tunnels et le délaminage dans le complexe fini.",
      },
      {
        title: "Transparence",
        body: "Les films transparents préservent l’éclat des papiers et cartons imprimés sous le pelliculage.",
      },
      {
        title: "Bande plane et stable",
        body: "Une bonne planéité et une bonne stabilité dimensionnelle assurent un pelliculage sans plis et des feuilles bien planes, qui passent sans difficulté aux étapes suivantes.",
      },
      {
        title: "Protection de surface",
        body: "Renforce la résistance des emballages en papier et en carton à l’humidité, aux graisses et à l’abrasion.",
      },
      {
        title: "Au format de votre pelliculeuse",
        body: "Refendu à la laize de votre machine et enroulé sur mandrins de 3 ou 6 pouces.",
      },
    ],
    specifications: [
      {
        label: "Épaisseur",
        value: "15 à 50 µm",
      },
      {
        label: "Laize",
        value: "Jusqu’à 2 000 mm",
      },
      {
        label: "Mandrin",
        value: "3 ou 6 pouces",
      },
      {
        label: "Traitement de surface",
        value: "Corona ou enduction",
      },
    ],
    applications: [
      "Pelliculage du papier et du carton",
      "Étuis pliants et coffrets rigides",
      "Sacs et emballages en papier",
      "Couvertures et feuilles imprimées",
      "Étiquettes",
    ],
    closing: {
      title: "Vous pelliculez du papier ou du carton ?",
      body: "Indiquez-nous votre support, votre adhésif et votre pelliculeuse : nous vous recommanderons une surface de film adaptée et vous enverrons de la matière pour un essai.",
    },
    illustration: {
      alt: "Un film et une feuille de papier assemblés entre deux rouleaux, avec une couche d’adhésif liquide entre eux",
    },
  },
  "high-barrier-films": {
    lead: "Structures de films multicouches, enduits et métallisés qui protègent les produits sensibles de l’oxygène, de l’humidité, de la lumière et des transferts d’arômes.",
    description: [
      "Certains produits perdent rapidement leurs qualités dès que l’oxygène, la vapeur d’eau ou la lumière les atteignent. Les films haute barrière ralentissent ces échanges grâce à des couches barrières telles que l’EVOH, les enductions d’oxyde d’aluminium ou de silicium (AlOx, SiOx), la métallisation ou la feuille d’aluminium, intégrées dans une structure qui reste imprimable, complexable et soudable.",
      "La structure adaptée dépend du produit, de la durée de conservation visée, du mode de remplissage de l’emballage et de la nécessité ou non de conserver la transparence. Nous vous aidons à la spécifier, à l’approvisionner auprès de producteurs qualifiés et à la qualifier sur votre ligne.",
    ],
    features: [
      {
        title: "Barrière à l’oxygène",
        body: "Freine la pénétration de l’oxygène, responsable de l’oxydation, du rancissement, des changements de couleur et de la perte des principes actifs.",
      },
      {
        title: "Barrière à l’humidité",
        body: "Empêche la vapeur d’eau de pénétrer dans les produits secs et hygroscopiques, ou de s’échapper des produits humides, afin de préserver leur texture et leur efficacité.",
      },
      {
        title: "Barrière aux arômes",
        body: "Retient les saveurs et les arômes dans l’emballage et empêche les odeurs extérieures d’altérer le contenu.",
      },
      {
        title: "Barrière à la lumière",
        body: "Les structures métallisées et opaques protègent les contenus photosensibles, comme les produits laitiers, les huiles et les médicaments.",
      },
      {
        title: "Résistance chimique",
        body: "Des structures choisies pour résister aux huiles, aux solvants et aux produits agressifs, sans gonflement ni délaminage.",
      },
      {
        title: "Prêts à transformer",
        body: "Des couches d’impression, de complexage et de soudure sélectionnées selon votre format d’emballage, votre ligne de remplissage et, si nécessaire, la stérilisation en autoclave ou le remplissage à chaud.",
      },
    ],
    applications: [
      "Emballage alimentaire",
      "Emballage pharmaceutique",
      "Emballage de boissons",
      "Emballage de produits chimiques",
      "Emballage de dispositifs médicaux",
    ],
    closing: {
      title: "Besoin d’allonger la durée de conservation de vos produits ?",
      body: "Indiquez-nous le produit, la durée de conservation visée et son mode de conditionnement : notre équipe vous proposera des structures barrières adaptées, ainsi que les données nécessaires pour les évaluer.",
    },
    illustration: {
      alt: "Coupe d’un film barrière multicouche repoussant l’oxygène, l’humidité et la lumière",
    },
  },
  "metallized-films": {
    lead: "Films BOPP, CPP et PET revêtus sous vide d’une fine couche d’aluminium : une barrière brillante et opaque à la lumière, pour une fraction du poids et du coût d’une feuille d’aluminium.",
    description: [
      "La métallisation évapore de l’aluminium dans une enceinte sous vide et le condense sur le film en une couche de quelques dizaines de nanomètres. Le film conserve sa résistance et sa souplesse, et gagne un aspect miroir et une barrière à la lumière, à l’oxygène et à la vapeur d’eau : c’est pourquoi le film métallisé a remplacé la feuille d’aluminium dans la plupart des emballages de produits apéritifs, de café et de confiserie.",
      "Nous proposons du BOPP métallisé pour les sachets de produits apéritifs et de biscuits, du CPP métallisé comme couche de soudure qui arrête aussi la lumière, et du PET métallisé pour le café, les poudres et la couche externe des sachets, en qualités standard et haute barrière. Indiquez-nous la structure, la durée de conservation visée et la ligne de conditionnement : nous adaptons la densité optique et la barrière, et vous envoyons des échantillons pour essai.",
    ],
    features: [
      {
        title: "Barrière à la lumière",
        body: "Une densité optique de 2,0 à 3,0 arrête plus de 99 % de la lumière et protège matières grasses, arômes et couleurs de la photo-oxydation.",
      },
      {
        title: "Barrière à l’oxygène et à l’humidité",
        body: "La couche d’aluminium réduit fortement la perméabilité à l’oxygène et à la vapeur d’eau : les produits croustillants le restent et les matières grasses ne rancissent pas.",
      },
      {
        title: "Plus léger que l’aluminium",
        body: "Pour beaucoup de produits secs, une barrière proche de celle d’une feuille d’aluminium mince, avec un film plus léger, moins cher au mètre carré et qui ne se fissure pas au pliage.",
      },
      {
        title: "Aspect métallique brillant",
        body: "Une surface miroir donne aux emballages imprimés et complexés un aspect haut de gamme en rayon.",
      },
      {
        title: "Adhérence du métal",
        body: "Les qualités à surface traitée ou primairisée sous le métal retiennent fermement l’aluminium : le complexe ne se délamine pas à la couche métallique.",
      },
      {
        title: "Trois films de base",
        body: "Le BOPP pour la rigidité et le rendement, le CPP pour la soudure, le PET pour la résistance et la tenue à la chaleur : la base se choisit selon la place du film dans le complexe.",
      },
    ],
    specifications: [
      { label: "Films de base", value: "BOPP, CPP, PET" },
      { label: "Densité optique", value: "2,0 à 3,0" },
      { label: "Laize", value: "Jusqu’à 2 500 mm" },
      { label: "Mandrin", value: "3 ou 6 pouces" },
    ],
    applications: [
      "Sachets de produits apéritifs et de chips",
      "Emballages de café et de boissons en poudre",
      "Emballages de biscuits et de confiserie",
      "Couche interne des sachets complexés",
      "Étiquettes et emballages cadeaux",
      "Films d’isolation et de décoration",
    ],
    closing: {
      title: "Remplacer l’aluminium ou renforcer la barrière ?",
      body: "Indiquez-nous la structure, le produit et la durée de conservation visée : nous vous proposerons des qualités métallisées avec leur densité optique et leurs valeurs barrière, et des échantillons pour essai.",
    },
    illustration: {
      alt: "Trois bobines de film métallisé à la surface brillante comme un miroir",
    },
  },
  masterbatch: {
    lead: "Mélanges maîtres colorants et d’additifs pour l’extrusion de films, dont une gamme brevetée, adaptés à votre polymère, à votre procédé et à l’application finale.",
    description: [
      "Un mélange maître est un concentré de pigments ou d’additifs dans une résine support, dosé dans le polymère principal au niveau de l’extrudeuse. C’est un moyen propre et pratique de colorer un film ou de lui conférer des propriétés telles que le glissant, l’effet antibloquant ou antistatique, avec une meilleure dispersion et une manipulation plus simple que les pigments et les poudres bruts.",
      "Nous fournissons des mélanges maîtres blancs, noirs, colorants et d’additifs pour films soufflés, coulés et orientés, ainsi qu’une gamme brevetée. Nous adaptons la résine support à votre polymère et le taux d’incorporation à votre procédé, et organisons la fourniture de quantités d’essai avant tout engagement sur des volumes.",
    ],
    features: [
      {
        title: "Mise à la teinte",
        body: "Des couleurs ajustées à votre référence, avec une teinte constante d’un lot à l’autre.",
      },
      {
        title: "Blanc et noir",
        body: "Des mélanges maîtres blancs et noirs à fort pouvoir opacifiant pour les films opaques et les couches de protection contre la lumière.",
      },
      {
        title: "Additifs fonctionnels",
        body: "Des mélanges maîtres glissants, antibloquants, antistatiques, antibuée et anti-UV pour obtenir les propriétés de surface et d’usage dont votre film a besoin.",
      },
      {
        title: "Résines support adaptées",
        body: "Des résines support choisies en fonction de votre polymère, pour que le mélange maître se disperse de façon homogène sans altérer les propriétés du film.",
      },
      {
        title: "Gamme brevetée",
        body: "Une gamme brevetée de mélanges maîtres ; notre équipe vous indiquera les qualités adaptées à votre film et à votre procédé.",
      },
      {
        title: "Accompagnement des essais",
        body: "Des quantités d’essai et des recommandations de dosage, pour que vous puissiez qualifier un mélange maître sur votre propre ligne.",
      },
    ],
    ranges: [
      {
        title: "Mélanges maîtres colorants",
        items: ["Blanc", "Noir", "Couleurs sur mesure"],
      },
      {
        title: "Mélanges maîtres d’additifs",
        items: ["Glissant", "Antibloquant", "Antistatique", "Antibuée", "Anti-UV"],
      },
      {
        title: "Gamme brevetée",
        note: "Qualités brevetées ; demandez-nous leurs fiches techniques.",
      },
    ],
    applications: [
      "Films PE soufflés",
      "Films coulés (extrusion à plat)",
      "Lignes de film BOPP et BOPET",
      "Extrusion-couchage et complexage par extrusion",
      "Sacs tissés et raphia",
    ],
    closing: {
      title: "Besoin d’une couleur ou d’un additif pour votre film ?",
      body: "Indiquez-nous votre polymère, votre procédé et la couleur ou la propriété recherchée : nous vous proposerons des qualités adaptées et organiserons la fourniture de quantités d’essai.",
    },
    illustration: {
      alt: "Un sac de granulés de mélange maître, avec des granulés blancs, bleus et ambrés au premier plan",
    },
  },
  inks: {
    lead: "Encres héliogravure et flexographie pour films d’emballage souple, en impression surface comme en impression envers sous complexe.",
    description: [
      "Les encres d’emballage ne se contentent pas d’apporter la couleur. Elles doivent mouiller les films traités et y adhérer, sécher à la vitesse de la presse, résister au frottement et à la chaleur en impression surface, et garantir une forte adhérence lorsque l’impression est réalisée en envers puis complexée.",
      "Nous fournissons des systèmes d’encres héliogravure et flexographie pour films BOPP, CPP, PET et PE, et vous aidons à choisir la gamme d’encres adaptée à votre support, à votre presse, à votre procédé de complexage et à l’utilisation finale de l’emballage.",
    ],
    features: [
      {
        title: "Impression surface",
        body: "Des encres offrant la résistance au frottement, à la rayure et à la chaleur nécessaire sur la face extérieure de l’emballage.",
      },
      {
        title: "Impression envers pour complexage",
        body: "Des encres compatibles avec les adhésifs de complexage, qui résistent au délaminage lorsqu’elles sont imprimées à l’intérieur d’un complexe.",
      },
      {
        title: "Adhérence sur films",
        body: "Un bon ancrage sur les films BOPP, CPP, PET et PE traités corona.",
      },
      {
        title: "Mise à la teinte",
        body: "Des tons directs ajustés à vos références, avec une teinte constante d’un lot à l’autre.",
      },
      {
        title: "Comportement en machine",
        body: "Un séchage maîtrisé et une bonne resolubilité pour une impression propre et des détails nets aux cadences de production.",
      },
      {
        title: "Assistance technique",
        body: "Un accompagnement pour les essais sur presse, le réglage de la viscosité et la résolution des problèmes lorsque vous changez de support ou de travail.",
      },
    ],
    ranges: [
      {
        title: "Procédé d’impression",
        items: ["Héliogravure", "Flexographie"],
      },
      {
        title: "Type d’impression",
        items: ["Impression surface", "Impression envers pour complexage"],
      },
      {
        title: "Supports",
        items: ["BOPP", "CPP", "PET", "PE"],
      },
    ],
    applications: [
      "Emballages de produits apéritifs et de confiserie",
      "Sachets complexés",
      "Sacs pour la boulangerie et les surgelés",
      "Étiquettes et emballages individuels",
      "Sacs cabas et sacs de caisse",
    ],
    closing: {
      title: "Nouveau travail ou nouveau support : quelles encres choisir ?",
      body: "Indiquez-nous votre presse, votre support et s’il s’agit d’une impression surface ou complexée : nous vous recommanderons un système d’encres et organiserons la fourniture de quantités d’essai.",
    },
    illustration: {
      alt: "Pots d’encre d’imprimerie bleue et ambrée ouverts à côté d’un cylindre d’héliogravure",
    },
  },
  "ink-binders": {
    lead: "Liants polyuréthane pour les fabricants d’encres qui formulent des encres d’emballage héliogravure et flexographie, en qualités plastifiantes et filmogènes.",
    description: [
      "Le liant est la résine qui fixe le pigment sur le film. Il détermine l’adhérence de l’encre sur le support, la souplesse et la résistance de la couche imprimée, ainsi que sa tenue au complexage. Les liants polyuréthane sont largement utilisés dans les encres d’emballage, car ils s’ancrent sur une large gamme de films traités.",
      "Nous fournissons des liants à base de PU en deux familles : des qualités plastifiantes, associées à des résines dures comme la nitrocellulose pour apporter souplesse et adhérence, et des qualités filmogènes, qui servent de liant principal de l’encre. Utilisées seules ou combinées, elles vous permettent d’ajuster une encre pour l’impression surface ou envers.",
    ],
    features: [
      {
        title: "Adhérence polyvalente",
        body: "S’ancre sur les films BOPP, CPP, PET et PE traités, ce qui permet à une même gamme d’encres de couvrir plusieurs supports.",
      },
      {
        title: "Tenue au complexage",
        body: "Favorise une bonne tenue du complexe (forces de délaminage élevées) lorsque les encres imprimées en envers sont complexées à l’aide d’adhésifs.",
      },
      {
        title: "Souplesse",
        body: "Un film d’encre souple qui ne craquelle pas lorsque l’emballage est plié, rainé ou fléchi.",
      },
      {
        title: "Film d’encre résistant",
        body: "Les qualités filmogènes apportent à la couche imprimée la cohésion et la résistance dont elle a besoin à l’usage.",
      },
      {
        title: "Formulations ajustables",
        body: "Les qualités plastifiantes et filmogènes se combinent pour équilibrer adhérence, souplesse et dureté.",
      },
      {
        title: "Accompagnement en formulation",
        body: "Des données techniques et une assistance sur les questions de compatibilité lorsque vous développez une nouvelle encre ou adaptez une encre existante.",
      },
    ],
    ranges: [
      {
        title: "Liants à base de PU",
        items: ["Qualités plastifiantes", "Qualités filmogènes"],
      },
    ],
    applications: [
      "Encres d’emballage pour l’héliogravure",
      "Encres d’emballage pour la flexographie",
      "Encres d’impression envers pour complexage",
      "Encres d’impression surface",
    ],
    closing: {
      title: "Vous formulez une nouvelle encre d’emballage ?",
      body: "Indiquez-nous le système d’encres, le procédé et les supports sur lesquels vous travaillez : nous vous suggérerons des qualités de liants et enverrons des échantillons à votre laboratoire.",
    },
    illustration: {
      alt: "Un fût de résine polyuréthane à côté d’une fiole de laboratoire et d’une chaîne polymère",
    },
  },
  adhesives: {
    lead: "Adhésifs à base solvant, sans solvant, en phase aqueuse et thermofusibles (hot melt) pour le complexage des films, de l’aluminium et du papier, des usages courants aux hautes performances.",
    description: [
      "Les adhésifs de complexage assemblent les couches d’un emballage souple, et le collage doit résister à toutes les étapes de sa vie : refendage et fabrication des sachets, remplissage et soudure et, pour les produits exigeants, remplissage à chaud, ébullition ou contenus agressifs.",
      "Nous fournissons des systèmes à base solvant et sans solvant en versions performances standard, intermédiaires et hautes performances, des adhésifs en phase aqueuse monocomposants et bicomposants, ainsi que des thermofusibles. Indiquez-nous votre structure, votre complexeuse et l’application finale : nous sélectionnerons l’adhésif et ses conditions de réticulation en conséquence.",
    ],
    features: [
      {
        title: "Systèmes à base solvant",
        body: "Des adhésifs polyvalents pour complexes à base de films, d’aluminium et de papier, en versions performances standard, intermédiaires et hautes performances.",
      },
      {
        title: "Systèmes sans solvant",
        body: "Aucun solvant à évaporer : pas de tunnel de séchage, pas d’émissions de solvants et une consommation d’énergie réduite sur la complexeuse.",
      },
      {
        title: "Adhésifs en phase aqueuse",
        body: "Des systèmes monocomposants et bicomposants utilisant l’eau comme vecteur, pour le complexage des films et du papier.",
      },
      {
        title: "Thermofusibles (hot melt)",
        body: "Appliqués à l’état fondu, ils collent en refroidissant, pour une prise immédiate sans temps de séchage ni de réticulation.",
      },
      {
        title: "Adaptés à la structure",
        body: "Des qualités choisies en fonction des films, des feuilles d’aluminium et des encres de votre complexe, ainsi que des performances exigées de l’emballage.",
      },
      {
        title: "Conseils de réticulation",
        body: "Des recommandations sur le mélange, le grammage et la réticulation, des thermofusibles à prise instantanée aux systèmes qui réticulent en 72 heures au plus.",
      },
    ],
    specifications: [
      {
        label: "Viscosité",
        value: "200 à 5 000 mPa·s",
      },
      {
        label: "Extrait sec",
        value: "30 à 75 %",
      },
      {
        label: "Mode d’application",
        value: "Rouleau, pulvérisation ou cordon",
      },
      {
        label: "Temps de réticulation",
        value: "De l’instantané à 72 heures",
      },
    ],
    ranges: [
      {
        title: "Base solvant",
        items: ["Performances standard", "Performances intermédiaires", "Hautes performances"],
      },
      {
        title: "Sans solvant",
        items: ["Performances standard", "Performances intermédiaires", "Hautes performances"],
      },
      {
        title: "Phase aqueuse",
        items: ["Monocomposant", "Bicomposant"],
      },
      {
        title: "Thermofusibles (hot melt)",
        note: "Appliqués à l’état fondu ; prise au refroidissement.",
      },
    ],
    applications: [
      "Complexes film/film",
      "Complexes film/aluminium",
      "Complexes film/papier",
      "Sachets pour produits apéritifs, confiserie et produits secs",
      "Sachets pour liquides et produits agressifs",
    ],
    closing: {
      title: "Quel adhésif choisir pour votre nouveau complexe ?",
      body: "Indiquez-nous la structure, votre complexeuse et l’application finale : nous vous recommanderons un système adhésif et organiserons la fourniture d’une quantité d’essai.",
    },
    illustration: {
      alt: "Deux fûts d’adhésif et une buse déposant un cordon d’adhésif",
    },
  },
} satisfies EditionTranslation["productDetails"];
