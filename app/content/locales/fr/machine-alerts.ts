import type { EditionTranslation } from "../../english.ts";

export const machineAlerts = {
  form: {
    title: "Recevoir un e-mail dès qu’une machine correspondante est proposée",
    intro:
      "Enregistrez votre recherche : nous vous écrirons dès qu’une machine d’occasion correspondante sera proposée, ou qu’une machine réservée redeviendra disponible. Nous n’envoyons rien avant que vous ayez confirmé votre adresse.",
    criteria: "Votre recherche",
    labels: {
      email: "Votre adresse e-mail",
      type: "Type de machine",
      from: "Année de fabrication minimale",
      to: "Année de fabrication maximale",
      country: "Pays où se trouve la machine",
      q: "Mots recherchés",
      lang: "Langue des e-mails",
    },
    qHint: "Un constructeur, un modèle ou une référence, par exemple « Bobst » ou « FP-1042 ».",
    anyType: "Tous les types",
    anyYear: "Toutes les années",
    anyCountry: "Tous les pays",
    consent:
      "J’accepte que FlexPack conserve mon adresse e-mail et cette recherche pour m’envoyer ces alertes. Chaque e-mail comporte un lien de désinscription immédiate.",
    submit: "Créer mon alerte",
    honeypot: "Laissez ce champ vide",
  },
  errors: {
    summary: "Veuillez corriger :",
    emailRequired: "Veuillez saisir votre adresse e-mail.",
    emailInvalid: "Veuillez saisir une adresse e-mail valide, par exemple nom@societe.com.",
    type: "Veuillez choisir un type de machine dans la liste.",
    year: "Veuillez choisir une année dans la liste.",
    years:
      "L’année de fabrication minimale est postérieure à l’année maximale. Veuillez inverser les années.",
    country: "Veuillez choisir un pays dans la liste.",
    q: "Veuillez ne pas dépasser 100 caractères.",
    lang: "Veuillez choisir une langue dans la liste.",
    consent:
      "Veuillez cocher la case pour donner votre accord, sans quoi nous ne pouvons pas vous envoyer d’alertes.",
    unknownField: "Ce formulaire n’a pas de champ nommé « {field} ».",
    repeated: "Veuillez ne donner qu’une seule valeur.",
    unreadable: "La demande n’a pas pu être lue. Veuillez utiliser le formulaire de notre site.",
    rateLimited: "Trop de demandes depuis votre connexion. Veuillez réessayer dans une heure.",
    server: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
  },
  sent: {
    title: "Consultez votre boîte de réception",
    body: "Si cette adresse peut recevoir nos alertes, nous venons de lui envoyer un lien de confirmation. Rien d’autre n’est envoyé tant que ce lien n’a pas été ouvert, et il expire dans 7 jours.",
    spam: "Pas d’e-mail après quelques minutes ? Vérifiez votre dossier de courrier indésirable.",
  },
  confirmed: {
    title: "Votre alerte est activée",
    body: "Nous vous écrirons dès qu’une machine correspondant à cette recherche sera proposée : {search}.",
    unsubscribe: "Chaque e-mail comporte un lien de désinscription.",
  },
  expired: {
    title: "Ce lien a expiré",
    body: "Une alerte qui n’est pas confirmée dans les 7 jours est supprimée, avec l’adresse. Recréez-la pour recevoir un nouveau lien.",
  },
  invalid: {
    title: "Ce lien n’est pas valide",
    body: "Veuillez ouvrir le lien complet figurant dans l’e-mail, ou recréer l’alerte.",
  },
  unsubscribed: {
    title: "Désinscription confirmée",
    body: "Nous avons supprimé cette alerte : vous ne recevrez plus d’e-mails à son sujet. Nous ne conservons votre adresse que pour vos autres alertes, si vous en avez.",
    again: "Me réinscrire à cette recherche",
    bodySeveral:
      "Nous avons supprimé ces alertes : vous ne recevrez plus d’e-mails à leur sujet. Nous ne conservons votre adresse que pour vos autres alertes, si vous en avez.",
    againSeveral: "Me réinscrire à l’une de ces recherches :",
  },
  anyMachine: "toutes les machines",
  back: "Retour aux machines d’occasion",
  newAlert: "Créer une alerte",
  email: {
    greeting: "Bonjour,",
    signature: "L’équipe de {company}",
    confirm: {
      subject: "Veuillez confirmer votre alerte machine",
      intro:
        "Vous nous avez demandé (ou quelqu’un l’a fait en indiquant votre adresse) de vous écrire dès qu’une machine d’occasion correspondant à cette recherche sera proposée :",
      action: "Pour confirmer l’alerte, ouvrez ce lien dans les 7 jours :",
      ignore:
        "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : la demande et votre adresse seront supprimées au bout de 7 jours, et nous ne vous écrirons plus.",
    },
    alert: {
      subject: "Une machine pour votre alerte : {name} ({reference})",
      intro: "Une machine correspondant à votre recherche est disponible :",
    },
    digest: {
      subject: {
        one: "{count} machine pour votre alerte",
        other: "{count} machines pour votre alerte",
      },
      intro: "Des machines correspondant à votre recherche sont disponibles :",
    },
    searches: {
      subject: {
        one: "{count} machine pour vos alertes",
        other: "{count} machines pour vos alertes",
      },
      intro: {
        one: "Une machine correspondant à vos recherches est disponible :",
        other: "Des machines correspondant à vos recherches sont disponibles :",
      },
      forSearch: "Pour votre recherche : {search}",
      forSearches: "Pour vos recherches :",
      why: "Vous recevez cet e-mail parce que vous avez demandé des alertes pour ces recherches. Pour arrêter l’une d’elles, ouvrez son lien :",
      unsubscribe: "Se désinscrire de toutes ces alertes :",
    },
    reference: "Référence",
    photo: "Photo",
    page: "Voir la machine",
    why: "Vous recevez cet e-mail parce que vous avez demandé des alertes pour cette recherche : {search}.",
    unsubscribe: "Se désinscrire de cette alerte :",
  },
} satisfies EditionTranslation["machineAlerts"];
