/**
 * Typst writes a right-to-left run's glyphs in visual order and marks the run
 * `/ReversedChars`, so a reader gets the logical text by reversing its
 * characters. A glyph that stands for several letters (IBM Plex Sans
 * Arabic's لا, لي, شر, or a letter with its marks) keeps its letters in
 * logical order in the font's ToUnicode map, and the reversal then turns
 * them around: pdftotext and pdf.js read «أفلام» as «أفالم». This writes the
 * letters of such glyphs in reverse, as the run's convention wants, so the
 * reversed run reads in logical order, and so does text copied from the PDF.
 *
 * Typst's ToUnicode maps are uncompressed text; each entry keeps its length,
 * so no offset of the file moves. Only glyphs made entirely of Arabic-script
 * code points change: no other script of the sheets runs right to left.
 */

const arabic = /^(?:[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff])+$/u;

function reversedCluster(hex: string): string | null {
  const units = hex.match(/.{4}/g)!.map((unit) => Number.parseInt(unit, 16));
  // Every unit of an Arabic-script cluster is a whole code point (no surrogates).
  const text = String.fromCharCode(...units);
  if (units.length < 2 || !arabic.test(text)) return null;
  return units
    .reverse()
    .map((unit) => unit.toString(16).toUpperCase().padStart(4, "0"))
    .join("");
}

export function reverseRightToLeftClusters(pdf: Uint8Array): Buffer {
  // latin1 maps each byte to one character and back: binary streams pass unchanged.
  const text = Buffer.from(pdf).toString("latin1");
  const fixed = text.replace(
    /beginbfchar\n([\s\S]*?)endbfchar/g,
    (block: string, entries: string) =>
      block.replace(
        entries,
        entries.replace(
          /<([0-9A-Fa-f]+)> <((?:[0-9A-Fa-f]{4}){2,})>/g,
          (entry: string, glyph: string, letters: string) => {
            const reversed = reversedCluster(letters);
            return reversed ? `<${glyph}> <${reversed}>` : entry;
          },
        ),
      ),
  );
  const out = Buffer.from(fixed, "latin1");
  if (out.length !== pdf.length) throw new Error("Reordering the PDF's letters changed its length");
  return out;
}
