import type { EditionTranslation } from "../../english.ts";

export const contact = {
  hero: {
    title: "Nous contacter",
    lead: "Échangez avec notre équipe",
    formAction: "Nous écrire",
  },
  details: {
    title: "Coordonnées",
    intro:
      "Parlez-nous de vos achats, de votre développement à l’export, de vos besoins en conseil technique, en films et produits chimiques ou en machines d’occasion. Appelez-nous, écrivez-nous ou envoyez-nous un message.",
    address: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
    hours: "Horaires d’ouverture",
  },
  form: {
    title: "Envoyez-nous un message",
    intro:
      "Dites-nous ce dont vous avez besoin. Le produit ou la machine, les quantités et votre marché cible nous aident à vous apporter rapidement une réponse utile.",
    labels: {
      name: "Nom",
      email: "E-mail",
      phone: "Téléphone",
      subject: "Objet",
      message: "Message",
    },
    optional: "(facultatif)",
    honeypot: "Laissez ce champ vide",
    submit: "Envoyer le message",
    privacy: "Nous utilisons vos coordonnées uniquement pour répondre à votre message.",
    sending: "Envoi en cours…",
    sent: "Merci pour votre message ! Nous vous répondrons très prochainement.",
    sentReference: "Votre référence : {reference}.",
    replyTime: "Nous vous répondons sous un jour ouvré.",
    failure: {
      title: "Votre message n’a pas été envoyé.",
      reasons: {
        network: "Impossible de joindre notre serveur. Vérifiez votre connexion et réessayez.",
        timeout: "Notre serveur a mis trop de temps à répondre. Veuillez réessayer.",
        invalid: "Veuillez corriger les champs signalés et réessayer.",
        "rate-limited": "Trop de messages ont été envoyés depuis votre connexion.",
        "too-large":
          "Votre message est trop long pour être envoyé. Veuillez le raccourcir et réessayer.",
        rejected: "Un problème est survenu lors de l’envoi. Veuillez réessayer.",
        server: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
      },
      direct: "Vous pouvez aussi nous joindre directement :",
      emailLead: "par e-mail à",
      phoneLead: "ou par téléphone au",
    },
  },
  messages: {
    nameRequired: "Le nom est obligatoire",
    emailRequired: "L’adresse e-mail est obligatoire",
    emailInvalid: "Veuillez saisir une adresse e-mail valide",
    subjectRequired: "L’objet est obligatoire",
    messageRequired: "Le message est obligatoire",
    tooLong: "Le champ « {label} » ne doit pas dépasser {max} caractères",
  },
  retryAfter: {
    later: "Veuillez réessayer plus tard.",
    minutes: {
      one: "Veuillez réessayer dans une minute.",
      other: "Veuillez réessayer dans {count} minutes.",
    },
  },
} satisfies EditionTranslation["contact"];
