/**
 * The footer's copyright year is the build's; a page built last December
 * must still say this year in January.
 */
export function showCurrentYear(root: Document = document, now = new Date()): void {
  const year = String(now.getFullYear());
  for (const element of root.querySelectorAll<HTMLElement>("[data-current-year]")) {
    // Most of the year it is the build's: no write, no layout.
    if (element.textContent !== year) element.textContent = year;
  }
}
