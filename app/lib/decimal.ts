/**
 * A decimal number as a visitor types it in any of our editions: "20",
 * "12.5", "12,5" (French), "٢٠" or "١٢٫٥" (Arabic-Indic digits and decimal
 * separator). Grouping is not accepted: a film's thickness or a roll's width
 * never needs it, and "1,500" would be ambiguous. Imports nothing of ours.
 */
const arabicIndic = /[\u0660-\u0669]/g;
const easternArabicIndic = /[\u06f0-\u06f9]/g;

/** The number, or null when the text is not one (empty, letters, two separators…). */
export function parseDecimal(input: string): number | null {
  const text = input
    .trim()
    .replace(arabicIndic, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndic, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[,\u066b]/, ".");
  if (!/^\d{1,7}(?:\.\d{1,3})?$/.test(text)) return null;
  return Number(text);
}
