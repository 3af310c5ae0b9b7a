/**
 * The footer's copyright year is the build's; a page built last December
 * must still say this year in January.
 */
export function showCurrentYear(root: Document = document, now = new Date()): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-current-year]")) {
    element.textContent = String(now.getFullYear());
  }
}
