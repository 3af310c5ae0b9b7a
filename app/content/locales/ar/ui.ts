import type { EditionTranslation } from "../../english.ts";
import { company } from "../../company.ts";

export const ui = {
  newTab: "(يفتح في علامة تبويب جديدة)",
  privacyLink: "إشعار الخصوصية",
  footer: {
    about:
      "{tagline}، بخبرة تمتد على مدى {experience} في الأفلام والأحبار والمواد اللاصقة والآلات.",
    contact: "تواصلوا معنا",
    whatsapp: "محادثة عبر واتساب",
    rights: "جميع الحقوق محفوظة.",
    serving: "نخدم شركات التحويل وأصحاب العلامات التجارية في أنحاء الشرق الأوسط وأفريقيا وخارجهما.",
  },
  whatsapp: {
    region: "تواصل سريع",
    title: "تحدثوا معنا عبر واتساب",
  },
  hours: {
    range: "{days}، من {opens} إلى {closes}",
    days: "من {first} إلى {last}",
    onTheHour: "{hour}:{minute}",
    time: "{hour}:{minute}",
    zone: "جميع المواعيد حسب {zone}.",
    officeNow: "الساعة الآن في مكتبنا {time}، يوم {day}.",
  },
  partnerLink: "زيارة الموقع الإلكتروني لشركة {name}",
  shareImageAlt: `شعار ${company.name} مع عبارة: {tagline}`,
  notFound: {
    title: "الصفحة غير موجودة",
    body: "هذه الصفحة غير موجودة.",
    home: "الانتقال إلى الصفحة الرئيسية لموقع {name}",
  },
  serverPages: {
    correct: "يرجى تصحيح ما يلي:",
    back: "العودة إلى صفحة التواصل",
    tooLarge: "يعيدكم زر الرجوع في المتصفح إلى رسالتكم.",
  },
} satisfies EditionTranslation["ui"];
