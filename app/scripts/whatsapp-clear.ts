/**
 * The floating WhatsApp button never covers a form: while any part of a
 * form or a form control lies under it, it steps aside (hidden, out of the
 * tab order), and comes back once the page scrolls on. Checked with
 * `elementsFromPoint` under the button's corners and centre, once per frame
 * at most, when the page scrolls, resizes or its content changes.
 */
export const FLOATING_SELECTOR = "[data-floating-whatsapp]";
const CONTROLS =
  "form, input, select, textarea, button, [role='combobox'], [contenteditable='true']";
/** Room kept around the button, in CSS pixels. */
const MARGIN = 8;

/** The points to test: the corners of the button's box grown by MARGIN, and its centre. */
export function probePoints(rect: Pick<DOMRect, "left" | "top" | "right" | "bottom">) {
  const left = rect.left - MARGIN;
  const right = rect.right + MARGIN;
  const top = rect.top - MARGIN;
  const bottom = rect.bottom + MARGIN;
  return [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
    [(left + right) / 2, (top + bottom) / 2],
    [(left + right) / 2, top],
    [left, (top + bottom) / 2],
    [right, (top + bottom) / 2],
  ] as const;
}

export function keepWhatsAppClear(doc: Document = document): void {
  const button = doc.querySelector<HTMLElement>(FLOATING_SELECTOR);
  if (!button || !("elementsFromPoint" in doc)) return;
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const rect = button.getBoundingClientRect();
    const covered = probePoints(rect).some(([x, y]) =>
      doc
        .elementsFromPoint(x, y)
        .some(
          (element) => element !== button && !button.contains(element) && element.closest(CONTROLS),
        ),
    );
    if (covered !== button.hasAttribute("data-covered")) {
      button.toggleAttribute("data-covered", covered);
      button.toggleAttribute("inert", covered);
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  };
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule, { passive: true });
  // Content that grows (a message, a list of photos) moves what lies under the button.
  new ResizeObserver(schedule).observe(doc.body);
  schedule();
}
