/**
 * Text from a form, cleaned at the boundary: what the firm reads in a
 * terminal, an email or a YAML file must not carry terminal escapes (ESC
 * [2J), stray line breaks in a one-line field, or bidi overrides that make a
 * name display as something else. Imports nothing of ours.
 */
/* eslint-disable no-control-regex -- matching control characters is this module's purpose */

/** Line breaks, tabs and every other C0 control, DEL and the C1 controls. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** C0/C1 controls except the line feed (tab and CR handled before). */
const CONTROLS_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;
/**
 * Bidi embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO, LRI, RLI,
 * FSI, PDI). The marks (LRM, RLM, ALM) stay: Arabic text uses them and they
 * cannot reorder a run.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** Line and paragraph separators, which some systems show as line breaks. */
const SEPARATORS = /[\u2028\u2029]/g;

/** A one-line field (a name, a model): controls and breaks become spaces, overrides go. */
export function cleanLine(text: string): string {
  return text
    .replace(BIDI_CONTROLS, "")
    .replace(CONTROLS, " ")
    .replace(SEPARATORS, " ")
    .replace(/ {2,}/g, " ");
}

/** A text of several lines (a description): the line breaks stay, as "\n", and nothing else. */
export function cleanMultiline(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(SEPARATORS, "\n")
    .replace(/\t/g, " ")
    .replace(BIDI_CONTROLS, "")
    .replace(CONTROLS_BUT_LF, "");
}

/**
 * Text to print in a terminal or a log as it is stored: every control and
 * bidi character shown as a visible escape (\u001b), so stored text cannot
 * move the cursor, clear the screen or reorder a line.
 */
export function escapeForTerminal(text: string): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
