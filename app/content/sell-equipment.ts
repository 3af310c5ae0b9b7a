import type { PluralText } from "../lib/text.ts";

import type { Step } from "./types.ts";

/**
 * Copy of the seller's page, /sell-equipment: the page around the offer form,
 * the form's words and its validation messages (the server answers with the
 * same ones, app/islands/offer-form/schema.ts). `{placeholders}` keep the
 * word order the translator's.
 */
export const sellEquipment = {
  hero: {
    eyebrow: "Machinery",
    title: "Sell Your Equipment",
    lead: "Offer a used machine or a complete line to our machinery team. Send us the facts and a few photos: our engineers value it and answer within two working days.",
    action: "Offer a Machine",
  },
  process: {
    eyebrow: "How It Works",
    title: "From Your Photos to a Sale",
    steps: [
      {
        title: "You send the details and photos",
        description:
          "What the machine is, where it stands, its condition, and photos taken with your phone. It takes about ten minutes, and nothing commits you.",
      },
      {
        title: "We value it within two working days",
        description:
          "Our engineers compare the machine with current demand in our markets and answer with a valuation, or with the questions we need answered first.",
      },
      {
        title: "Our team inspects, dismantles and ships",
        description:
          "Once we agree, we inspect the machine on site, then dismantle, mark, pack and ship it. You deal with one partner from the first photo to the last crate.",
      },
    ] satisfies readonly Step[],
  },
  direct: {
    title: "Prefer to Talk First?",
    body: "Send a few photos on WhatsApp, or call our machinery team. We answer in English, French and Arabic.",
    whatsapp: "WhatsApp",
    phone: "Phone",
    email: "Email",
  },
  form: {
    title: "Offer Your Machine",
    intro:
      "The more we know, the more precise our valuation. Fields marked (optional) can stay empty.",
    /** Jumps to the form (its card has this id). */
    formAnchor: "offer-form" as const,
    sections: {
      machine: "The machine",
      photos: "Photos",
      sale: "Sale and price",
      seller: "Your details",
    },
    labels: {
      machineType: "Type of machine",
      otherType: "What machine is it?",
      manufacturer: "Manufacturer",
      model: "Model",
      serialNumber: "Serial number",
      city: "City",
      runningHours: "Running hours",
      underPower: "Can it be inspected under power?",
      webWidth: "Web width in mm",
      maxSpeed: "Maximum speed in m/min",
      stations: "Colours or stations",
      videoUrl: "Link to a video of it running",
      dismantling: "Dismantling and loading",
      negotiable: "Is the price negotiable?",
      priceBasis: "Price basis",
      vat: "VAT",
      confidential: "Confidential: do not publish the machine while it is still in production",
      sellerRole: "You are",
      year: "Year built",
      country: "Country where it stands",
      condition: "Condition",
      availability: "Available from",
      askingPrice: "Asking price",
      currency: "Currency",
      description: "Description",
      photos: "Photos of the machine",
      name: "Name",
      company: "Company",
      email: "Email",
      phone: "Phone or WhatsApp",
      answerLanguage: "Answer me in",
    },
    hints: {
      description:
        "What it makes, working width, speed, options, recent overhauls, and whether it is still in production.",
      askingPrice: "A whole number, without the currency.",
      otherType: "For example: a bag-making machine, a rewinder, a printing press for labels.",
      serialNumber: "From the nameplate. For our records only: never published.",
      videoUrl: "A link to YouTube, Google Drive, WeTransfer or similar.",
      stations: "Printing colours, or coating and laminating stations.",
      /** {example} is phoneExample, kept left to right in every edition. */
      phone: "With the country code, for example {example}.",
      phoneExample: "+971 50 123 4567",
    },
    optional: "(optional)",
    /** The first, empty option of a select. */
    choose: "Choose…",
    machineTypes: {
      "bopp-film-line": "BOPP film line",
      "cpp-film-line": "CPP film line",
      "extrusion-laminator": "Extrusion coating or lamination line",
      "gravure-printing-press": "Gravure printing press",
      metallizer: "Vacuum metallizer",
      "slitting-machine": "Slitter rewinder",
      "flexo-press": "Flexographic printing press",
      "blown-film-line": "Blown film line",
      "bag-pouch-machine": "Bag and pouch making machine",
      "adhesive-laminator": "Adhesive laminator (solvent or solventless)",
      other: "Other machine",
    },
    yesNo: { yes: "Yes", no: "No" },
    underPower: { yes: "Yes, it can run during a visit", no: "No" },
    dismantling: {
      seller: "By the seller",
      us: "By our team",
      "to-agree": "To be agreed",
    },
    sellerRole: { owner: "The owner", broker: "A broker or agent" },
    priceBasis: {
      EXW: "EXW (ex works)",
      FCA: "FCA (free carrier)",
      FOB: "FOB (free on board)",
      CIF: "CIF (cost, insurance and freight)",
      DAP: "DAP (delivered at place)",
      other: "Another basis (say which in the description)",
    },
    vat: {
      included: "VAT included",
      excluded: "VAT not included",
      none: "No VAT applies",
    },
    conditions: {
      running: "Running",
      stopped: "Stopped but complete",
      dismantled: "Dismantled",
    },
    availability: {
      now: "Now",
      "3-months": "Within 3 months",
      "6-months": "Within 6 months",
      later: "Later, or not decided yet",
    },
    photos: {
      add: "Add photos",
      addMore: "Add more photos",
      /** {size} is the limit in words, as the upload's progress says sizes: "25 megabytes". */
      rules: "1 to 12 photos: JPEG, PNG or WebP, up to {size} each.",
      viewsTitle: "The views that help us most",
      views: [
        "The whole line, from both ends",
        "The nameplate, with the serial number and year",
        "The control panel and its screens",
        "The unwind and the rewind",
      ],
      /** The list of chosen photos, for screen readers. */
      listLabel: "Chosen photos",
      /** {name} is the file's name. */
      remove: "Remove {name}",
      count: {
        one: "{count} photo of 12 chosen",
        other: "{count} photos of 12 chosen",
      } as PluralText,
      /** While the browser shrinks large photos before the upload. */
      preparing: "Preparing your photos for the upload…",
      /** Problems with one chosen file, shown as soon as it is chosen. {name} is the file's name. */
      problems: {
        heic: "{name} is a HEIC photo, which we cannot read. On an iPhone, set Settings › Camera › Formats to Most Compatible, or share the photo as JPEG, then add it again.",
        type: "{name} is not a JPEG, PNG or WebP photo. Save it as JPEG and add it again.",
        tooBig: "{name} is larger than {size}. Add a smaller copy of it.",
        tooMany: "12 photos at most: {name} was not added. Remove one to make room.",
        unreadable: "{name} could not be opened as a photo. Add another copy of it.",
        tooManyPixels:
          "{name} has more than 120 megapixels, more than any camera photo. Save a smaller copy (for example 4000 px wide) and add it again.",
      },
    },
    honeypot: "Leave this field empty",
    submit: "Send My Offer",
    sending: "Sending…",
    /** The upload's progress: {percent}, {sent} and {total} (sizes such as "3.2 MB"). */
    progress: "Uploading: {percent} ({sent} of {total})",
    progressLabel: "Upload progress",
    /** After the last byte, while the server checks and stores the photos. {count} photos. */
    processing: {
      one: "Uploaded. Checking your photo and storing your offer…",
      other: "Uploaded. Checking your {count} photos and storing your offer…",
    } as PluralText,
    cancel: "Cancel",
    cancelled:
      "Sending cancelled. Your details and photos are still here: send them when you are ready.",
    privacy: "We use your details and photos only to value your machine and answer you.",
    sent: {
      title: "Thank you: your offer has reached our machinery team.",
      body: "Our engineers will value your machine and answer within two working days, in the language you chose.",
      /** {reference} is the offer's number. */
      reference: "Your reference: {reference}",
      /** What the server stored: {photos} is photoCount, {price} the price or noPrice. */
      received: "We received {photos} and {price}.",
      photoCount: { one: "{count} photo", other: "{count} photos" } as PluralText,
      /** {price} is the amount with its currency. */
      price: "an asking price of {price}",
      noPrice: "no asking price",
      /** Keeps the seller's name, email and phone for the next offer. */
      another: "Offer another machine",
    },
    failure: {
      title: "Your offer was not sent.",
      reasons: {
        network:
          "The upload was interrupted. Your details and photos are still here: check your connection and send again.",
        timeout:
          "Our server took too long to answer. Your details and photos are still here: please send again.",
        invalid: "Please correct the highlighted fields and send again.",
        "rate-limited": "Too many offers were sent from your connection.",
        "too-large":
          "The photos are more than we can receive at once. Remove a few, or send smaller copies.",
        rejected: "Something went wrong while sending it. Please send again.",
        /** The connection failed after the whole upload: the offer may be stored already. */
        afterUpload:
          "The connection dropped after your photos had arrived, so your offer may have reached us. Send it again: if it did, you will see its reference, and it will not be stored twice.",
        server: "Something went wrong on our side. Please send again in a moment.",
      },
      /** Followed by the email link and the phone link. */
      direct: "You can also send the photos to us directly:",
      emailLead: "email",
      phoneLead: "or WhatsApp",
    },
  },
  /** Validation messages of the offer form and the server. */
  messages: {
    machineTypeRequired: "Choose the type of machine",
    manufacturerRequired: "Manufacturer is required",
    yearRequired: "Year built is required",
    /** {min} and {max} are years. */
    yearRange: "Year built must be between {min} and {max}",
    countryRequired: "Choose the country where the machine stands",
    conditionRequired: "Choose the machine's condition",
    priceInvalid: "Write the price as a whole number, for example 250000",
    nameRequired: "Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email",
    phoneRequired: "Phone or WhatsApp number is required",
    photosRequired: "Add at least one photo of the machine",
    photosTooMany: "Send 12 photos at most",
    /** {name} is a file's name. */
    photoInvalid: "{name} is not a JPEG, PNG or WebP photo we can open",
    /** {label} is the field's label, {max} its limit. */
    tooLong: "{label} must be {max} characters or fewer",
    wholeNumber: "Write a whole number, without units",
    videoUrlInvalid: "Paste the video's whole link, as your browser shows it",
  },
  /**
   * The email that confirms an offer to the seller, in the language they
   * chose for our answer (server/offers/offer-email.ts). {reference}, {machine},
   * {name}; "received" as on the page.
   */
  confirmation: {
    subject: "Your machine offer {reference}: {machine}",
    greeting: "Hello {name},",
    intro: "Thank you for offering your machine to our machinery team. This is what we received:",
    reference: "Reference",
    machine: "Machine",
    next: "Our engineers will value your machine and answer within two working days. Until then, nothing commits you.",
    more: "To add photos or correct a detail, reply to this email and give your reference.",
    signature: "The machinery team",
  },
  /** The no-JavaScript page when an offer comes back to be corrected (server/offers/offer-pages.ts). */
  serverPage: {
    correct: "Please correct:",
    /** Browsers never send a chosen file back: the seller must choose the photos again. */
    chooseAgain:
      "Please choose your photos again. We received them, but a browser cannot put them back into a form:",
    back: "Back to the seller's page",
  },
};
