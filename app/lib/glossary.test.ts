// @vitest-environment node
import { describe, expect, it } from "vitest";

import { arabicGlossary } from "~/content/glossary/ar";
import { frenchGlossary } from "~/content/glossary/fr";

import {
  checkText,
  findRejected,
  stringsOf,
  variantPattern,
  withoutHarakat,
  type Glossary,
} from "./glossary";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

/** The rules a text breaks, by name. */
const rulesOf = (text: string, glossary: Glossary, names: readonly string[] = []) =>
  checkText(text, glossary, names).map((finding) => finding.rule);

describe("a string variant", () => {
  it("matches whole French words, case and accents aside, not inside a longer word", () => {
    const pattern = variantPattern("refente", "fr");
    expect("Laize de refente : 30 mm".match(pattern)).toEqual(["refente"]);
    expect("Refente".match(pattern)).toEqual(["Refente"]);
    expect("refentes, refenteuse".match(pattern)).toBeNull();
  });

  it("matches an Arabic word with its proclitics, harakat aside", () => {
    const pattern = variantPattern("تمعدن", "ar");
    for (const text of ["التمعدن", "والتمعدن", "للتمعدن", "وتمعدن", "بالتمعدن"]) {
      expect(text.match(pattern), text).not.toBeNull();
    }
    expect("متمعدنة".match(pattern)).toBeNull();
    expect(withoutHarakat("مُمَعْدَنًا")).toBe("ممعدنا");
  });
});

describe("the French glossary", () => {
  it.each([
    ["Encres d’impression héliographiques", "gravure printing"],
    ["Presse d’impression héliographique", "gravure press"],
    ["Viscosité : 200 à 5000 cPs", "viscosity unit"],
    ["les ensacheuses FFS (formeuses-remplisseuses-scelleuses)", "heat sealing"],
    ["Films de polypropylène traités corona ou flamme", "flame treatment"],
    ["Masterbatch couleur et additifs", "masterbatch"],
    ["un coefficient de glissement maîtrisé", "coefficient of friction"],
    ["la couche extérieure, tenace à la chaleur", "heat resistant"],
    ["nous reviendrons vers vous avec une réponse", "we will get back to you"],
    ["Les machines que nous traitons", "machines we handle"],
    ["Consultation initiale", "initial consultation (procurement step)"],
    ["Appliquez la colle sur le carton", "adhesive"],
    ["Films pour complexage humide", "wet lamination"],
    ["Développement des marchés export", "export development (service)"],
    ["Laize minimale de refente", "slitting"],
    ["Spécifications techniques", "specification table (heading)"],
    ["Rotative héliogravure, jusqu’à 2020", "up to a year (a search's or an alert's years)"],
    ["jusqu’à {max}", "up to a year (a search's or an alert's years)"],
    ["Toute machine", "any machine (a search that narrows nothing)"],
    ["lun. 30 nov., 14:00, heure locale", "your time, beside the office's (call slots)"],
    ["Valeurs typiques : ce n’est pas une spécification.", "typical values, not a specification"],
    ["Vérifiez votre connexion et envoyez de nouveau.", "send again (a form that failed)"],
    ["Envoyez-la de nouveau : si c’est le cas", "send again (a form that failed)"],
    ["coûte moins cher que le neuf", "costs less than new, available sooner"],
    ["et se trouve disponible plus tôt", "costs less than new, available sooner"],
    [
      "Demander un échantillon d’une qualité\u00a0:",
      "request a sample of one grade (grade-table links)",
    ],
    ["Ouvrir le calculateur sur sa propre page", "open the calculator on its own page"],
    ["souvent avant d’être en ligne", "before they are listed"],
    ["Retour à la page vendeurs", "the seller's page (sell your equipment)"],
    ["les sachets de biscuits apéritifs et sucrés", "snacks"],
    ["une barrière pour biscuits, café et confiserie", "snacks"],
    ["Nous accompagnons les marques pour mieux acheter", "help clients buy better (who we are)"],
    ["Rappelez la référence de la machine.", "quote the reference (spec sheet)"],
    ["Veuillez utiliser 100\u00a0caractères au plus.", "use at most N characters"],
    ["ou créer l’alerte de nouveau.", "create again, choose again"],
    ["Veuillez choisir vos photos de nouveau.", "create again, choose again"],
    ["La vidéo est chargée depuis YouTube au clic.", "loads when you click (video)"],
    ["puis demandez détails ou devis.", "ask for details or a quote"],
    [
      "un kilogramme couvre plus de surface d’emballage qu’avec la plupart des autres films",
      "film area per kilogram",
    ],
    [
      "pour un rendu sobre et haut de gamme, facile à lire sous tous les éclairages",
      "readable under any light (matte finish)",
    ],
    ["Étiquettes et papier cadeau", "gift wrap (metallized film)"],
    [
      "Nous n’avons pas pu joindre notre serveur.",
      "form failure messages (one wording in every form)",
    ],
    [
      "Un problème est survenu pendant l’envoi.",
      "form failure messages (one wording in every form)",
    ],
    ["Base du prix", "price basis (seller's form)"],
    ["Autre base (précisez-la dans la description)", "price basis (seller's form)"],
    ["Disponible immédiatement", "availability (a machine's value after « Disponibilité »)"],
    [
      "Disponible à partir de mars 2027",
      "availability (a machine's value after « Disponibilité »)",
    ],
    ["Merci\u00a0: votre offre est bien parvenue", "thank you (a form that was sent)"],
    [
      "parce que vous nous le demandez, en vue d’un éventuel contrat",
      "GDPR legal bases (privacy notice)",
    ],
    [
      "à vous opposer à leur utilisation ou à la faire limiter",
      "GDPR legal bases (privacy notice)",
    ],
    [
      "une barrière proche de celle d’une feuille mince",
      "thin foil (metallized film against aluminium foil)",
    ],
    ["la loi marocaine n° 09-08", "number sign before a number"],
  ])("rejects %j (%s)", (text, concept) => {
    expect(findRejected(text, frenchGlossary).map((finding) => finding.rule)).toContain(concept);
  });

  it("accepts the terms it prescribes and the words that only look like variants", () => {
    for (const text of [
      "Rotative héliogravure quatre couleurs, encres héliogravure et flexographie",
      "Des qualités standard, métallisables et stérilisables",
      "Les adhésifs collent en refroidissant ; l’encolleuse reste propre.",
      "Selon vos spécifications et le cahier des charges",
      "Développement à l’export et refendeuse-bobineuse",
      "La laize utile, le refendage et le complexage par extrusion",
      "Extrusion-couchage et complexage par extrusion",
      "Laize : jusqu’à 2\u202f000\u00a0mm ; jusqu’à 2000 mm ; jusqu’à {outer}\u00a0mm ; jusqu’en 2020",
      "Toute machine vendue est inspectée ; toutes les machines",
      "Renvoyez votre offre, ou réessayez ; une machine neuve, disponible plus tôt ; le neuf",
      "Demander un échantillon de l’une de ces qualités : ; avant leur mise en ligne",
      "Les produits apéritifs et les biscuits ; des sachets de produits apéritifs et de chips",
      "Nous aidons les marques à mieux acheter ; Indiquez la référence de la machine.",
      "Veuillez ne pas dépasser 100 caractères ; ou recréer l’alerte ; sélectionner à nouveau vos photos",
      "La vidéo ne se charge que lorsque vous lancez la lecture ; un clic ; au clicheur",
      "Impossible de joindre notre serveur ; un problème est survenu lors de l’envoi",
      "à poids égal, il couvre plus de surface d’emballage que la plupart des autres films",
      "un rendu sobre et haut de gamme et une impression lisible ; facile à lire ; Étiquettes et emballages cadeaux",
      "Conditions de prix (Incoterm) ; Autres conditions ; la base de données ; une base solide",
      "Disponibilité : Immédiate ; À partir de mars 2027 ; disponible plus tôt",
      "Merci ! Votre offre est bien parvenue ; Merci pour votre message !",
      "pour prendre, à votre demande, des mesures précontractuelles ; à en demander la limitation",
      "une feuille d’aluminium mince ; une feuille imprimée",
      "la loi marocaine n°\u00a009-08 ; n° de série",
    ]) {
      expect(findRejected(text, frenchGlossary), text).toEqual([]);
    }
  });
});

describe("French typography", () => {
  it.each([
    ["Photos : {name}", "no-break space before : ; ! ?"],
    ["Un nouveau projet en vue?", "no-break space before : ; ! ?"],
    [`Le champ «${NNBSP}{label} » est trop long`, "no-break space inside « »"],
    [`Jusqu’à 2000${NBSP}mm`, "thousands separator"],
    [`De 200 à 5000${NBSP}mPa·s`, "thousands separator"],
    [`Laize : 1 300${NBSP}mm`, "thousands separator"],
    [`Laize${NBSP}: 1${NNBSP}300 mm`, "no-break space between a number and its unit"],
    [`Extrait sec${NBSP}: 30%`, "no-break space between a number and its unit"],
    [`Épaisseur${NBSP}: 15–60${NBSP}µm`, "range"],
  ])("flags %j (%s)", (text, rule) => {
    expect(rulesOf(text, frenchGlossary)).toContain(rule);
  });

  it("leaves years, model numbers, postal codes, phones, times and links alone", () => {
    for (const text of [
      "Ligne de 2018, modernisée en 2021, de 2018 à 2020",
      `Modèle Rotomec 4000${NBSP}: révisé`,
      "20850 Rockville, +1 (301) 555-0147",
      "https://www.example.com/fr/contact?subject=Vente",
      `Jusqu’à 2${NNBSP}000${NBSP}mm, 12 à 60${NBSP}µm, 30 à 75${NBSP}%, 6,5${NBSP}t/h`,
      `Un défi technique${NNBSP}? Écrivez-nous${NBSP}: «${NNBSP}Bonjour${NNBSP}»`,
      `Du lundi au vendredi, de 9${NBSP}h à 18${NBSP}h`,
    ]) {
      expect(checkText(text, frenchGlossary), text).toEqual([]);
    }
  });
});

describe("the Arabic glossary", () => {
  it.each([
    ["آلة تمعدن بالتفريغ", "metallizing, metallized, metallizer"],
    ["نشتري الآلات ونبيعها ونفككها ونشغّلها", "commissioning"],
    ["الفحص والنقل والتحديث والتشغيل", "commissioning"],
    ["من الفحص حتى التشغيل", "commissioning"],
    ["ثم إعادة تركيبه وتشغيله في موقعكم", "commissioning"],
    ["تحديث أنظمة الدفع والتحكم", "drives"],
    ["مراجعة معايير التشغيل", "process parameters"],
    ["الأكياس القائمة وأكياس التعقيم", "stand-up pouch"],
    ["الأكياس والأظرف المصفّحة", "sachet"],
    ["مطبعة غائرة (روتوغرافيور)", "gravure printing, gravure press, gravure inks"],
    ["أحبار الطباعة بالحفر", "gravure printing, gravure press, gravure inks"],
    ["أفلام البولي بروبيلين ثنائي المحور", "BOPP in words"],
    ["بسكاكين مقصّية وشفرات حلاقة", "razor and shear slitting"],
    ["هاتفيًا أو بالبريد", "email"],
    ["رقائق الألمنيوم", "aluminium"],
    ["يخفضان ما تدفعونه مقابل الشحن وإعادة التصنيع", "rework"],
    ["لماذا تعملون معنا", "why work with us (heading)"],
    ["زمن المعالجة", "curing (adhesives)"],
    ["وأن تجفّ بسرعة المطبعة", "printing press"],
    ["تنظيف بقايا الغراء", "adhesive"],
  ])("rejects %j (%s)", (text, concept) => {
    expect(findRejected(text, arabicGlossary).map((finding) => finding.rule)).toContain(concept);
  });

  it("accepts commissioning written in full and «التشغيل» that means running", () => {
    for (const text of [
      "التركيب والتشغيل التجريبي وتدريب المشغّلين",
      "ثم إعادة تركيبه وتشغيله التجريبي في موقعكم",
      "نشتري الآلات ونبيعها ونفككها، ونركّبها ونتولى تشغيلها التجريبي",
      "الفحص والنقل والتحديث والتركيب والتشغيل التجريبي",
      "جيدة، قيد التشغيل، وتخضع لصيانة منتظمة",
      "المعاينة مع مهندسينا، أثناء التشغيل متى أمكن",
      "مراجعة إعدادات التشغيل وإجراءات التشغيل القياسية",
      "عرض التشغيل: 1300 مم، من الشراء حتى بدء التشغيل",
      "آلة معدنة بالتفريغ لأفلام ممعدنة، ودرجات قابلة للمعدنة",
      "آلة طباعة روتوغرافور وأحبار الروتوغرافور والطباعة الفلكسوغرافية",
      "البريد الإلكتروني والعنوان البريدي",
      "معالجة السطح بالكورونا أو باللهب",
    ]) {
      expect(findRejected(text, arabicGlossary), text).toEqual([]);
    }
  });
});

describe("Arabic typography", () => {
  it.each([
    ["تمنح التصاميم عمقاً", "tanween"],
    ["من 15–60 ميكرون", "en dash"],
    ["من 30 إلى 75%", "percent in a range"],
    ["الانتقال إلى الصفحة الرئيسية لـ {name}", "detached prefix"],
    ["تراكيب مثل ورق/ألمنيوم/PE", "layer structure in two scripts"],
    ["أفلام BOPP وPaper", "Latin word in Arabic text"],
    ["أفلام Bopp", "industry abbreviation"],
  ])("flags %j (%s)", (text, rule) => {
    expect(rulesOf(text, arabicGlossary)).toContain(rule);
  });

  it("accepts the site's conventions, abbreviations and names", () => {
    for (const text of [
      "شكرًا لرسالتكم! من 30% إلى 75%، من 15 إلى 60 ميكرون",
      "هياكل مثل PET/PE وBOPP/PE وPET/ALU/PE وورق/ألومنيوم/بولي إيثيلين",
      "3 طبقات (A/B/A)، لمادة LDPE، أفلام BOPP وCPP",
      "صور بصيغة JPEG أو PNG أو WebP؛ صور HEIC من iPhone",
      "تحدثوا مع FlexPack Consulting عبر info@flexpack.example",
      "الانتقال إلى الصفحة الرئيسية لموقع {name}",
    ]) {
      expect(checkText(text, arabicGlossary, ["FlexPack Consulting"]), text).toEqual([]);
    }
  });
});

describe("stringsOf", () => {
  it("lists every string with its key path, and each object once", () => {
    const shared = { title: "Titre" };
    const module = { hero: shared, cards: [{ items: ["a", "b"] }], count: 3 };
    const seen = new WeakSet<object>();
    expect(stringsOf(module, "", seen)).toEqual([
      ["hero.title", "Titre"],
      ["cards[0].items[0]", "a"],
      ["cards[0].items[1]", "b"],
    ]);
    expect(stringsOf({ again: shared }, "", seen)).toEqual([]);
  });
});
