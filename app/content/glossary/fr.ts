import type { Glossary } from "../../lib/glossary.ts";

import { latinAbbreviations, latinNames } from "./latin.ts";

/**
 * The French edition's terms: one per concept, as a French converter or
 * film producer writes it. A new term goes here first, then into the text
 * (README, "Editing a translation"). Strings match whole words, case aside;
 * RegExps as written.
 */
export const frenchGlossary = {
  locale: "fr",
  latin: latinAbbreviations,
  names: latinNames,
  terms: [
    // Processes and machines
    {
      concept: "gravure printing",
      use: "héliogravure (encres héliogravure, cylindre d’héliogravure)",
      reject: [/héliograph\p{L}*/giu, /(?:impression|encres?|presses?)\s+(?:en\s+)?gravure/giu],
      note: "L’héliographie est un procédé de reproduction (photocopie de plans), pas l’impression.",
    },
    {
      concept: "gravure press",
      use: "rotative héliogravure",
      reject: [/presses?\s+(?:d’impression\s+)?(?:en\s+)?hélio\p{L}*/giu],
    },
    {
      concept: "flexographic printing press",
      use: "presse flexographique",
      reject: [/machines?\s+d’impression\s+flexographique/giu],
      note: "Comme la rotative héliogravure, la presse se nomme par son procédé.",
    },
    {
      concept: "flexographic printing",
      use: "flexographie (impression flexographique, encres flexographie)",
      reject: [/(?<![\p{L}-])flexo(?![\p{L}-])/giu],
    },
    {
      concept: "metallizing, metallizer",
      use: "métallisation ; métalliseur (sous vide)",
      reject: ["métallisage", "métallisateur", "métallisateurs"],
    },
    {
      concept: "slitting",
      use: "refendage",
      reject: ["refente"],
    },
    {
      concept: "slitter rewinder",
      use: "refendeuse-bobineuse",
      reject: [/(?:coupeuse|refendeuse)-rebobineuse\p{L}*/giu, /coupeuses?-bobineuses?/giu],
    },
    {
      concept: "lamination (film to film, film to foil), laminator",
      use: "complexage ; complexeuse",
      reject: [/(?<!\p{L})lamin(?:ation|age|ateur|ateurs|oir|euse|euses)(?!\p{L})/giu],
      note: "Le laminage est celui des métaux ; « lamination » est un anglicisme.",
    },
    {
      concept: "adhesive laminator (solvent, solventless)",
      use: "complexeuse solvant ; complexeuse sans solvant",
      reject: [/complexeuses?\s+adhésives?/giu],
      note: "Une machine n’est pas adhésive : on nomme la complexeuse par son procédé.",
    },
    {
      concept: "extrusion coating",
      use: "extrusion-couchage",
      reject: [
        /(?<![\p{L}-])(?:enduction|couchage)\s+(?:(?:et|ou)\s+(?:de\s+)?complexage\s+)?par\s+extrusion/giu,
      ],
    },
    {
      concept: "extrusion lamination",
      use: "complexage par extrusion ; complexeuse par extrusion",
      reject: [/contrecollage\s+par\s+extrusion/giu],
    },
    {
      concept: "film lamination of paper and board",
      use: "pelliculage ; pelliculeuse",
      reject: [],
    },
    {
      concept: "wet lamination",
      use: "pelliculage humide",
      reject: [/complexage\s+(?:par\s+voie\s+)?humide/giu],
      note: "Le film est posé sur papier ou carton avec un adhésif liquide : c’est un pelliculage.",
    },
    {
      concept: "pre-coated (thermal lamination film)",
      use: "préencollé",
      reject: [/pré-encoll\p{L}*/giu],
    },
    {
      concept: "heat sealing",
      use: "soudure, thermosoudable, thermosoudage ; soudeuse",
      reject: [/(?<!\p{L})(?:thermo)?scell\p{L}*/giu],
      note: "« Scellage » et « thermoscellable » sont des calques ; en emballage souple on soude.",
    },
    {
      concept: "flame treatment",
      use: "flammage (traité corona ou par flammage)",
      reject: [
        /corona\s+ou\s+(?:à\s+la\s+|par\s+)?flamme(?!\p{L})/giu,
        /traitement\s+(?:à\s+la\s+|par\s+)?flamme/giu,
      ],
    },
    {
      concept: "web width",
      use: "laize (laize utile, laize maximale)",
      reject: [
        /^largeurs?$/giu,
        /largeurs?\s+(?:utile|maximale|nette|de\s+(?:travail|bande|film|laize))/giu,
      ],
      note: "La largeur d’une bande, d’une bobine ou d’une machine est sa laize.",
    },
    {
      concept: "plain (film)",
      use: "neutre",
      reject: [/(?<!\p{L})standards?(?=,?\s+(?:ou\s+)?métallisé)/giu],
      note: "« Standard » reste juste pour une qualité courante (general-purpose) ou des performances standard.",
    },
    {
      concept: "micron (thickness)",
      use: "µm",
      reject: ["micron", "microns"],
    },
    {
      concept: "viscosity unit",
      use: "mPa·s",
      reject: [/(?<!\p{L})cPs?(?!\p{L})/gu],
    },
    {
      concept: "gloss (the measured property, in gloss units)",
      use: "brillance (brillance à 45°)",
      reject: [/(?<!\p{L})brillant\s+(?:à\s+)?\d+\s*°/giu],
      note: "Le brillant est la finition (brillant ou mat) ; le brillancemètre mesure la brillance.",
    },
    {
      concept: "coefficient of friction",
      use: "coefficient de frottement",
      reject: ["coefficient de glissement"],
    },
    {
      concept: "gloss unit",
      use: "UB (unités de brillance)",
      reject: [/(?<!\p{L})GU(?!\p{L})/gu],
    },
    {
      concept: "white opaque (film)",
      use: "blanc opaque (invariable : des films blanc opaque)",
      reject: [/blanc(?:he)?s\s+opaques?/giu],
      note: "Adjectif de couleur composé : il ne s’accorde pas.",
    },
    {
      concept: "heat resistant",
      use: "thermostable, tenue à la chaleur",
      reject: [/tenaces?\s+à\s+la\s+chaleur/giu],
    },
    {
      concept: "unwind / rewind diameter",
      use: "diamètre de la bobine mère ; diamètre des bobines filles",
      reject: [/diamètre\s+(?:au\s+dérouleur|à\s+l’enroulement|à\s+l’enrouleur)/giu],
    },
    {
      concept: "used machinery (for flexible packaging)",
      use: "machines d’occasion pour l’emballage souple",
      reject: [/machines?\s+d’emballage\s+d’occasion/giu],
      note: "Une machine d’emballage conditionne le produit (ensacheuse, encartonneuse) ; nos lignes produisent et transforment le film.",
    },
    {
      concept: "machine direction and transverse direction orientation",
      use: "orientation longitudinale (MDO) et transversale (TDO) ; étiré dans les deux directions (sens machine et sens travers)",
      reject: [/étirée?s?\s+dans\s+les\s+deux\s+sens/giu],
    },
    {
      concept: "shaftless drive",
      use: "entraînement à arbre électrique",
      reject: [/entraînements?\s+électroniques?\s+à\s+arbre\s+électrique/giu],
    },
    {
      concept: "make-ready time",
      use: "temps de calage",
      reject: [/temps\s+de\s+réglage/giu],
    },
    {
      concept: "changeover (job or product change on a line)",
      use: "changement de série",
      reject: [/changements?\s+de\s+production/giu],
      note: "« Changement de production » se lit comme un changement de ce que l’usine fabrique.",
    },
    {
      concept: "marking the parts (dismantling)",
      use: "marquage des pièces",
      reject: [/démont\p{L}*,\s+(?:la\s+)?repér\p{L}*/giu],
      note: "Le repérage est celui de l’impression (contrôle du repérage).",
    },
    {
      concept: "raw material handling (film line)",
      use: "installation d’alimentation en matières premières",
      reject: [/manutention\s+des\s+matières\s+premières/giu],
    },
    {
      concept: "solvent to dry off; adhesive applicator",
      use: "solvant à évaporer, évaporation des solvants ; groupe d’encollage",
      reject: [
        /solvants?\s+à\s+sécher/giu,
        /séchage\s+des\s+solvants/giu,
        /nettoyage\s+des\s+encolleurs/giu,
      ],
    },
    {
      concept: "bond strength",
      use: "tenue du complexe (forces de délaminage)",
      reject: [/forces?\s+de\s+liaison/giu],
    },
    {
      concept: "material yield",
      use: "rendement matière (le rendement seul est celui du film, en m²/kg)",
      reject: [/meilleur\s+rendement(?!\s+matière)/giu],
    },
    // Materials
    {
      concept: "masterbatch",
      use: "mélange maître (mélanges maîtres colorants, d’additifs)",
      reject: [/masterbatch\p{L}*/giu, /mélanges?-maîtres?/giu],
    },
    {
      concept: "adhesive",
      use: "adhésif (adhésifs de complexage)",
      reject: [
        /(?<!\p{L})(?:la|les|une|des|de|du|d’|aux|sa|ses|votre|vos|leur|leurs|sans|en|chaque|cette|quelles?)\s+colles?(?!\p{L})/giu,
        /^colles?(?!\p{L})/giu,
      ],
      note: "Le verbe coller reste juste ; l’encolleuse et l’encollage aussi.",
    },
    {
      concept: "solvent-based",
      use: "à base solvant",
      reject: [/à\s+base\s+de\s+solvants?/giu, /(?<!\p{L})solvantée?s?(?!\p{L})/giu],
    },
    {
      concept: "water-based",
      use: "en phase aqueuse",
      reject: [/à\s+base\s+d’eau/giu],
    },
    {
      concept: "pressure-sensitive tape",
      use: "ruban adhésif",
      reject: [/adhésifs?\s+autocollants?/giu],
    },
    {
      concept: "retort (pouches, grades)",
      use: "stérilisable (en autoclave)",
      reject: [/autoclavables?/giu],
    },
    {
      concept: "UV stabilizer (additive)",
      use: "anti-UV",
      reject: [/stabilisants?\s+UV/giu],
    },
    {
      concept: "snacks",
      use: "produits apéritifs",
      reject: ["en-cas", /biscuits\s+apéritifs/giu, /pour\s+biscuits,/giu],
      note: "Les biscuits apéritifs ne sont qu’une partie des produits apéritifs, et « biscuits » seuls sont des gâteaux secs.",
    },
    {
      concept: "film area per kilogram",
      use: "à poids égal, il couvre plus de surface d’emballage que la plupart des autres films",
      reject: [/davantage\s+d’emballages/giu, /surface\s+d’emballage\s+qu’avec/giu],
      note: "« Un kilogramme couvre plus… qu’avec les autres films » compare un poids à un complément : on compare à poids égal.",
    },
    {
      concept: "BOPP film line",
      use: "ligne de film BOPP ; lignes de film BOPP",
      reject: [/lignes?\s+de\s+films\s+(?:BOPP|CPP|BOPET|PET)/giu],
    },
    {
      concept: "adhesion of the metal layer, of inks (the measured property)",
      use: "adhérence (adhérence du métal, des encres)",
      reject: [/adhésion\s+(?:du\s+métal|de\s+l’encre|des\s+encres|de\s+l’aluminium)/giu],
      note: "L’adhérence se mesure ; l’adhésion est le phénomène physico-chimique.",
    },
    {
      concept: "rework (cost)",
      use: "coûts de non-qualité",
      reject: [/(?<!\p{L})de\s+reprises(?!\p{L})/giu],
      note: "« Reprises » est ambigu (reprise de marchandise, redémarrage) ; le coût du rebut et des retouches est la non-qualité.",
    },
    // Specifications
    {
      concept: "specification table (heading)",
      use: "Caractéristiques techniques ; Voir les caractéristiques",
      reject: ["spécifications techniques", "voir les spécifications"],
      note: "Les spécifications restent le cahier des charges du client : « selon vos spécifications ».",
    },
    {
      concept: "year built, manufacturer year (a machine)",
      use: "année de fabrication",
      reject: [/années?\s+de\s+construction/giu],
      note: "Le catalogue, les annonces et le formulaire vendeur disent tous « année de fabrication ».",
    },
    // A listing's documents (usedEquipment.machine.documents.kinds)
    {
      concept: "operating manual",
      use: "manuel d’utilisation",
      reject: [/manuels?\s+(?:de\s+l[’']\s*)?utilisateurs?/giu],
    },
    {
      concept: "electrical drawings",
      use: "schémas électriques",
      reject: [/dessins?\s+électriques/giu, /plans?\s+électriques/giu],
      note: "Le plan est l’implantation ; le câblage se lit sur des schémas.",
    },
    {
      concept: "inspection report",
      use: "rapport d’inspection",
      reject: [/rapports?\s+de\s+contrôle\s+visuel/giu],
    },
    {
      concept: "layout (of a machine in the hall)",
      use: "plan d’implantation",
      reject: [/plans?\s+de\s+disposition/giu, /(?<!\p{L})layouts?(?!\p{L})/giu],
    },
    {
      concept: "subject to prior sale (a listing, a spec sheet)",
      use: "sauf vente entre-temps",
      reject: [/sous\s+réserve\s+de\s+vente/giu],
      note: "« Sous réserve de vente » se lit « à condition d’être vendu ».",
    },
    {
      concept: "used equipment (the catalogue page: menu, breadcrumb, links)",
      use: "Machines d’occasion ; Toutes les machines d’occasion",
      reject: [/^(?:(?:tout\s+le|voir\s+le)\s+)?matériel\s+d’occasion$/giu],
      note: "Le titre, le H1 et le pied de page disent « Machines d’occasion » : une page, un nom. « Du matériel d’occasion » reste juste dans le texte courant.",
    },
    {
      concept: "equipment (the catalogue's title, search, filters and empty state)",
      use: "Machines disponibles ; Rechercher une machine ; Filtrer les machines ; Aucune machine trouvée",
      reject: [
        /^matériel\s+disponible$/giu,
        /(?:parcourir|filtrer)\s+le\s+matériel/giu,
        /recherche(?:r\s+du|\s+de)\s+matériel/giu,
        /aucun\s+matériel\s+trouvé/giu,
      ],
      note: "Sur la page du catalogue, le H1, les compteurs et les filtres disent « machines » : une page, un nom. « Vendre votre matériel » (lignes, usines) reste juste.",
    },
    {
      concept: "built from, built up to (a machine alert's years)",
      use: "année de fabrication minimale ; année de fabrication maximale",
      reject: [/construite?s?\s+(?:à\s+partir\s+de|jusqu’(?:en|à))/giu],
      note: "Partout ailleurs on dit « année de fabrication » ; « construite jusqu’en » est un calque ambigu.",
    },
    {
      concept: "up to a year (a search's or an alert's years)",
      use: "jusqu’en 2020 (jusqu’en {max})",
      reject: [/jusqu’à\s+(?:\{max\}|(?:19|20)\d\d)(?![\p{N}\s\u00a0\u202f]*[\p{L}µ%°])/giu],
      note: "Devant une année, « jusqu’en » ; « jusqu’à » reste juste devant une quantité (jusqu’à 2 000 mm).",
    },
    {
      concept: "any machine (a search that narrows nothing)",
      use: "toutes les machines",
      reject: [/^toute\s+machine$/giu],
    },
    {
      concept: "your time, beside the office's (call slots)",
      use: "chez vous ({office} à notre bureau)",
      reject: [/heure\s+locale/giu],
      note: "« Heure locale » ne dit pas de quel lieu, précisément quand deux fuseaux sont comparés.",
    },
    {
      concept: "typical values, not a specification",
      use: "valeurs typiques, non contractuelles : elles ne constituent pas une spécification",
      reject: [/ce\s+n’est\s+pas\s+une\s+spécification/giu],
      note: "Le sujet est pluriel (les valeurs).",
    },
    {
      concept: "send again (a form that failed)",
      use: "renvoyer votre offre ; réessayer",
      reject: [/envoy\p{L}*(?:-la)?\s+de\s+nouveau/giu],
      note: "« Envoyer de nouveau » sans complément calque « send again » : on renvoie quelque chose, ou l’on réessaie.",
    },
    {
      concept: "costs less than new, available sooner",
      use: "coûte moins cher qu’une machine neuve et elle est disponible plus tôt",
      reject: [/que\s+le\s+neuf(?!\p{L})/giu, /se\s+trouve\s+disponible/giu],
      note: "On compare une machine à une machine ; « se trouver disponible » est guindé.",
    },
    {
      concept: "request a sample of one grade (grade-table links)",
      use: "Demander un échantillon de l’une de ces qualités :",
      reject: [/échantillon\s+d’une\s+qualité[\s\u00a0\u202f]*:/giu],
      note: "« D’une qualité » se lit « de qualité quelconque » : on désigne les qualités qui suivent.",
    },
    {
      concept: "open the calculator on its own page",
      use: "ouvrir le calculateur en pleine page",
      reject: [/sur\s+sa\s+propre\s+page/giu],
    },
    {
      concept: "before they are listed",
      use: "avant leur mise en ligne",
      reject: [/avant\s+d’être\s+en\s+ligne/giu],
    },
    {
      concept: "the seller's page (sell your equipment)",
      use: "la page « Vendre votre matériel »",
      reject: [/page\s+vendeurs?(?!\p{L})/giu],
      note: "Le site n’a pas de « page vendeurs » : on nomme la page par son titre.",
    },
    {
      concept: "bag and pouch making machine; label printing press",
      use: "confectionneuse de sacs et de sachets ; presse à étiquettes",
      reject: [
        /machines?\s+(?:de\s+fabrication\s+de|à)\s+sacs/giu,
        /machines?\s+d’impression\s+d’étiquettes/giu,
      ],
    },
    {
      concept: "publish (a machine for sale)",
      use: "publier l’annonce ; mettre la machine en ligne",
      reject: [/publier\s+la\s+machine/giu],
      note: "On publie une annonce, pas une machine.",
    },
    {
      concept: "video under power (heading)",
      use: "Vidéo de la machine en fonctionnement",
      reject: [/^vidéo\s+en\s+fonctionnement$/giu, /machine\s+en\s+marche/giu],
    },
    // Services
    {
      concept: "procurement (service)",
      use: "achats ; Achats et approvisionnement",
      reject: [
        /^approvisionnement\s+produits$/giu,
        /(?<!\p{L})sourcing(?!\p{L})/giu,
        /^approvisionnement\s+stratégique$/giu,
      ],
      note: "Le menu, le H1 et le pied de page nomment la page « Achats et approvisionnement » ; « approvisionnement stratégique » reste juste dans une phrase ou un titre plus long.",
    },
    {
      concept: "strategic sourcing",
      use: "approvisionnement stratégique",
      reject: [/achats?\s+stratégiques?/giu],
    },
    {
      concept: "export development (service)",
      use: "développement à l’export",
      reject: [
        /développement\s+(?:des\s+marchés\s+)?export(?!\p{L})/giu,
        "développement des exportations",
        "croissance export",
      ],
    },
    {
      concept: "initial consultation (procurement step)",
      use: "analyse de votre besoin",
      reject: ["consultation initiale", "première consultation"],
      note: "En achats, une consultation est un appel d’offres aux fournisseurs.",
    },
    {
      concept: "volume business",
      use: "ventes en volume",
      reject: ["appui aux volumes"],
    },
    {
      concept: "brand owners",
      use: "marques",
      reject: [/propriétaires\s+de\s+marques?/giu],
    },
    {
      concept: "similar (machines)",
      use: "similaire",
      reject: ["semblable", "semblables"],
    },
    {
      concept: "the customer's specification",
      use: "votre cahier des charges",
      reject: [/(?<!\p{L})(?:la|votre)\s+spécification(?!s)/giu],
      note: "« Spécifications » au pluriel reste juste pour des caractéristiques chiffrées.",
    },
    {
      concept: "export services (heading)",
      use: "nos services à l’export",
      reject: [/services\s+export(?!\p{L})/giu],
    },
    {
      concept: "about us (page, link)",
      use: "Qui sommes-nous ?",
      reject: [/qui\s+sommes-nous(?!\s*\?)/giu],
    },
    {
      concept: "unsubscribe, subscribe again (machine alerts)",
      use: "se désinscrire ; me réinscrire ; désinscription",
      reject: [/(?:ré|dés)abonn\p{L}*/giu],
      note: "Les pages et e-mails d’alerte parlent d’inscription : un seul verbe.",
    },
    // Calques
    {
      concept: "we will get back to you",
      use: "nous vous répondrons",
      reject: [
        /revien\p{L}*\s+vers\s+vous/giu,
        /revenir\s+vers\s+vous/giu,
        /revenons\s+vers\s+vous/giu,
      ],
    },
    {
      concept: "shorten the path to",
      use: "vous rapprochent de",
      reject: [/raccourci\p{L}*\s+le\s+chemin/giu],
    },
    {
      concept: "machines we handle",
      use: "les machines sur lesquelles nous intervenons",
      reject: [/machines\s+que\s+nous\s+traitons/giu],
    },
    {
      concept: "reserved for a buyer; ask us to be notified",
      use: "réservée par un acheteur ; demandez-nous de vous prévenir",
      reject: [/réservée?s?\s+pour\s+un\s+acheteur/giu, /d’être\s+prévenue?s?/giu],
    },
    {
      concept: "experience you can build on",
      use: "une expérience au service de vos projets",
      reject: [/sur\s+laquelle\s+bâtir/giu],
    },
    {
      concept: "learn more about us",
      use: "Mieux nous connaître",
      reject: [/en\s+savoir\s+plus\s+sur\s+nous/giu],
    },
    {
      concept: "explore procurement (link)",
      use: "Découvrir nos services d’achat",
      reject: [/découvrir\s+l’approvisionnement/giu],
    },
    {
      concept: "opportunity",
      use: "potentiel, débouché, occasion",
      reject: [/(?<!\p{L})opportunités?(?!\p{L})/giu],
      note: "« Opportunité » au sens d’occasion ou de débouché est un anglicisme.",
    },
    {
      concept: "create real business value",
      use: "des résultats concrets pour votre activité",
      reject: [/réelle\s+valeur\s+commerciale/giu],
    },
    {
      concept: "our working relationships with",
      use: "notre réseau de",
      reject: [/relations\s+de\s+travail/giu],
    },
    {
      concept: "why us (eyebrow)",
      use: "Pourquoi nous choisir",
      reject: [/^pourquoi\s+nous$/giu],
    },
    {
      concept: "how it works (eyebrow)",
      use: "Les étapes",
      reject: [/comment\s+ça\s+marche/giu],
    },
    {
      concept: "hands-on technical and process advisory",
      use: "un conseil technique et procédés de terrain",
      reject: [/concret,\s+technique\s+et\s+en\s+procédés/giu],
    },
    {
      concept: "help clients buy better (who we are)",
      use: "nous aidons les producteurs de films, les transformateurs et les marques à mieux acheter",
      reject: [/pour\s+mieux\s+acheter/giu],
      note: "Après « pour », l’infinitif a pour sujet « nous » : ce sont les clients qui achètent mieux.",
    },
    {
      concept: "quote the reference (spec sheet)",
      use: "indiquez la référence",
      reject: [/rappelez\s+la\s+référence/giu],
      note: "À côté d’un numéro de téléphone, « rappelez » se lit « rappelez-nous ».",
    },
    {
      concept: "use at most N characters",
      use: "ne pas dépasser N caractères",
      reject: [/utiliser\s+\d+\s+caractères/giu],
    },
    {
      concept: "create again, choose again",
      use: "recréer ; sélectionner à nouveau",
      reject: [/créer\s+l’alerte\s+de\s+nouveau/giu, /choisir\s+vos\s+photos\s+de\s+nouveau/giu],
    },
    {
      concept: "loads when you click (video)",
      use: "ne se charge que lorsque vous lancez la lecture",
      reject: [/(?<!\p{L})au\s+clic(?!\p{L})/giu],
    },
    {
      concept: "ask for details or a quote",
      use: "demandez des détails ou un devis",
      reject: [/demandez\s+détails\s+ou\s+devis/giu],
    },
    {
      concept: "form failure messages (one wording in every form)",
      use: "Impossible de joindre notre serveur ; Un problème est survenu lors de l’envoi",
      reject: [
        /n’avons\s+pas\s+pu\s+joindre\s+notre\s+serveur/giu,
        /survenu\s+pendant\s+l’envoi/giu,
      ],
    },
    {
      concept: "readable under any light (matte finish)",
      use: "un rendu sobre et une impression lisible sous tous les éclairages",
      reject: [/rendu\s+[^.;:]*,\s+facile\s+à\s+lire/giu],
      note: "Un rendu ne se lit pas : c’est l’impression qui reste lisible.",
    },
    {
      concept: "gift wrap (metallized film)",
      use: "emballages cadeaux",
      reject: [/papiers?\s+cadeaux?/giu],
      note: "Sur la page d’un film, l’emballage cadeau n’est pas du papier.",
    },
    {
      concept: "agreed standards",
      use: "les exigences convenues",
      reject: [/standards\s+convenus/giu],
    },
    {
      concept: "price basis (seller's form)",
      use: "Conditions de prix (Incoterm) ; Autres conditions",
      reject: [/base\s+(?:du|de)\s+prix/giu, /autre\s+base(?!\p{L})/giu],
      note: "Un prix s’entend EXW, FOB… : on demande ses conditions, ou son Incoterm, pas sa « base ».",
    },
    {
      concept: "availability (a machine's value after « Disponibilité »)",
      use: "Immédiate ; À partir de mars 2027",
      reject: [/disponible\s+(?:immédiatement|à\s+partir\s+de)/giu],
      note: "Après l’intitulé « Disponibilité », répéter « disponible » est redondant.",
    },
    {
      concept: "thank you (a form that was sent)",
      use: "Merci ! Votre offre… ; Merci pour votre message !",
      reject: [/(?<!\p{L})merci\s*:/giu],
      note: "Le deux-points calque l’anglais « Thank you: » ; les quatre formulaires remercient de la même façon.",
    },
    {
      concept: "GDPR legal bases (privacy notice)",
      use: "des mesures précontractuelles prises à votre demande ; notre intérêt légitime ; en demander la limitation",
      reject: [/en\s+vue\s+d’un\s+éventuel\s+contrat/giu, /(?:la|les)\s+faire\s+limiter/giu],
      note: "Les mots du RGPD (art. 6.1.b, art. 18) : un lecteur juriste les cherche.",
    },
    {
      concept: "thin foil (metallized film against aluminium foil)",
      use: "feuille d’aluminium mince",
      reject: [/feuilles?\s+minces?(?!\p{L})/giu],
      note: "« Feuille mince » seule ne dit pas laquelle : c’est la feuille d’aluminium.",
    },
    {
      concept: "number sign before a number",
      use: "n° suivi d’une espace insécable (loi n°\u00a009-08)",
      reject: [/(?<!\p{L})n°\x20(?=\d)/giu],
      note: "« n° » ne doit pas finir une ligne loin de son numéro.",
    },
    {
      concept: "reversed years (an alert's error, printed after its field's label and a colon)",
      use: "… postérieure à l’année maximale. Veuillez inverser les années.",
      reject: [/maximale[\s\u00a0\u202f]*:\s*veuillez\s+inverser/giu],
      note: "La page sans JavaScript écrit « Année de fabrication minimale : » devant le message : deux deux-points dans une phrase.",
    },
    {
      concept: "only our written quotation or contract commits us (legal notice)",
      use: "seuls nos devis et contrats écrits nous engagent",
      reject: [/notre\s+devis\s+ou\s+notre\s+contrat\s+écrits/giu],
      note: "Un adjectif pour deux singuliers reliés par « ou » se lit comme une traduction.",
    },
    {
      concept: "sets no cookies for visitors (privacy notice)",
      use: "ne dépose aucun cookie sur l’appareil de ses visiteurs",
      reject: [/cookies?\s+chez\s+(?:ses|les|nos)\s+visiteurs/giu],
      note: "Un cookie se dépose sur le terminal (la formule de la CNIL) ; « chez » est familier dans une politique de confidentialité.",
    },
    {
      concept: "Incoterms EXW and FOB (seller's form)",
      use: "EXW (à l’usine) ; FOB (franco bord)",
      reject: [/départ\s+usine/giu, /franco\s+à\s+bord/giu],
      note: "Les noms français officiels de l’ICC (Incoterms® 2020), comme « franco transporteur » et « rendu au lieu de destination » à côté : une clause de contrat cite ces noms.",
    },
    {
      concept: "bond to laminating adhesives (a treated film surface)",
      use: "assurent un ancrage fiable des adhésifs de complexage",
      reject: [/adhèrent\s+(?:[\p{L}’]+\s+){0,3}aux\s+adhésifs/giu],
      note: "C’est l’adhésif qui mouille la surface traitée et s’y ancre, comme partout ailleurs sur le site.",
    },
    {
      concept: "the same four steps",
      use: "les quatre mêmes étapes",
      reject: [/les\s+mêmes\s+(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix)(?!\p{L})/giu],
      note: "Le numéral précède « mêmes » ; « les mêmes quatre » suit l’ordre anglais.",
    },
    {
      concept: "wherever your plant is",
      use: "où que se trouve votre usine",
      reject: [/où\s+que\s+soit(?!\p{L})/giu],
      note: "« Où que soit » est correct mais livresque ; d’un lieu, on dit « où qu’il se trouve ».",
    },
    {
      concept: "takes … out of the laminating process (pre-coated film)",
      use: "épargne au pelliculage la préparation de l’adhésif, … et le nettoyage du groupe d’encollage",
      reject: [/groupe\s+d’encollage\s+du\s+procédé/giu],
      note: "« Du groupe d’encollage du procédé de pelliculage » enchaîne les compléments : le procédé complète le verbe, pas le groupe.",
    },
    {
      concept: "try adjusting your search filters (a sentence above another)",
      use: "Essayez de modifier vos filtres de recherche.",
      reject: [/^essayez\s+de\s+modifier\s+vos\s+filtres\s+de\s+recherche$/giu],
      note: "La phrase suivante, dans le même encadré, finit par un point : celle-ci aussi.",
    },
    {
      concept: "a spec table's value that begins with a word (up to, about)",
      use: "Jusqu’à 1 000 mm ; Environ 6,5 t/h",
      reject: [/^(?:jusqu’à|environ)(?=\s+\d)/gu],
      note: "Dans les tableaux de caractéristiques, les autres valeurs et celles des pages produits commencent par une majuscule.",
    },
  ],
} as const satisfies Glossary;
