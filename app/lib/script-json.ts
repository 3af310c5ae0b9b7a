/**
 * JSON for an inline script: `<`, `>` and `&` escaped, so no text in the
 * data can close the script element or open a comment, and the two line
 * separators JavaScript once refused in strings.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
