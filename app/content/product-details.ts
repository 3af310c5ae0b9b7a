import { products, type Product, type ProductDetails, type ProductSlug } from "./products.ts";

/**
 * The page content of every product, keyed by slug (see products.ts for why
 * the catalogue has two parts). Only the product route's loader imports this
 * module, at build time, so none of it is in the site's JavaScript: each
 * product page receives its own entry as prerendered loader data.
 */
export const productDetails = {
  "bopp-films": {
    lead: "Clear, stiff and economical polypropylene films for printing, lamination, overwrap and labels, sourced from qualified producers to your thickness, width and core.",
    description: [
      "Biaxially oriented polypropylene is one of the most widely used films in flexible packaging. Stretched in both directions as it is made, it combines clarity, stiffness and a good moisture barrier with a low density, so every kilogram covers more packaging than most other films.",
      "We source plain, heat-sealable, matte, white opaque and metallized grades for converters who print and laminate the film, and for packers who run it straight on wrapping lines. Tell us the end use and your process: we match the grade and surface treatment, arrange samples for a trial and follow the order through to delivery.",
    ],
    features: [
      {
        title: "Clarity and gloss",
        body: "High transparency and surface gloss present the product well and give printed designs depth and contrast.",
      },
      {
        title: "Moisture barrier",
        body: "A low water-vapour transmission keeps dry foods such as snacks and biscuits crisp through their shelf life.",
      },
      {
        title: "Treated for print and lamination",
        body: "Corona or flame treated surfaces accept gravure and flexographic inks and bond reliably to laminating adhesives.",
      },
      {
        title: "Heat-sealable grades",
        body: "Coextruded sealable skins let the film close a pack on its own, without a separate sealant layer.",
      },
      {
        title: "Stiffness and machinability",
        body: "Good stiffness and controlled slip keep the film running smoothly on form-fill-seal and overwrapping machines.",
      },
      {
        title: "High yield",
        body: "The low density of polypropylene gives more square metres per kilogram, which lowers the material cost of every pack.",
      },
    ],
    specifications: [
      { label: "Thickness", value: "15–60 microns" },
      { label: "Width", value: "Up to 2000 mm" },
      { label: "Core", value: "3 or 6 inch" },
      { label: "Surface treatment", value: "Corona or flame" },
    ],
    applications: [
      "Snack and confectionery packs",
      "Biscuit and bakery packaging",
      "Laminated pouches and sachets",
      "Labels and wrap-around labels",
      "Carton and gift overwrap",
      "Pressure-sensitive tapes",
    ],
    cta: "samples",
    closing: {
      title: "Planning your next BOPP order?",
      body: "Send us the thickness, width, core and treatment you need, with the end use and quantities, and we will come back with matching grades and samples for your trial.",
    },
    // Copol International, "Property comparison reference (CPP vs BOPP vs LDPE)",
    // copolinternational.com: BOPP's area factor is 30,500 in²/lb at 1 mil, i.e.
    // 27,680 ÷ 30,500 = 0.908 g/cm³; ASTM D1505 tables give 0.902–0.907 for BOPP.
    density: 0.905,
    gauge: 20,
    illustration: {
      key: "bopp-films",
      alt: "Two rolls of clear BOPP film, one unwinding a printed web",
    },
  },
  "cpp-films": {
    lead: "Soft, clear cast polypropylene films that seal reliably, for the inner layer of laminates, retort pouches and printed bags.",
    description: [
      "Cast polypropylene is made by extruding the polymer onto a chilled roll without orienting it. The result is a soft, clear and tough film that heat-seals well, which is why CPP is the sealant layer of choice in many laminates with BOPP, PET and aluminium foil.",
      "We supply general-purpose, metallizable and retort grades, chosen for the sealing conditions of your packing line and the heat the finished pack has to take. Tell us the structure you are building and we will recommend the grade, arrange samples and handle the logistics.",
    ],
    features: [
      {
        title: "Reliable heat sealing",
        body: "Seals over a broad temperature window with good hot tack, for strong, consistent seals at packing-line speeds.",
      },
      {
        title: "Clarity",
        body: "High transparency keeps the contents visible in unprinted bags and in the windows of printed packs.",
      },
      {
        title: "Lamination sealant",
        body: "Bonds well to BOPP, PET and foil in adhesive lamination and forms the inner, sealing side of the laminate.",
      },
      {
        title: "Retort grades",
        body: "Grades made to withstand sterilisation, for retort pouches of ready meals, sauces and pet food.",
      },
      {
        title: "Toughness",
        body: "Good tear and puncture resistance protects heavy and irregular fills in transport and on the shelf.",
      },
      {
        title: "Metallizable grades",
        body: "A surface that takes a vacuum-deposited aluminium layer, adding a light and gas barrier for snack packaging.",
      },
    ],
    specifications: [
      { label: "Thickness", value: "20–100 microns" },
      { label: "Width", value: "Up to 2500 mm" },
      { label: "Core", value: "3 or 6 inch" },
      { label: "Surface treatment", value: "Corona or flame" },
    ],
    applications: [
      "Sealant layer of laminated pouches",
      "Retort pouches",
      "Bread and bakery bags",
      "Metallized snack packaging",
      "Textile and garment bags",
      "Fresh produce packaging",
    ],
    cta: "samples",
    closing: {
      title: "Building a laminate with a CPP sealant?",
      body: "Tell us the structure, the packing line and how the pack is filled or sterilised, and we will propose CPP grades and send samples for your trial.",
    },
    // Copol International (a CPP producer), the same comparison: CPP's area factor
    // is 31,000 in²/lb at 1 mil, i.e. 27,680 ÷ 31,000 = 0.89 g/cm³; 0.90 for the
    // copolymer grades most CPP sealant films are.
    density: 0.9,
    gauge: 25,
    illustration: {
      key: "cpp-films",
      alt: "A roll of CPP film beside a pouch with heat-sealed edges",
    },
  },
  "pet-films": {
    lead: "Biaxially oriented polyester films with high strength, heat resistance and dimensional stability, supplied plain, metallized, coated or printed.",
    description: [
      "PET film (BOPET) is the strong, heat-resistant outer layer of many laminates. It keeps its dimensions under the heat and tension of printing and lamination, so multi-colour registration stays accurate, and it protects the print when it is reverse printed and laminated.",
      "From thin packaging gauges to thick films for industrial uses, we source corona-treated and coated grades, and metallized or printed film for barrier and decorative work. We help you choose the surface for your inks and adhesives and qualify the film on your line.",
    ],
    features: [
      {
        title: "Heat resistance",
        body: "Withstands the heat of sealing jaws and sterilisation, which makes it a common outer layer for pouches.",
      },
      {
        title: "Dimensional stability",
        body: "Minimal stretch under web tension keeps print registration accurate over long runs.",
      },
      {
        title: "Strength and stiffness",
        body: "High tensile strength and puncture resistance in thin gauges keep laminates light and robust.",
      },
      {
        title: "Clarity and gloss",
        body: "A brilliant, glossy surface gives reverse-printed designs strong visual impact.",
      },
      {
        title: "Metallized barrier",
        body: "Metallized grades add a barrier to light, oxygen and moisture for coffee, snacks and other sensitive products.",
      },
      {
        title: "Coated surfaces",
        body: "Coatings improve ink and adhesive anchorage, and can add barrier or sealing properties to the film.",
      },
    ],
    specifications: [
      { label: "Thickness", value: "12–250 microns" },
      { label: "Width", value: "Up to 3000 mm" },
      { label: "Surface treatment", value: "Corona or coating" },
      { label: "Special features", value: "Metallized, coated, printed" },
    ],
    applications: [
      "Outer printed layer of laminates",
      "Stand-up and retort pouches",
      "Metallized laminates for coffee and snacks",
      "Lidding films for trays and cups",
      "Labels and tapes",
    ],
    cta: "samples",
    closing: {
      title: "Need PET film plain, metallized or printed?",
      body: "Tell us the thickness, width, surface and quantities you need, and we will quote matching grades and arrange samples for your line.",
    },
    // Mitsubishi Polyester Film (Wiesbaden), HOSTAPHAN® RNK data sheet: density
    // 1.4 g/cm³ for 12–75 µm (ASTM D1505), so 12 µm yields 59.5 m²/kg.
    density: 1.4,
    gauge: 12,
    illustration: {
      key: "pet-films",
      alt: "A roll of metallized PET film and a printed film sheet",
    },
  },
  "thermal-lamination-films": {
    lead: "Pre-coated films that bond to printed paper and board with heat and pressure alone, in gloss and matte finishes.",
    description: [
      "Thermal lamination film carries a heat-activated adhesive coating applied at the film plant. At the laminator, heat and nip pressure bond it to the printed sheet: there is no liquid adhesive to mix, no solvent to dry and no curing to wait for.",
      "The film protects the print from scuffs, moisture and handling, and gives covers, cartons and bags a finished, premium feel. We supply gloss and matte finishes and help you match the film to your laminator and your print.",
    ],
    features: [
      {
        title: "No wet adhesive",
        body: "The factory-applied coating takes adhesive mixing, solvent drying and glue clean-up out of the laminating process.",
      },
      {
        title: "Gloss finish",
        body: "A bright, high-gloss surface that makes colours stand out on covers, cartons and promotional print.",
      },
      {
        title: "Matte finish",
        body: "A soft, low-reflection surface for an understated, premium look that is easy to read under any light.",
      },
      {
        title: "Print protection",
        body: "Shields printed surfaces from scuffing, moisture and handling through converting, distribution and use.",
      },
      {
        title: "Ready for finishing",
        body: "Laminated sheets go on to die-cutting, creasing and folding without waiting for an adhesive to cure.",
      },
      {
        title: "Coated at the film plant",
        body: "The adhesive layer is applied under controlled conditions at the film plant, not mixed and metered at your laminator.",
      },
    ],
    specifications: [{ label: "Finishes", value: "Gloss and matte" }],
    applications: [
      "Book and magazine covers",
      "Folding cartons and rigid boxes",
      "Paper carrier bags",
      "Brochures and catalogues",
      "Menus, posters and point-of-sale print",
    ],
    cta: "samples",
    closing: {
      title: "Choosing between gloss and matte?",
      body: "Tell us what you laminate and on which machine, and we will send gloss and matte samples to test on your own print.",
    },
    // The BOPP base film's density (see bopp-films); the EVA coat is a little
    // denser, so a buyer types the supplier's own figure for a coated film.
    density: 0.905,
    gauge: 24,
    illustration: {
      key: "thermal-lamination-films",
      alt: "A printed sheet passing between heated rollers and leaving with a glossy film",
    },
  },
  "wet-lamination-films": {
    lead: "Films for laminating to paper and board with liquid adhesives, corona treated or coated for a strong, even bond.",
    description: [
      "In wet lamination a liquid adhesive is applied, film and substrate are joined in a nip while the adhesive is still wet, and the bond forms as the water or solvent escapes through the paper or board. The film surface decides how well that bond develops, so wet lamination films are corona treated or coated to suit the adhesive.",
      "We supply film in the thickness, width and core your laminator runs, and work with you and your adhesive supplier to match the film surface to your adhesive and substrate.",
    ],
    features: [
      {
        title: "Treated or coated surface",
        body: "Corona treatment or a coating raises the surface energy so adhesives wet out and anchor evenly.",
      },
      {
        title: "Even bond",
        body: "Consistent surface properties help avoid weak spots, tunnelling and delamination in the finished laminate.",
      },
      {
        title: "Clarity",
        body: "Clear films keep printed paper and board vivid beneath the laminate.",
      },
      {
        title: "Flat, stable web",
        body: "Good flatness and dimensional stability give wrinkle-free lamination and flat sheets that feed well downstream.",
      },
      {
        title: "Surface protection",
        body: "Adds resistance to moisture, grease and abrasion to paper and board packaging.",
      },
      {
        title: "Sized for your laminator",
        body: "Slit to the width your machine runs and wound on 3 or 6 inch cores.",
      },
    ],
    specifications: [
      { label: "Thickness", value: "15–50 microns" },
      { label: "Width", value: "Up to 2000 mm" },
      { label: "Core", value: "3 or 6 inch" },
      { label: "Surface treatment", value: "Corona or coating" },
    ],
    applications: [
      "Paper and board lamination",
      "Folding cartons and rigid boxes",
      "Paper bags and wrappers",
      "Printed covers and sheets",
      "Labels",
    ],
    cta: "contact",
    closing: {
      title: "Laminating paper or board with film?",
      body: "Tell us your substrate, adhesive and laminator, and we will recommend a film surface and send material for a trial.",
    },
    // Wet lamination films are mostly BOPP: its density (see bopp-films).
    density: 0.905,
    gauge: 20,
    illustration: {
      key: "wet-lamination-films",
      alt: "Film and paper joined in a nip with a layer of liquid adhesive between them",
    },
  },
  "high-barrier-films": {
    lead: "Multilayer, coated and metallized film structures that keep oxygen, moisture, aromas and light away from sensitive products.",
    description: [
      "Some products lose quality quickly once oxygen, water vapour or light reach them. High barrier films slow that exchange with barrier layers such as EVOH, aluminium or silicon oxide coatings, metallization or aluminium foil, built into a structure that also prints, laminates and seals.",
      "The right structure depends on the product, the shelf life you need, how the pack is filled and whether it must stay transparent. We help you specify it, source it from qualified producers and qualify it on your line.",
    ],
    features: [
      {
        title: "Oxygen barrier",
        body: "Slows the oxygen ingress that causes oxidation, rancidity, colour change and the loss of active ingredients.",
      },
      {
        title: "Moisture barrier",
        body: "Keeps water vapour out of dry and hygroscopic products, and in moist ones, so texture and potency are preserved.",
      },
      {
        title: "Aroma barrier",
        body: "Holds flavours and aromas inside the pack and keeps outside odours from tainting the contents.",
      },
      {
        title: "Light barrier",
        body: "Metallized and opaque structures shield light-sensitive contents such as dairy, oils and medicines.",
      },
      {
        title: "Chemical resistance",
        body: "Structures chosen to withstand oils, solvents and aggressive fills without swelling or delaminating.",
      },
      {
        title: "Ready to convert",
        body: "Print, lamination and sealant layers selected for your pack format, your filling line and, where needed, retort or hot filling.",
      },
    ],
    applications: [
      "Food packaging",
      "Pharmaceutical packaging",
      "Beverage packaging",
      "Chemical packaging",
      "Medical device packaging",
    ],
    cta: "information",
    closing: {
      title: "Need more shelf life from your packaging?",
      body: "Tell us the product, the shelf life you are aiming for and how it is packed, and our team will propose barrier structures and the data you need to evaluate them.",
    },
    // Most barrier structures start from a 12 µm PET (metallized, AlOx or SiOx
    // coated): its density (see pet-films). A laminate's own is the supplier's.
    density: 1.4,
    gauge: 12,
    illustration: {
      key: "high-barrier-films",
      alt: "A cross-section of a multilayer barrier film turning away oxygen, moisture and light",
    },
  },
  "metallized-films": {
    lead: "BOPP, CPP and PET films with a thin layer of aluminium deposited under vacuum: a bright, light-tight barrier at a fraction of the weight and cost of foil.",
    description: [
      "Metallizing evaporates aluminium in a vacuum chamber and condenses it on the film as a layer a few tens of nanometres thick. The film keeps its strength and flexibility and gains a mirror finish and a barrier to light, oxygen and water vapour, which is why metallized film has replaced aluminium foil in most snack, coffee and confectionery packs.",
      "We supply metallized BOPP for snack and biscuit packs, metallized CPP as a sealant layer that also blocks light, and metallized PET for coffee, powders and the outer layer of pouches, in standard and high-barrier grades. Tell us the structure, the shelf life you need and the packing line, and we will match the optical density and barrier to them and send samples for your trial.",
    ],
    features: [
      {
        title: "Light barrier",
        body: "An optical density of 2.0–3.0 blocks more than 99% of light, protecting fats, flavours and colours from light-induced spoilage.",
      },
      {
        title: "Oxygen and moisture barrier",
        body: "The aluminium layer cuts oxygen and water-vapour transmission many times over, so crisp products stay crisp and fats do not turn rancid.",
      },
      {
        title: "Lighter than foil",
        body: "A barrier close to thin foil's for many dry foods, in a film that is lighter, cheaper per square metre and does not crack when flexed.",
      },
      {
        title: "Bright metallic finish",
        body: "A mirror-like surface gives printed and laminated packs a premium look on the shelf.",
      },
      {
        title: "Metal-bond strength",
        body: "Grades with a treated or primed surface under the metal hold the aluminium firmly, so the laminate does not split at the metal layer.",
      },
      {
        title: "Three base films",
        body: "BOPP for stiffness and yield, CPP for sealing, PET for strength and heat resistance: the base is chosen for the place of the film in the laminate.",
      },
    ],
    specifications: [
      { label: "Base films", value: "BOPP, CPP, PET" },
      { label: "Optical density", value: "2.0–3.0" },
      { label: "Width", value: "Up to 2500 mm" },
      { label: "Core", value: "3 or 6 inch" },
    ],
    applications: [
      "Snack and crisp packs",
      "Coffee and powdered drink packs",
      "Biscuit and confectionery wraps",
      "Inner layer of laminated pouches",
      "Labels and gift wrap",
      "Insulation and decorative films",
    ],
    cta: "samples",
    closing: {
      title: "Replacing foil or raising your barrier?",
      body: "Send us the structure, the product and the shelf life you need, and we will propose metallized grades with their optical density and barrier values, and samples for your trial.",
    },
    // Metallized BOPP, the most traded of the three: the base film's density (see
    // bopp-films); the aluminium layer (about 40 nm) does not change it. A
    // metallized PET or CPP buyer types 1.4 or 0.9.
    density: 0.905,
    gauge: 18,
    illustration: {
      key: "metallized-films",
      alt: "Three rolls of metallized film with a mirror-bright surface",
    },
  },
  masterbatch: {
    lead: "Colour and additive masterbatch for film extrusion, including a patented range, matched to your polymer, process and end use.",
    description: [
      "Masterbatch is a concentrate of pigments or additives in a carrier resin, dosed into the main polymer at the extruder. It is a clean, practical way to colour a film or give it properties such as slip, antiblock or antistatic behaviour, with better dispersion and easier handling than raw pigments and powders.",
      "We supply white, black, colour and additive masterbatches for blown, cast and oriented films, and a patented range. We match the carrier to your polymer and the dosing to your process, and arrange trial quantities before you commit to volume.",
    ],
    features: [
      {
        title: "Colour matching",
        body: "Colours matched to your reference, with consistent shade from batch to batch.",
      },
      {
        title: "White and black",
        body: "High-opacity white and black masterbatches for opaque films and light-protective layers.",
      },
      {
        title: "Performance additives",
        body: "Slip, antiblock, antistatic, antifog and UV-stabilising masterbatches for the surface and service properties your film needs.",
      },
      {
        title: "Matched carriers",
        body: "Carrier resins chosen for your polymer, so the masterbatch disperses evenly without upsetting film properties.",
      },
      {
        title: "Patented range",
        body: "A patented masterbatch range; our team will tell you which grades suit your film and process.",
      },
      {
        title: "Trial support",
        body: "Trial quantities and dosing guidance, so you can qualify a masterbatch on your own line.",
      },
    ],
    ranges: [
      { title: "Colour masterbatch", items: ["White", "Black", "Custom colours"] },
      {
        title: "Additive masterbatch",
        items: ["Slip", "Antiblock", "Antistatic", "Antifog", "UV stabiliser"],
      },
      {
        title: "Patented range",
        note: "Patented grades; ask us for their technical data sheets.",
      },
    ],
    applications: [
      "Blown PE films",
      "Cast films",
      "BOPP and BOPET film lines",
      "Extrusion coating and lamination",
      "Woven sacks and raffia",
    ],
    cta: "contact",
    closing: {
      title: "Need a colour or additive for your film?",
      body: "Send us your polymer, process and the colour or property you are after, and we will propose grades and arrange trial quantities.",
    },
    illustration: {
      key: "masterbatch",
      alt: "A sack of masterbatch pellets with white, blue and amber pellets in front",
    },
  },
  inks: {
    lead: "Gravure and flexographic inks for flexible packaging films, for surface print and for reverse print under a laminate.",
    description: [
      "Packaging inks do more than carry colour. They must wet and adhere to treated films, dry at press speed, stand up to rubbing and heat in surface print, and leave a strong bond when the print is reverse printed and laminated.",
      "We supply gravure and flexographic ink systems for BOPP, CPP, PET and PE films, and help you match the ink series to your substrate, press, lamination process and the end use of the pack.",
    ],
    features: [
      {
        title: "Surface printing",
        body: "Inks with the rub, scratch and heat resistance needed on the outside of the pack.",
      },
      {
        title: "Reverse printing for lamination",
        body: "Inks that bond with laminating adhesives and resist delamination when printed on the inside of a laminate.",
      },
      {
        title: "Adhesion to films",
        body: "Good anchorage on corona-treated BOPP, CPP, PET and PE films.",
      },
      {
        title: "Colour matching",
        body: "Spot colours matched to your references, with consistent shade from batch to batch.",
      },
      {
        title: "Press performance",
        body: "Controlled drying and good resolubility for clean printing and sharp detail at production speeds.",
      },
      {
        title: "Technical support",
        body: "Help with press trials, ink viscosity and troubleshooting when you change a substrate or a job.",
      },
    ],
    ranges: [
      { title: "Printing process", items: ["Rotogravure", "Flexographic"] },
      { title: "Print type", items: ["Surface printing", "Reverse printing for lamination"] },
      { title: "Substrates", items: ["BOPP", "CPP", "PET", "PE"] },
    ],
    applications: [
      "Snack and confectionery packs",
      "Laminated pouches",
      "Bakery and frozen food bags",
      "Labels and wrappers",
      "Carrier and shopping bags",
    ],
    cta: "contact",
    closing: {
      title: "Matching inks to a new job or substrate?",
      body: "Tell us your press, substrate and whether the print is surface or laminated, and we will recommend an ink system and arrange trial quantities.",
    },
    illustration: {
      key: "inks",
      alt: "Open cans of printing ink in blue and amber beside a gravure cylinder",
    },
  },
  "ink-binders": {
    lead: "Polyurethane binders for ink makers formulating gravure and flexographic packaging inks, in plasticizing and film-forming grades.",
    description: [
      "The binder is the resin that holds the pigment on the film. It decides how well an ink adheres to the substrate, how flexible and resistant the printed layer is and how strongly it bonds in lamination. Polyurethane binders are widely used in packaging inks because they anchor to a broad range of treated films.",
      "We supply PU-based binders in two families: plasticizing grades, combined with hard resins such as nitrocellulose to add flexibility and adhesion, and film-forming grades that serve as the main binder of the ink. Used alone or together, they let you tune an ink for surface or reverse printing.",
    ],
    features: [
      {
        title: "Broad adhesion",
        body: "Anchors to treated BOPP, CPP, PET and PE films, helping one ink series cover several substrates.",
      },
      {
        title: "Lamination bond strength",
        body: "Supports strong bonds when reverse-printed inks are laminated with adhesives.",
      },
      {
        title: "Flexibility",
        body: "A flexible ink film that does not crack when the pack is folded, creased or flexed.",
      },
      {
        title: "Resistant ink film",
        body: "Film-forming grades build the cohesion and resistance the printed layer needs in use.",
      },
      {
        title: "Tunable formulations",
        body: "Plasticizing and film-forming grades combine to balance adhesion, flexibility and hardness.",
      },
      {
        title: "Formulation support",
        body: "Technical data and help with compatibility as you develop a new ink or adapt an existing one.",
      },
    ],
    ranges: [{ title: "PU-based binders", items: ["Plasticizing grades", "Film-forming grades"] }],
    applications: [
      "Gravure packaging inks",
      "Flexographic packaging inks",
      "Reverse-printing lamination inks",
      "Surface-printing inks",
    ],
    cta: "contact",
    closing: {
      title: "Formulating a new packaging ink?",
      body: "Tell us the ink system, process and substrates you are working with, and we will suggest binder grades and send samples for your laboratory.",
    },
    illustration: {
      key: "ink-binders",
      alt: "A drum of polyurethane resin beside a laboratory flask and a polymer chain",
    },
  },
  adhesives: {
    lead: "Solvent-based, solvent-free, water-based and hot melt adhesives for laminating film, foil and paper, from general to high performance.",
    description: [
      "Laminating adhesives join the layers of a flexible pack, and the bond has to survive everything the pack goes through: slitting and pouch making, filling and sealing, and for demanding products hot filling, boiling or aggressive contents.",
      "We supply solvent-based and solvent-free systems in general, medium and high performance grades, water-based adhesives in one-component and two-component versions, and hot melts. Tell us your structure, laminator and end use, and we will match the adhesive and its curing conditions to them.",
    ],
    features: [
      {
        title: "Solvent-based systems",
        body: "Versatile adhesives for film, foil and paper laminates, in general, medium and high performance grades.",
      },
      {
        title: "Solvent-free systems",
        body: "No solvent to dry off: no drying tunnel, no solvent emissions and lower energy use at the laminator.",
      },
      {
        title: "Water-based adhesives",
        body: "One-component and two-component systems with water as the carrier, for film and paper lamination.",
      },
      {
        title: "Hot melt",
        body: "Applied molten and bonding as it cools, for an immediate grip with no drying or curing time.",
      },
      {
        title: "Matched to the structure",
        body: "Grades selected for the films, foils and inks of your laminate and the performance the pack needs.",
      },
      {
        title: "Curing guidance",
        body: "Advice on mixing, coat weight and curing, from instant-bonding hot melts to systems that cure within 72 hours.",
      },
    ],
    specifications: [
      { label: "Viscosity", value: "200–5000 cPs" },
      { label: "Solid content", value: "30–75%" },
      { label: "Application method", value: "Roll, spray or bead" },
      { label: "Cure time", value: "Instant to 72 hours" },
    ],
    ranges: [
      {
        title: "Solvent-based",
        items: ["General performance", "Medium performance", "High performance"],
      },
      {
        title: "Solvent-free",
        items: ["General performance", "Medium performance", "High performance"],
      },
      { title: "Water-based", items: ["One-component", "Two-component"] },
      { title: "Hot melt", note: "Applied molten; bonds as it cools." },
    ],
    applications: [
      "Film-to-film laminates",
      "Film-to-foil laminates",
      "Film and paper laminates",
      "Snack, confectionery and dry food pouches",
      "Pouches for liquids and aggressive contents",
    ],
    cta: "contact",
    closing: {
      title: "Choosing an adhesive for a new laminate?",
      body: "Tell us the structure, your laminator and the end use, and we will recommend an adhesive system and arrange a trial quantity.",
    },
    illustration: {
      key: "adhesives",
      alt: "Two adhesive drums and a nozzle laying a bead of adhesive",
    },
  },
} satisfies Record<ProductSlug, ProductDetails>;

/** Every product, whole, in catalogue order. */
export const catalogue: readonly Product[] = products.map((product) => ({
  ...product,
  ...productDetails[product.slug],
}));
