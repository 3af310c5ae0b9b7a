import type { EditionTranslation } from "../../english.ts";
import { company } from "../../company.ts";
import { retentionPeriod } from "../../privacy.ts";

export const privacy = {
  hero: {
    eyebrow: "Confidentialité",
    title: "Politique de confidentialité",
    lead: "Ce que nous recueillons par les formulaires de ce site, pourquoi, où nous le conservons, combien de temps, et comment le faire rectifier ou effacer.",
  },
  updated: "Dernière mise à jour : 28 novembre 2026",
  sections: [
    {
      title: "Le responsable du traitement",
      paragraphs: [
        `${company.name} décide de ce qui est recueilli sur ce site et de l’usage qui en est fait. Écrivez-nous à {email}, ou à l’adresse postale indiquée dans nos {legal}.`,
      ],
    },
    {
      title: "Ce que nous recueillons, et pourquoi",
      paragraphs: [
        "Nous ne recueillons que ce que vous saisissez dans nos cinq formulaires, et nous ne l’utilisons qu’aux fins de chacun d’eux :",
      ],
      items: [
        "Formulaire de contact : votre nom, votre adresse e-mail, votre numéro de téléphone si vous le donnez, l’objet et votre message, ainsi que la langue de la page d’où vous écrivez. Nous les utilisons pour vous répondre et donner suite à votre demande.",
        "Demande d’échantillons : le film, la qualité et les formats demandés, la quantité d’essai et votre application, le pays et la ville ou le port de livraison, votre société, votre nom, votre adresse e-mail et votre numéro de téléphone, ainsi que la langue de la page. Nous les utilisons pour vous répondre, valider la qualité avec le producteur et expédier les échantillons ; le transporteur qui les livre reçoit les coordonnées de livraison dont il a besoin.",
        "Demande d’appel : l’objet de l’appel, les deux ou trois créneaux choisis avec votre fuseau horaire (ou les horaires que vous indiquez), votre nom, votre société si vous la donnez, votre adresse e-mail et votre numéro de téléphone, une remarque si vous en ajoutez une, ainsi que la langue de la page. Nous les utilisons pour vous confirmer l’un de ces créneaux par e-mail et vous appeler.",
        "Vente d’une machine : votre nom, votre société, votre adresse e-mail, votre numéro de téléphone ou WhatsApp et la langue de réponse souhaitée, avec les caractéristiques de la machine, sa description, le prix demandé et 1 à 12 photos. Nous les utilisons pour évaluer la machine, vous répondre et, si nous convenons de la proposer à la vente, préparer son annonce ; vos coordonnées n’apparaissent jamais sur le site. Avant de conserver une photo, nous la réenregistrons sans ses métadonnées : aucune position GPS ni aucun numéro de série d’appareil n’est gardé.",
        "Alertes machines : votre adresse e-mail, la recherche que vous enregistrez et la langue des e-mails. Nous les utilisons uniquement pour vous envoyer les alertes demandées, et seulement après que vous avez confirmé votre adresse par le lien que nous vous envoyons.",
      ],
    },
    {
      title: "Sur quelle base juridique",
      paragraphs: [
        "Au sens du Règlement général sur la protection des données (RGPD) de l’Union européenne, nous traitons messages et offres pour prendre, à votre demande, des mesures précontractuelles, et au titre de notre intérêt légitime à répondre aux demandes professionnelles. Les alertes machines reposent sur votre consentement, que vous retirez à tout moment en vous désinscrivant.",
        "Au sens de la loi marocaine n°\u00a009-08 relative à la protection des personnes physiques à l’égard du traitement des données à caractère personnel, vous consentez à ce traitement, pour les finalités décrites ici, en envoyant un formulaire.",
      ],
    },
    {
      title: "Ce que nous ne recueillons pas",
      paragraphs: [
        "Ce site ne dépose aucun cookie sur l’appareil de ses visiteurs et n’utilise aucun outil de mesure d’audience ni traceur publicitaire. Pour prévenir les abus, notre serveur compte brièvement, dans sa seule mémoire, les formulaires envoyés depuis chaque adresse IP : cette adresse n’est pas conservée avec ce que vous envoyez. Votre navigateur garde une seule information dans son stockage local, le fait que la police du site est déjà téléchargée ; elle ne dit rien de vous.",
        "Une vidéo YouTube de machine ne se charge que lorsque vous lancez la lecture ; YouTube applique alors sa propre politique de confidentialité. Notre lien WhatsApp ouvre l’application, soumise aux conditions d’utilisation de WhatsApp.",
      ],
    },
    {
      title: "Où vos données sont conservées, et qui les voit",
      paragraphs: [
        "Ce que vous envoyez par les formulaires est enregistré dans une base de données (SQLite) sur notre propre serveur, et les photos d’une offre dans des fichiers à côté. Les messages et les offres sont aussi transmis par e-mail à la boîte de notre équipe, et les confirmations et alertes vous sont envoyées, par l’intermédiaire de notre prestataire de messagerie (SMTP).",
        "Seuls les membres de notre équipe qui traitent votre demande voient vos données, ainsi que les prestataires qui font fonctionner notre serveur et acheminent nos e-mails, pour notre compte et pour aucun autre usage. Nous ne vendons pas vos données, ne les utilisons pas à des fins de prospection et ne les transmettons à personne d’autre, sauf obligation légale. Notre société et son serveur peuvent se trouver dans un autre pays que le vôtre : vos données n’y sont transférées que pour traiter votre demande.",
      ],
    },
    {
      title: "Combien de temps nous les conservons",
      paragraphs: ["Chaque type de données n’est conservé que le temps nécessaire à sa finalité :"],
      items: [
        `Messages de contact, demandes d’échantillons et d’appel, et offres de vendeurs, photos comprises : ${retentionPeriod.fr} après leur réception, puis notre serveur les efface automatiquement. Un message qui n’est pas encore parvenu à notre boîte est gardé jusqu’à ce qu’il y parvienne, afin qu’aucune demande ne se perde.`,
        "Demandes d’alerte non confirmées : effacées avec l’adresse e-mail 7 jours après la demande.",
        "Alertes machines confirmées : aussi longtemps que vous les gardez. Chaque e-mail d’alerte contient un lien qui supprime l’alerte immédiatement.",
      ],
    },
    {
      title: "Vos droits",
      paragraphs: [
        "Vous pouvez demander à consulter les données que nous détenons sur vous, à les faire rectifier ou effacer, à vous opposer à leur utilisation ou à en demander la limitation, et à en recevoir une copie dans un format courant. Écrivez à {email} depuis l’adresse concernée en précisant votre demande. Nous répondons dans un délai d’un mois ; un effacement porte sur tout ce qui est lié à cette adresse : messages, offres et leurs photos, alertes.",
        "Si notre réponse ne vous satisfait pas, vous pouvez saisir une autorité de protection des données : au Maroc, la CNDP (Commission nationale de contrôle de la protection des données à caractère personnel) ; dans l’Union européenne, l’autorité du pays où vous résidez ou travaillez.",
      ],
    },
    {
      title: "Modifications de cette politique",
      paragraphs: [
        "Nous mettons cette politique à jour dès que ce que nous recueillons, ou l’usage que nous en faisons, change. La date en haut de la page indique sa dernière modification.",
      ],
    },
  ],
  links: {
    legal: "mentions légales",
  },
} satisfies EditionTranslation["privacy"];
