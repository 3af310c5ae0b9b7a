import type { EditionTranslation } from "../../english.ts";

export const productPage = {
  categories: {
    films: "أفلام التغليف",
    chemicals: "الأحبار والمواد اللاصقة والإضافات",
  },
  overview: "نظرة عامة",
  features: "المزايا الرئيسية",
  specifications: "المواصفات الفنية",
  range: "مجموعة المنتجات",
  applications: "الاستخدامات",
  jumpTo: {
    specifications: "عرض المواصفات",
    range: "عرض مجموعة المنتجات",
    applications: "عرض الاستخدامات",
  },
  sourcing: "آلية التوريد لدينا",
  enquiry: {
    title: "أرسلوا إلينا متطلباتكم",
    body: "تساعدنا معرفة الدرجة المطلوبة والكميات ووجهة التسليم على تقديم رد مفيد بسرعة.",
  },
  calls: {
    samples: {
      label: "اطلبوا عينات",
      subject: "طلب عينات: {product}",
    },
    information: {
      label: "اطلبوا مزيدًا من المعلومات",
      subject: "طلب معلومات: {product}",
    },
    contact: {
      label: "تواصلوا مع فريقنا",
      subject: "استفسار: {product}",
    },
  },
} satisfies EditionTranslation["productPage"];
