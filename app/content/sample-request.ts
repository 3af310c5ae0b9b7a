/**
 * Copy of the film sample request (/sample-request) and its form. The films
 * and grades it offers come from products.ts and film-grades.ts; the failure
 * reasons, rate-limit advice and reply time are the contact form's.
 */
const sampleMessages = {
  productRequired: "Please choose the film",
  gradeMismatch: "This grade is not made in the film you chose",
  /** {label} is the field's label, {min} and {max} its range. */
  numberRange: "{label}: enter a number from {min} to {max}",
  quantityRequired: "Please give the trial quantity",
  applicationRequired: "Please tell us what the film is for",
  countryRequired: "Please choose the delivery country",
  cityRequired: "Please give the city or port of delivery",
  companyRequired: "Company is required",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  phoneRequired: "Phone is required: the courier needs it",
  /** {label} is the field's label, {max} its limit. */
  tooLong: "{label} must be {max} characters or fewer",
};

export const sampleRequest = {
  hero: {
    title: "Request Film Samples",
    lead: "Tell us the film, grade and size you want to trial. Our films desk confirms the grade with the producer and arranges the samples for your line trial.",
  },
  form: {
    title: "Your Sample Request",
    intro:
      "The grade, thickness, width and your application let us send a sample you can run on your own machines.",
    /** The groups of fields, as fieldsets. */
    sections: {
      film: "The film",
      delivery: "Delivery",
      contact: "Your details",
    },
    labels: {
      product: "Film",
      grade: "Grade",
      thickness: "Thickness in µm",
      width: "Roll width in mm",
      core: "Core",
      quantity: "Trial quantity",
      quantityUnit: "Unit",
      application: "Application",
      country: "Delivery country",
      city: "City or port",
      company: "Company",
      name: "Name",
      email: "Email",
      phone: "Phone",
    },
    /** Under the fields that need a word of help. */
    descriptions: {
      application:
        "What you will pack, the structure (for example printed BOPP laminated to CPP) and the machine it runs on.",
      sizes: "Leave thickness, width and core open if you want our advice.",
    },
    chooseProduct: "Choose a film",
    chooseCountry: "Choose a country",
    adviseGrade: "Not sure: advise me",
    noCore: "No preference",
    cores: { "3": "3 inch (76 mm)", "6": "6 inch (152 mm)" },
    units: { kg: "kg", rolls: "rolls", m: "linear metres" },
    optional: "(optional)",
    /** Label of the spam trap; people never see it. */
    honeypot: "Leave this field empty",
    submit: "Send Sample Request",
    sending: "Sending...",
    privacy: "We use your details only to answer and ship your sample request.",
    /** The thank-you; {reference} is the request's reference (S-2611-042). */
    sent: "Thank you: your sample request {reference} is with our films desk.",
    /** The thank-you when no reference could be shown (the page without JavaScript). */
    sentPlain: "Thank you: your sample request is with our films desk.",
    failureTitle: "Your sample request was not sent.",
    backToForm: "Back to the sample request",
  },
  messages: sampleMessages,
};
