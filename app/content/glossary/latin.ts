/**
 * The industry's abbreviations, written in Latin capitals in every edition,
 * as buyers write them on orders and specification sheets. Write a layer
 * structure with them as a whole: PET/ALU/PE, BOPP/CPP, PET/PE.
 */
export const latinAbbreviations = [
  // Films and resins
  "BOPP", // biaxially oriented polypropylene
  "OPP", // oriented polypropylene
  "CPP", // cast polypropylene
  "PP",
  "PET", // polyester
  "BOPET", // biaxially oriented polyester
  "VMPET", // vacuum-metallized PET
  "VMCPP",
  "VMBOPP",
  "PE", // polyethylene
  "LDPE",
  "LLDPE",
  "HDPE",
  "PA", // polyamide (nylon)
  "OPA",
  "EVOH", // ethylene vinyl alcohol, an oxygen barrier
  "PVDC",
  "ALU", // aluminium foil in a structure
  "AlOx", // aluminium oxide coating
  "SiOx", // silicon oxide coating
  // Chemistry and processes
  "PU", // polyurethane
  "UV",
  "FFS", // form-fill-seal
  // Incoterms, the bases a machine is priced on
  "EXW",
  "FCA",
  "FOB",
  "CFR",
  "CIF",
  "DAP",
] as const;

/**
 * Names that stay as their owners write them in every edition: the file
 * formats and products the forms name ("JPEG, PNG or WebP", "iPhone"), the
 * typefaces and licence the legal notice names, and the example maker and
 * reference of the alerts' search hint. Each is one word: the
 * Arabic check reads a text word by word.
 */
export const latinNames = [
  "JPEG",
  "JPG",
  "PNG",
  "WebP",
  "HEIC",
  "PDF",
  "iPhone",
  "Android",
  // The typefaces the legal notice names (Inter; IBM Plex Sans Arabic for the
  // Arabic edition) and their licence, the SIL Open Font License (SIL OFL).
  "Inter",
  "IBM",
  "Plex",
  "Sans",
  "Arabic",
  "SIL",
  "OFL",
  // The example maker and reference the machine alerts' search hint gives
  // ("for example “Bobst” or “FP-1042”"), as the catalogue's cards write them.
  "Bobst",
  "FP",
] as const;
