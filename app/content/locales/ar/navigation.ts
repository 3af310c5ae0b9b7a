import type { EditionTranslation } from "../../english.ts";
import { company } from "../../company.ts";

export const navigation = {
  main: {
    home: "الرئيسية",
    about: "من نحن",
    services: "خدماتنا",
    products: "المنتجات",
    machinery: "الآلات",
  },
  rollCalculator: "حاسبة اللفات والمردود",
  services: {
    productProcurement: "المشتريات والتوريد",
    exportDevelopment: "تطوير أسواق التصدير",
    technicalDivision: "القسم الفني",
  },
  machinery: {
    machineryDivision: "قسم الآلات",
    usedEquipment: "المعدات المستعملة",
  },
  headerCta: "تواصلوا معنا",
  footer: {
    company: {
      title: "الشركة",
      home: "الرئيسية",
      about: "من نحن",
      machineryDivision: "قسم الآلات",
      contact: "تواصلوا معنا",
    },
    services: {
      title: "الخدمات",
      strategicSourcing: "التوريد الاستراتيجي",
      exportDevelopment: "تطوير أسواق التصدير",
      technicalDivision: "القسم الفني",
      usedMachinery: "الآلات المستعملة",
    },
    products: "المنتجات",
    contact: "تواصلوا معنا",
    legal: {
      title: "معلومات قانونية",
      privacy: "إشعار الخصوصية",
      legal: "الإشعار القانوني",
    },
  },
  mainLabel: "التنقل الرئيسي",
  menu: "القائمة",
  whatsapp: `تحدثوا مع ${company.name} عبر واتساب`,
  skipLink: "الانتقال إلى المحتوى الرئيسي",
  homeLink: `الصفحة الرئيسية لموقع ${company.name}`,
  languages: "اللغة",
} satisfies EditionTranslation["navigation"];
