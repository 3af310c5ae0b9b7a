import type { EditionTranslation } from "../../english.ts";

export const products = [
  {
    name: "Films BOPP",
    navLabel: "Films BOPP",
    summary:
      "Films de polypropylène bi-orienté pour l’impression, le complexage et le suremballage : 15 à 60 µm, jusqu’à 2 000 mm de laize, traités corona ou par flammage.",
  },
  {
    name: "Films CPP",
    navLabel: "Films CPP",
    summary:
      "Films de polypropylène coulé pour le thermosoudage et le complexage : 20 à 100 µm, jusqu’à 2 500 mm de laize, traités corona ou par flammage.",
  },
  {
    name: "Films PET",
    navLabel: "Films PET",
    summary:
      "Films BOPET à haute transparence, rigidité et tenue thermique : 12 à 250 µm, jusqu’à 3 000 mm de laize, neutres, métallisés, enduits ou imprimés.",
  },
  {
    name: "Films de pelliculage thermique",
    navLabel: "Pelliculage thermique",
    summary:
      "Films de pelliculage thermique préencollés, en finition brillante ou mate, pour la protection des imprimés et les emballages haut de gamme.",
  },
  {
    name: "Films de pelliculage humide",
    navLabel: "Pelliculage humide",
    summary:
      "Films pour le pelliculage humide (à l’adhésif liquide) : 15 à 50 µm, jusqu’à 2 000 mm de laize, traités corona ou enduits.",
  },
  {
    name: "Films haute barrière",
    navLabel: "Films haute barrière",
    summary:
      "Films haute barrière protégeant aliments, médicaments, boissons, produits chimiques et médicaux contre l’oxygène, l’humidité, les arômes et la lumière.",
  },
  {
    name: "Films métallisés",
    navLabel: "Films métallisés",
    summary:
      "Films BOPP, CPP et PET métallisés à l’aluminium : une barrière à la lumière, à l’oxygène et à l’humidité pour les produits apéritifs, le café et la confiserie.",
  },
  {
    name: "Mélanges maîtres",
    navLabel: "Mélanges maîtres",
    summary:
      "Mélanges maîtres colorants et d’additifs pour l’extrusion de films, dont une gamme brevetée, fournis selon les spécifications des transformateurs.",
  },
  {
    name: "Encres d’impression",
    navLabel: "Encres",
    summary:
      "Encres d’impression héliogravure et flexographie pour films d’emballage souple, adaptées au support, à la presse et à l’usage final.",
  },
  {
    name: "Liants d’encre",
    navLabel: "Liants d’encre",
    summary:
      "Liants d’encre à base de PU, en versions plastifiantes et filmogènes, pour la formulation d’encres d’emballage souple.",
  },
  {
    name: "Adhésifs de complexage",
    navLabel: "Adhésifs",
    summary:
      "Adhésifs à base solvant, sans solvant, en phase aqueuse et thermofusibles pour le complexage des emballages souples.",
  },
] satisfies EditionTranslation["products"];
