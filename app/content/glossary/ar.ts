import type { Glossary } from "../../lib/glossary.ts";

import { latinAbbreviations, latinNames } from "./latin.ts";

/**
 * The Arabic edition's terms: one per concept, as an Arab converter or film
 * producer writes it. A new term goes here first, then into the text
 * (README, "Editing a translation"). A string variant matches as a whole
 * word with its proclitics (و ف ب ك ل ال), harakat aside; a RegExp as
 * written, on the text without harakat (write «التشغيل», not «التشغيل»
 * with a shadda).
 */

/** Verbs and nouns of moving a machine: a «تشغيل» in their list is commissioning. */
const machineLifecycle = String.raw`(?:تركيب|نركب|تفكيك|نفكك|نقل|ننقل|تحديث|نحدث|شحن|نشحن|بيع|نبيع|الفحص)`;

export const arabicGlossary = {
  locale: "ar",
  latin: latinAbbreviations,
  names: latinNames,
  terms: [
    // Processes and machines
    {
      concept: "metallizing, metallized, metallizer",
      use: "المعدنة؛ ممعدن؛ آلة معدنة بالتفريغ",
      reject: ["تمعدن", "متمعدن", "متمعدنة", "ميتالايزر", /آلة\s+معدنة(?!\s+بالتفريغ)/gu],
      note: "«التمعدن» تكوّن المعادن في الطبيعة، لا ترسيب الألومنيوم على الفيلم.",
    },
    {
      concept: "gravure printing, gravure press, gravure inks",
      use: "طباعة الروتوغرافور؛ آلة طباعة روتوغرافور؛ أحبار الروتوغرافور",
      reject: [
        "الطباعة الغائرة",
        "طباعة غائرة",
        "مطبعة غائرة",
        "المطبعة الغائرة",
        "مطابع غائرة",
        /بالحفر/gu,
        /روتوغرافيور|روتوجراف\p{L}*|روتوغرافير/gu,
      ],
      note: "«الطباعة الغائرة» و«الطباعة بالحفر» للحفر الفني؛ صناعة التغليف تقول «روتوغرافور» بالغين كما في «فلكسوغرافية».",
    },
    {
      concept: "printing press",
      use: "آلة طباعة (آلة طباعة روتوغرافور، آلة طباعة فلكسوغرافية)",
      reject: ["مطبعة", "مطابع"],
      note: "«المطبعة» دار طباعة أيضًا؛ الآلة في المصنع «آلة طباعة».",
    },
    {
      concept: "flexographic printing",
      use: "الطباعة الفلكسوغرافية؛ آلة طباعة فلكسوغرافية",
      reject: ["الفلكسو", /فلكسوجراف\p{L}*/gu, "الطباعة المرنة"],
    },
    {
      concept: "commissioning",
      use: "التركيب والتشغيل التجريبي (نركّبها ونتولى تشغيلها التجريبي)",
      reject: [
        new RegExp(
          String.raw`${machineLifecycle}\p{L}*(?:\s+و\p{L}+){0,4}\s+و(?:إعادة\s+)?(?:ال)?(?:تشغيل|نشغل)\p{L}*`,
          "gu",
        ),
        /حتى\s+التشغيل(?!\p{L})/gu,
      ],
      allow: [/(?:ال)?تشغيل\p{L}*\s+(?:ال)?تجريبي\p{L}*/gu],
      note: "«التشغيل» وحده هو التشغيل اليومي (قيد التشغيل، أثناء التشغيل، إعدادات التشغيل، بدء التشغيل)؛ تسليم الآلة بعد تركيبها هو «التشغيل التجريبي».",
    },
    {
      concept: "drives",
      use: "المحركات ووحدات التحكم في سرعتها (محركات مؤازرة متزامنة إلكترونيًا)",
      reject: [
        "أنظمة الإدارة",
        "نظام الإدارة",
        /إدارة\s+إلكترونية/gu,
        "أنظمة الدفع",
        "نظام دفع",
        "نظام الدفع",
      ],
      note: "«أنظمة الإدارة» تُقرأ أنظمة إدارة (management systems)، و«أنظمة الدفع» أنظمة سداد؛ «عمود إدارة» (drive shaft) يبقى صحيحًا.",
    },
    {
      concept: "process parameters",
      use: "إعدادات التشغيل",
      reject: ["معايير التشغيل"],
      note: "المعايير مقاييس للحكم (criteria)، لا قيم الضبط على الخط.",
    },
    {
      concept: "orientation (film stretching)",
      use: "التوجيه الطولي والعرضي (البولي بروبيلين الموجَّه)",
      reject: [
        /الشد\s+(?:الطولي|العرضي|في\s+الاتجاهين)/gu,
        /مرحلت[يى]\s+الشد/gu,
        /يشد\s+في\s+الاتجاهين/gu,
        /البثق\s+والشد/gu,
      ],
      note: "«الشد» هو شد الشريط (web tension) وحده. «التوجيه» في الموقع للأفلام وحدها: التدريب «التدريب الميداني»، والمشورة «المشورة».",
    },
    {
      concept: "coaching, hands-on training",
      use: "التدريب الميداني",
      reject: [/تدريب\s+وتوجيه/gu, /توجيه\s+(?:ال)?فر(?:ق|يق)/gu],
      note: "«التوجيه» في صفحة تتحدث عن خطوط الأفلام يُقرأ توجيه الفيلم (orientation).",
    },
    {
      concept: "BOPP in words",
      use: "البولي بروبيلين الموجَّه ثنائي المحور",
      reject: [/بروبيلين\s+ثنائي\s+المحور/gu],
    },
    {
      concept: "slitting, slitter rewinder",
      use: "القطع الطولي؛ آلة قطع طولي وإعادة لف",
      reject: ["تشريح", "مشراح", "القص الطولي", "قص طولي"],
    },
    {
      concept: "heat sealing",
      use: "اللحام الحراري؛ قابل للحام الحراري",
      reject: ["الختم الحراري", "السد الحراري", "الإغلاق الحراري"],
    },
    {
      concept: "razor and shear slitting",
      use: "القطع بالشفرات؛ القطع المقصّي بالسكاكين الدائرية",
      reject: [/شفر(?:ة|ات)\s+(?:ال)?حلاقة/gu],
    },
    {
      concept: "coextrusion, coextruded",
      use: "البثق المشترك؛ بالبثق المشترك (باثقة للبثق المشترك)",
      reject: [/بطبقات\s+مشتركة/gu, /البثق\s+المتزامن/gu],
      note: "«coextruded» ليس «مبثوقًا بطبقات مشتركة»: الطبقات مختلفة، والمشترك هو البثق.",
    },
    {
      concept: "extrusion lamination, extrusion coating",
      use: "التصفيح بالبثق؛ الطلاء بالبثق",
      reject: ["التصفيح البثقي", "الطلاء البثقي", "لامينيشن"],
    },
    {
      concept: "reel",
      use: "لفة (لفة أم، لفات نهائية)",
      reject: ["بكرة", "بكرات"],
    },
    {
      concept: "core (of a reel)",
      use: "الكور (قلب اللفة)؛ قطر الكور؛ يُلفّ على كور",
      reject: ["قلب", "قلوب"],
      allow: [/قلب\s+اللفة/gu],
      note: "«القلب» وحده يُقرأ القلب (heart)؛ المصانع تقول «الكور»، ويُشرح مرة بـ«قلب اللفة».",
    },
    {
      concept: "inch",
      use: "بوصة (3 أو 6 بوصات)",
      reject: ["إنش", "انش", "إنشات"],
    },
    {
      concept: "automatic winder",
      use: "وحدة لف تلقائية",
      reject: [/وحدة\s+لف\s+آلية/gu],
      note: "«آلية» تُقرأ أيضًا mechanism؛ «تلقائي» هو وصف الآلات في النص كله (تحكم تلقائي، وصل تلقائي).",
    },
    {
      concept: "tunnelling (laminate defect)",
      use: "تكوّن الأنفاق",
      reject: ["تنفيق"],
    },
    {
      concept: "reverse printing for lamination",
      use: "الطباعة العكسية للتصفيح",
      reject: [/العكسية\s+تحت\s+طبقة/gu],
    },
    {
      concept: "cure time from instant",
      use: "فوري، وحتى 72 ساعة",
      reject: [/من\s+فوري/gu],
    },
    {
      concept: "thickness (of a film, a layer)",
      use: "السماكة (سماكة الفيلم، لا تتجاوز سماكتها)",
      reject: ["سمك", "سمكها", "سمكه"],
      note: "الموقع يكتب «السماكة» في التسميات والجداول والحاسبة؛ «السُّمك» صحيح لغةً لكنه يكسر الاتساق.",
    },
    {
      concept: "laminate structure",
      use: "هيكل، هياكل (تركيب: installation; تركيبة: formulation)",
      reject: ["تراكيب"],
    },
    {
      concept: "curing (adhesives)",
      use: "التصلّب (زمن التصلّب، يكتمل تصلّبها)",
      reject: [
        /(?:زمن|وقت|ظروف|اكتمال|انتظار|إرشادات)\s+(?:ال)?معالج\p{L}*/gu,
        /تكتمل\s+معالجت\p{L}*/gu,
        /معالجة\s+اللاصق/gu,
        /اللاصق\s+والمعالجة/gu,
        /تجفيف\s+أو\s+معالجة/gu,
      ],
      note: "«المعالجة» هي معالجة السطح وحدها (بالكورونا، باللهب، بالبلازما).",
    },
    {
      concept: "matte",
      use: "مطفأ",
      reject: [/غير\s+(?:ال)?لامع\p{L}*/gu],
    },
    {
      concept: "finish",
      use: "تشطيب",
      reject: ["لمسة نهائية"],
    },
    {
      concept: "plain (film)",
      use: "سادة",
      reject: [/(?:درجات|أفلام|فيلم|متوفرة|متوفر)(?:\s+[A-Z]+)?\s+عادي\p{L}*/gu],
      note: "«عادي» تعني مألوفًا؛ الفيلم غير المطبوع وغير المعالج «سادة».",
    },
    {
      concept: "retort (sterilisation), retort grade",
      use: "التعقيم الحراري (ريتورت)؛ أكياس التعقيم الحراري (الريتورت)",
      reject: ["أوتوكلاف", "الأوتوكلاف"],
      note: "الأوتوكلاف هو الوعاء؛ الدرجة والكيس يُسمَّيان بالعملية كما في صفحة CPP كلها.",
    },
    {
      concept: "chill roll (cast film, extrusion lamination)",
      use: "أسطوانة التبريد",
      reject: [/أسطوان\p{L}*\s+مبرد\p{L}*/gu],
    },
    {
      concept: "metal-bond strength (metallized films)",
      use: "قوة ترابط طبقة المعدن",
      reject: [/تماسك\s+طبقة\s+المعدن/gu],
      note: "«التماسك» قوة المادة في ذاتها (cohesion)؛ المقصود التصاق الألومنيوم بالفيلم.",
    },
    {
      concept: "hot tack (sealant films)",
      use: "قوة اللحام على الساخن",
      reject: [/تماسك\s+(?:\p{L}+\s+)?لل?حام/gu, /اللحام\s+وهو\s+ساخن/gu],
      note: "«التماسك» قوة المادة في ذاتها (cohesion)؛ خاصية الفيلم في النشرات الفنية «قوة اللحام على الساخن».",
    },
    {
      concept: "cuts (transmission) many times over",
      use: "إلى جزء يسير مما هو عليه",
      reject: [/(?:تخف\p{L}*|يخف\p{L}*|تقلل|يقلل)\s+[^.،]*أضعافا/gu],
      note: "«الأضعاف» تضاعف ولا تقسم: «خفّضه أضعافًا» نقل حرفي لـ cut many times over.",
    },
    // Materials and packs
    {
      concept: "high barrier",
      use: "الحاجز العالي (أفلام الحاجز العالي؛ درجات بحاجز عالٍ)",
      reject: ["حاجزية", /عالي(?:ة)?\s+العزل/gu, /الأفلام\s+العازلة/gu],
      note: "«الحاجزية» نحت نادر؛ و«العزل» في الموقع للعزل الحراري (أفلام العزل).",
    },
    {
      concept: "decorative films",
      use: "الأفلام الزخرفية",
      reject: [/أفلام\s+(?:ال)?زينة/gu, /العزل\s+والزينة/gu, /الحاجز\s+والزخرفة/gu],
    },
    {
      concept: "substrate",
      use: "الركيزة (الركائز)",
      reject: ["الخامة", "المادة الأساس", /المادة\s+الخاصة\s+بكم/gu],
    },
    {
      concept: "pigments",
      use: "الأصباغ",
      reject: ["صبغات", "الصبغة"],
      note: "«الصبغات» الأصبغة الذائبة (dyes)؛ الحبر والماستر باتش يحملان أصباغًا (pigments).",
    },
    {
      concept: "paper carrier bags",
      use: "أكياس التسوّق الورقية",
      reject: [/الأكياس\s+الورقية\s+للحمل/gu],
    },
    {
      concept: "aluminium",
      use: "الألومنيوم",
      reject: ["ألمنيوم", "ألمونيوم", "ألومينيوم", "الومنيوم", "ألمونيم"],
    },
    {
      concept: "ink binders",
      use: "المواد الرابطة للأحبار",
      reject: ["رابطات", "رابطة الأحبار"],
    },
    {
      concept: "adhesive",
      use: "اللاصق؛ المواد اللاصقة (للتصفيح)",
      reject: ["غراء", "صمغ"],
    },
    {
      concept: "hot melt",
      use: "المواد اللاصقة المنصهرة الساخنة",
      reject: [/منصهرة\s+حراري\p{L}*/gu, "هوت ملت"],
    },
    {
      concept: "solvent-based",
      use: "أساسها المذيبات",
      reject: [/(?:لاصقة|لواصق|أحبار)\s+بالمذيبات/gu, "مذيبية"],
    },
    {
      concept: "water-based",
      use: "مائية",
      reject: ["مائية الأساس"],
    },
    {
      concept: "masterbatch",
      use: "الماستر باتش",
      reject: ["ماستربتش", "ماستر بتش", "ماستر-باتش"],
    },
    {
      concept: "stand-up pouch",
      use: "الأكياس ذاتية الوقوف",
      reject: [/أكياس\s+(?:ال)?(?:قائمة|واقفة)/gu],
    },
    {
      concept: "sachet",
      use: "أكياس الساشيه",
      reject: ["أظرف"],
      note: "«الأظرف» جمع ظرف الرسائل.",
    },
    // Services
    {
      concept: "brand owners",
      use: "أصحاب العلامات التجارية",
      reject: [/(?<!أصحاب\s)(?<!\p{L})[وفلب]{0,2}(?:ال|ل)علامات\s+التجارية/gu],
    },
    {
      concept: 'one partner for everything (calque of "with … from one partner")',
      use: "وكل ذلك لدى شريك واحد",
      reject: [/من\s+شريك\s+واحد/gu],
    },
    {
      concept: "hands-on, field experience",
      use: "خبرة ميدانية",
      reject: [/(?:معرفة|خبرة)\s+عملية\s+(?:ب|في\s+)عمليات/gu],
    },
    {
      concept: "service lines",
      use: "مجالات خدمية",
      reject: [/مجالات\s+خدمة/gu],
    },
    {
      concept: "procurement",
      use: "المشتريات (خدمات المشتريات؛ المشتريات والتوريد)",
      reject: ["توريد المنتجات", "شراء المنتجات"],
    },
    {
      concept: "strategic sourcing, sourcing",
      use: "التوريد الاستراتيجي؛ التوريد",
      reject: ["الشراء الاستراتيجي", "المشتريات الاستراتيجية"],
    },
    {
      concept: "export development",
      use: "تطوير أسواق التصدير",
      reject: ["تطوير الصادرات", "تنمية الصادرات"],
      note: "«نمو الصادرات» لـ export growth يبقى صحيحًا.",
    },
    {
      concept: "qualified suppliers",
      use: "موردون مؤهَّلون، منتجون مؤهَّلون",
      reject: [/(?:منتج|مورد)\p{L}*\s+معتمد\p{L}*/gu],
      note: "«معتمد» شهادة من جهة؛ التأهيل هو ما نجريه نحن.",
    },
    {
      concept: "regulatory guidance",
      use: "المشورة في اللوائح التنظيمية",
      reject: ["الإرشاد التنظيمي", /التوجيه\s+في\s+اللوائح/gu],
      note: "«الإرشاد التنظيمي» يُفهم إرشادًا إداريًا داخليًا، و«التوجيه» محجوز لتوجيه الأفلام (orientation).",
    },
    {
      concept: "rework",
      use: "إعادة العمل",
      reject: ["إعادة التصنيع"],
    },
    {
      concept: "a consultant's fee (day rate, monthly fee)",
      use: "أتعاب يومية؛ أتعاب شهرية",
      reject: [/أجر\s+(?:يومي|شهري)/gu],
      note: "«الأجر اليومي» أجر العامل باليومية؛ مقابل عمل المستشار «أتعاب».",
    },
    {
      concept: "negotiated terms",
      use: "شروط متفاوض عليها",
      reject: ["شروط تفاوضية"],
    },
    // A listing's documents (usedEquipment.machine.documents.kinds)
    {
      concept: "a listing's status (available, reserved, sold)",
      use: "التوفر (الحالة الفنية: condition)",
      reject: [/^\s*الحالة\s*$/gu],
      note: "«الحالة» وحدها تلتبس بالحالة الفنية (condition) في صف آخر من الصفحة نفسها.",
    },
    {
      concept: "needs work (a machine's condition)",
      use: "تحتاج إلى إصلاح",
      reject: [/تحتاج\s+إلى\s+صيانة/gu],
      note: "كل آلة تحتاج إلى صيانة دورية؛ درجة الحالة الفنية تعني إصلاحات قبل أن تعمل كما ينبغي.",
    },
    {
      concept: "firm price (in a proposal)",
      use: "سعر ثابت",
      reject: [/سعر\s+نهائي/gu],
      note: "«السعر النهائي» يُقرأ السعر الإجمالي أو آخر عرض؛ المقصود سعر لا يتغير، كما في «كيف نحدد السعر».",
    },
    {
      concept: "as a … (calque of English «as»)",
      use: "بوصفه (تعذّر فتح الملف بوصفه صورة)",
      reject: ["كصورة"],
    },
    {
      concept: "listed (a machine put in the catalogue)",
      use: "إدراج (عند إدراج آلة، الأحدث إدراجًا)",
      reject: [/عند\s+عرض\s+آلة/gu],
      note: "«عرض آلة» يُقرأ عرض بيع (offer)، وهو ما يرسله البائع في «عرض الآلة»؛ الكتالوج وزرّ التنبيه يقولان «إدراج».",
    },
    {
      concept: "machines for your alert (an alert e-mail's subject)",
      use: "آلة تطابق تنبيهكم؛ 3 آلات تطابق تنبيهكم",
      reject: [/(?:آلة|آلتان|آلات)(?:\s+واحدة)?\s+لتنبيه/gu],
      note: "«آلات لتنبيهكم» نقل لـ for your alert، تُقرأ آلات تخص التنبيه؛ الموضوع الفردي يقول «آلة تطابق تنبيهكم».",
    },
    {
      concept: "for your search (a heading in an alert e-mail)",
      use: "نتائج بحثكم؛ نتائج عمليات بحثكم",
      reject: [/(?<!\p{L})ل(?:عمليات\s+)?بحثكم\s*:/gu],
      note: "«لبحثكم:» نقل لـ for your search، كما في «آلات لتنبيهكم»؛ العنوان فوق الآلات يقول «نتائج بحثكم».",
    },
    {
      concept: "still in production (a machine running at the seller's plant)",
      use: "تعمل في الإنتاج؛ قيد التشغيل",
      reject: [/قيد\s+الإنتاج/gu],
      note: "«قيد الإنتاج» تعني أن الآلة ما زالت تُصنَّع؛ الآلة التي ما زالت تنتج في مصنع البائع «تعمل في الإنتاج» أو «قيد التشغيل»، كما في الإعلانات.",
    },
    {
      concept: "VAT included, not included (a price)",
      use: "السعر شامل الضريبة؛ السعر غير شامل الضريبة",
      reject: [/شاملة\s+(?:ل)?(?:ال)?ضريبة/gu],
      note: "الصفة تعود على «السعر» وهو مذكر؛ «شاملة الضريبة» بلا موصوف تُقرأ خطأً نحويًا.",
    },
    {
      concept: "spec sheet (a machine's PDF)",
      use: "نشرة المواصفات (PDF)",
      reject: [/المواصفات\s+الفنية\s+\(PDF\)/gu],
      note: "«المواصفات الفنية» عنوان جدول المواصفات في الصفحة نفسها؛ الملف عنوانه «نشرة المواصفات»، كما «النشرة الفنية (PDF)» في صفحات المنتجات.",
    },
    {
      concept: "nothing commits you (until then)",
      use: "لا يترتب عليكم أي التزام؛ لا يُلزمكم بشيء",
      reject: [/لا\s+شيء\s+يلزمكم/gu],
      note: "«لا شيء يُلزمكم» نقل حرفي لـ nothing commits you.",
    },
    {
      concept: "options (of a machine)",
      use: "الخيارات الإضافية",
      reject: ["الملحقات"],
    },
    {
      concept: "operating manual",
      use: "دليل التشغيل",
      reject: ["كتيب التشغيل", "دليل المستخدم"],
    },
    {
      concept: "electrical drawings",
      use: "المخططات الكهربائية",
      reject: ["الرسومات الكهربائية", "المخططات الكهربية"],
    },
    {
      concept: "inspection report",
      use: "تقرير الفحص",
      reject: ["تقرير المعاينة"],
    },
    {
      concept: "layout (of a machine in the hall)",
      use: "مخطط التركيب",
      reject: ["مخطط التخطيط", "مخطط الترتيب"],
    },
    {
      concept: "subject to prior sale",
      use: "ما لم تُبع الآلة قبل ذلك",
      reject: [/رهنا?\s+بعدم\s+البيع/gu],
      note: "«رهنًا بعدم البيع المسبق» نقل حرفي لـ subject to prior sale.",
    },
    // Contact
    {
      concept: "contact us (link, heading)",
      use: "تواصلوا معنا",
      reject: ["اتصلوا بنا"],
      allow: [/اتصلوا\s+بنا\s+هاتفيا/gu],
      note: "«اتصلوا بنا» تُقرأ دعوة إلى الهاتف وحده؛ رابط الصفحة وعنوانها وزرّها «تواصلوا معنا».",
    },
    {
      concept: "a form's submit button",
      use: "إرسال … (إرسال الرسالة، إرسال طلب العينات، إرسال طلب المكالمة، إرسال العرض)",
      reject: ["اطلبوا المكالمة", "إرسال عرضي"],
    },
    {
      concept: "the seller's page",
      use: "صفحة بيع المعدات",
      reject: ["صفحة البائعين"],
    },
    {
      concept: "fields marked (in a form)",
      use: "الحقول المشار إليها",
      reject: [/الحقول\s+المحددة/gu],
    },
    {
      concept: "describe (a problem) to us",
      use: "اشرحوا لنا",
      reject: [/صفوا\s+لنا/gu],
      note: "«صفوا» بلا حركات تُقرأ «صفّوا» (رتّبوا، صفّوا النتائج).",
    },
    {
      concept: "minimum order from (a value in the terms table)",
      use: "ابتداءً من منصة نقالة واحدة",
      reject: [/(?<!ابتداء\s)(?<!\p{L})من\s+منصة\s+نقالة/gu],
      note: "«من منصة نقالة» في أول القيمة تُقرأ «مصنوع من منصة» أو «من إحدى المنصات».",
    },
    {
      concept: "mentioning (a verbal noun that opens a sentence)",
      use: "فعل أمر: «واذكروا المنتج…»",
      reject: [/(?<!\p{L})إن\s+ذكر(?!\p{L})/gu],
      note: "«إن ذكر» بلا حركات تُقرأ «إنْ ذَكَرَ» (شرطًا) قبل «إنّ ذِكرَ».",
    },
    {
      concept: "narrow (search results)",
      use: "ضيّقوا النتائج",
      reject: [/صفوها\s+حسب/gu],
    },
    {
      concept: "ellipsis",
      use: "… (one character)",
      reject: [/\.\.\./gu],
    },
    {
      concept: "email",
      use: "البريد الإلكتروني",
      reject: [/(?<![\p{L}])(?:[وف]?[بكل]?ال|[وف]?لل)بريد(?!\s*الإلكتروني)(?![\p{L}])/gu, "إيميل"],
    },
    {
      concept: "why work with us (heading)",
      use: "لماذا تختاروننا",
      reject: ["لماذا تعملون معنا"],
      note: "تُقرأ سؤالًا للقارئ: «لماذا تعملون معنا؟».",
    },
    {
      concept: "addressing the reader (buttons, hints, emails)",
      use: "الجمع المهذب: شاهدوا، مرّروا، افتحوا، أبلغوني",
      reject: ["شاهد", "مرّر", "افتح", "نبّهني"],
      note: "النص كله يخاطب القارئ بالجمع (أرسلوا، اطلبوا)؛ المفرد في زر أو تلميح أو رسالة يكسر هذا الخطاب.",
    },
    {
      concept: "work done by FlexPack, as a form option (dismantling by your team)",
      use: "يتولاه فريقنا؛ لا تُنشر الآلة (طلب البائع إلينا، بالمبني للمجهول)",
      reject: [/يتولاه\s+فريقكم/gu, /لا\s+تنشروا/gu],
      note: "«ـكم» في النص العربي تعني القارئ دائمًا (البائع هنا)، فـ«فريقكم» تُقرأ فريق البائع.",
    },
    {
      concept: "how an engagement works (heading)",
      use: "كيف نعمل معكم",
      reject: [/تسير\s+المهمة/gu, /كل\s+مهمة/gu, /(?:هذه|تلك)\s+المهمة/gu],
      note: "«المهمة» تُقرأ مأمورية أو واجبًا، لا تعاقدًا استشاريًا: «كل تعاون معنا»، لا «كل مهمة».",
    },
    {
      concept: "passive voice (is approved, is done)",
      use: "المبني للمجهول أو فعل المطاوعة (وتُعتمد المادة)",
      reject: [/(?<!\p{L})[وف]?يتم\s+/gu, /(?<!\p{L})[وف]?تم\s+(?=\p{L})/gu],
      note: "«يتم + مصدر» و«تم + مصدر» محاكاة للمبني للمجهول الإنجليزي: «فُعِّل التنبيه»، لا «تم تفعيل التنبيه».",
    },
    {
      concept: "JavaScript",
      use: "جافا سكريبت",
      reject: ["جافاسكربت", "جافاسكريبت", "جافا سكربت"],
    },
  ],
} as const satisfies Glossary;
