import type { EditionTranslation } from "../../english.ts";

export const sampleRequest = {
  hero: {
    title: "Demander des échantillons de films",
    lead: "Indiquez-nous le film, la qualité et le format que vous souhaitez essayer. Notre service films valide la qualité avec le producteur et organise l’envoi des échantillons pour votre essai sur ligne.",
  },
  form: {
    title: "Votre demande d’échantillons",
    intro:
      "La qualité, l’épaisseur, la laize et votre application nous permettent d’envoyer un échantillon que vous pourrez passer sur vos propres machines.",
    sections: {
      film: "Le film",
      delivery: "Livraison",
      contact: "Vos coordonnées",
    },
    labels: {
      product: "Film",
      grade: "Qualité",
      thickness: "Épaisseur en µm",
      width: "Laize en mm",
      core: "Mandrin",
      quantity: "Quantité d’essai",
      quantityUnit: "Unité",
      application: "Application",
      country: "Pays de livraison",
      city: "Ville ou port",
      company: "Société",
      name: "Nom",
      email: "E-mail",
      phone: "Téléphone",
    },
    descriptions: {
      application:
        "Ce que vous emballez, la structure (par exemple BOPP imprimé complexé sur CPP) et la machine sur laquelle le film passera.",
      sizes:
        "Laissez l’épaisseur, la laize et le mandrin non renseignés si vous souhaitez notre conseil.",
    },
    chooseProduct: "Choisissez un film",
    chooseCountry: "Choisissez un pays",
    adviseGrade: "Je ne sais pas : conseillez-moi",
    noCore: "Sans préférence",
    cores: { "3": "3 pouces (76 mm)", "6": "6 pouces (152 mm)" },
    units: { kg: "kg", rolls: "bobines", m: "mètres linéaires" },
    optional: "(facultatif)",
    honeypot: "Laissez ce champ vide",
    submit: "Envoyer ma demande",
    sending: "Envoi en cours…",
    privacy:
      "Nous utilisons vos coordonnées uniquement pour répondre à votre demande et vous expédier les échantillons.",
    sent: "Merci : votre demande d’échantillons {reference} a été transmise à notre service films.",
    sentPlain: "Merci : votre demande d’échantillons a été transmise à notre service films.",
    failureTitle: "Votre demande d’échantillons n’a pas été envoyée.",
    backToForm: "Retour à la demande d’échantillons",
  },
  messages: {
    productRequired: "Veuillez choisir le film",
    gradeMismatch: "Cette qualité n’existe pas pour le film choisi",
    numberRange: "{label} : indiquez un nombre compris entre {min} et {max}",
    quantityRequired: "Veuillez indiquer la quantité d’essai",
    applicationRequired: "Veuillez préciser l’application du film",
    countryRequired: "Veuillez choisir le pays de livraison",
    cityRequired: "Veuillez indiquer la ville ou le port de livraison",
    companyRequired: "La société est obligatoire",
    nameRequired: "Le nom est obligatoire",
    emailRequired: "L’adresse e-mail est obligatoire",
    emailInvalid: "Veuillez saisir une adresse e-mail valide",
    phoneRequired: "Le numéro de téléphone est obligatoire : le transporteur en a besoin",
    tooLong: "Le champ « {label} » ne doit pas dépasser {max} caractères",
  },
} satisfies EditionTranslation["sampleRequest"];
