import type { EditionTranslation } from "../../editions.ts";

export const sellEquipment = {
  hero: {
    eyebrow: "Machines",
    title: "Vendre votre matériel",
    lead: "Proposez une machine d’occasion ou une ligne complète à notre équipe machines. Envoyez-nous ses caractéristiques et quelques photos : nos ingénieurs l’évaluent et vous répondent sous deux jours ouvrés.",
    action: "Proposer une machine",
  },
  process: {
    eyebrow: "Comment ça marche",
    title: "De vos photos à la vente",
    steps: [
      {
        title: "Vous envoyez les informations et les photos",
        description:
          "Le type de machine, le lieu où elle se trouve, son état et des photos prises avec votre téléphone. Comptez une dizaine de minutes, sans aucun engagement.",
      },
      {
        title: "Nous l’évaluons sous deux jours ouvrés",
        description:
          "Nos ingénieurs comparent la machine à la demande actuelle sur nos marchés et vous répondent avec une estimation, ou avec les questions auxquelles il faut d’abord répondre.",
      },
      {
        title: "Notre équipe inspecte, démonte et expédie",
        description:
          "Une fois l’accord conclu, nous inspectons la machine sur site, puis nous la démontons, la repérons, l’emballons et l’expédions. Un seul interlocuteur, de la première photo à la dernière caisse.",
      },
    ],
  },
  direct: {
    title: "Vous préférez en parler d’abord ?",
    body: "Envoyez quelques photos par WhatsApp ou appelez notre équipe machines. Nous répondons en français, en anglais et en arabe.",
    whatsapp: "WhatsApp",
    phone: "Téléphone",
    email: "E-mail",
  },
  form: {
    title: "Proposez votre machine",
    intro:
      "Plus nous en savons, plus notre estimation est précise. Les champs marqués (facultatif) peuvent rester vides.",
    sections: {
      machine: "La machine",
      photos: "Photos",
      seller: "Vos coordonnées",
    },
    labels: {
      machineType: "Type de machine",
      manufacturer: "Constructeur",
      model: "Modèle",
      year: "Année de construction",
      country: "Pays où elle se trouve",
      condition: "État",
      availability: "Disponibilité",
      askingPrice: "Prix demandé",
      currency: "Devise",
      description: "Description",
      photos: "Photos de la machine",
      name: "Nom",
      company: "Société",
      email: "E-mail",
      phone: "Téléphone ou WhatsApp",
      answerLanguage: "Langue de la réponse",
    },
    hints: {
      description:
        "Ce qu’elle produit, laize utile, vitesse, options, révisions récentes, et si elle est encore en production.",
      askingPrice: "Un nombre entier, sans la devise.",
      phone: "Avec l’indicatif du pays, par exemple {example}.",
      phoneExample: "+212 6 12 34 56 78",
    },
    optional: "(facultatif)",
    choose: "Choisir…",
    machineTypes: {
      "bopp-film-line": "Ligne de film BOPP",
      "cpp-film-line": "Ligne de film CPP",
      "extrusion-laminator": "Ligne d’enduction ou de complexage par extrusion",
      "gravure-printing-press": "Rotative héliogravure",
      metallizer: "Métalliseur sous vide",
      "slitting-machine": "Refendeuse-bobineuse",
      other: "Autre machine",
    },
    conditions: {
      running: "En fonctionnement",
      stopped: "À l’arrêt mais complète",
      dismantled: "Démontée",
    },
    availability: {
      now: "Dès maintenant",
      "3-months": "Dans les 3 mois",
      "6-months": "Dans les 6 mois",
      later: "Plus tard, ou pas encore décidé",
    },
    photos: {
      add: "Ajouter des photos",
      addMore: "Ajouter d’autres photos",
      rules: "De 1 à 12 photos : JPEG, PNG ou WebP, 25 Mo au maximum chacune.",
      viewsTitle: "Les vues qui nous aident le plus",
      views: [
        "La ligne entière, depuis chaque extrémité",
        "La plaque constructeur, avec le numéro de série et l’année",
        "Le pupitre de commande et ses écrans",
        "Le dérouleur et l’enrouleur",
      ],
      listLabel: "Photos choisies",
      remove: "Retirer {name}",
      count: {
        one: "{count} photo sur 12 choisie",
        other: "{count} photos sur 12 choisies",
      },
      preparing: "Préparation de vos photos pour l’envoi…",
      problems: {
        heic: "{name} est une photo HEIC, que nous ne pouvons pas lire. Sur iPhone, choisissez Réglages › Appareil photo › Formats › Le plus compatible, ou partagez la photo en JPEG, puis ajoutez-la de nouveau.",
        type: "{name} n’est pas une photo JPEG, PNG ou WebP. Enregistrez-la en JPEG et ajoutez-la de nouveau.",
        tooBig: "{name} dépasse 25 Mo. Ajoutez-en une copie plus légère.",
        tooMany:
          "12 photos au maximum : {name} n’a pas été ajoutée. Retirez-en une pour faire de la place.",
        unreadable: "{name} ne s’ouvre pas comme une photo. Ajoutez-en une autre copie.",
        tooManyPixels:
          "{name} dépasse 120 mégapixels, plus qu’aucune photo d’appareil. Enregistrez-en une copie plus petite (par exemple 4 000 px de large) et ajoutez-la de nouveau.",
      },
    },
    honeypot: "Laissez ce champ vide",
    submit: "Envoyer mon offre",
    sending: "Envoi en cours…",
    progress: "Envoi : {percent} ({sent} sur {total})",
    progressLabel: "Progression de l’envoi",
    processing: {
      one: "Envoi terminé. Vérification de votre photo et enregistrement de votre offre…",
      other: "Envoi terminé. Vérification de vos {count} photos et enregistrement de votre offre…",
    },
    cancel: "Annuler",
    cancelled:
      "Envoi annulé. Vos informations et vos photos sont conservées : envoyez-les quand vous le souhaitez.",
    privacy:
      "Nous utilisons vos coordonnées et vos photos uniquement pour évaluer votre machine et vous répondre.",
    sent: {
      title: "Merci : votre offre est bien parvenue à notre équipe machines.",
      body: "Nos ingénieurs évalueront votre machine et vous répondront sous deux jours ouvrés, dans la langue choisie.",
      reference: "Votre référence : {reference}",
      received: "Nous avons reçu {photos} et {price}.",
      photoCount: { one: "{count} photo", other: "{count} photos" },
      price: "un prix demandé de {price}",
      noPrice: "aucun prix demandé",
      another: "Proposer une autre machine",
    },
    failure: {
      title: "Votre offre n’a pas été envoyée.",
      reasons: {
        network:
          "L’envoi a été interrompu. Vos informations et vos photos sont conservées : vérifiez votre connexion et envoyez de nouveau.",
        timeout:
          "Notre serveur a mis trop de temps à répondre. Vos informations et vos photos sont conservées : veuillez envoyer de nouveau.",
        invalid: "Veuillez corriger les champs signalés et envoyer de nouveau.",
        "rate-limited": "Trop d’offres ont été envoyées depuis votre connexion.",
        "too-large":
          "Les photos dépassent ce que nous pouvons recevoir en une fois. Retirez-en quelques-unes ou envoyez des copies plus légères.",
        rejected: "Un problème est survenu lors de l’envoi. Veuillez envoyer de nouveau.",
        afterUpload:
          "La connexion a été coupée après l’arrivée de vos photos : votre offre nous est peut-être parvenue. Envoyez-la de nouveau : si c’est le cas, vous verrez sa référence, et elle ne sera pas enregistrée deux fois.",
        server:
          "Un problème est survenu de notre côté. Veuillez envoyer de nouveau dans un instant.",
      },
      direct: "Vous pouvez aussi nous envoyer les photos directement :",
      emailLead: "par e-mail à",
      phoneLead: "ou par WhatsApp au",
    },
  },
  messages: {
    machineTypeRequired: "Choisissez le type de machine",
    manufacturerRequired: "Le constructeur est obligatoire",
    yearRequired: "L’année de construction est obligatoire",
    yearRange: "L’année de construction doit être comprise entre {min} et {max}",
    countryRequired: "Choisissez le pays où se trouve la machine",
    conditionRequired: "Choisissez l’état de la machine",
    priceInvalid: "Indiquez le prix en nombre entier, par exemple 250 000",
    nameRequired: "Le nom est obligatoire",
    emailRequired: "L’adresse e-mail est obligatoire",
    emailInvalid: "Veuillez saisir une adresse e-mail valide",
    phoneRequired: "Le numéro de téléphone ou WhatsApp est obligatoire",
    photosRequired: "Ajoutez au moins une photo de la machine",
    photosTooMany: "Envoyez 12 photos au maximum",
    photoInvalid: "{name} n’est pas une photo JPEG, PNG ou WebP lisible",
    tooLong: "Le champ « {label} » ne doit pas dépasser {max} caractères",
  },
  serverPage: {
    correct: "Veuillez corriger :",
    chooseAgain:
      "Veuillez choisir vos photos de nouveau. Nous les avons bien reçues, mais un navigateur ne peut pas les remettre dans un formulaire :",
    back: "Retour à la page vendeurs",
  },
} satisfies EditionTranslation["sellEquipment"];
