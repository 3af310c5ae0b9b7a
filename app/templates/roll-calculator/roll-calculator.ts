import { formatResult } from "./format";
import {
  calculateRoll,
  parseDecimal,
  resultDigits,
  rollFields,
  rollLimits,
  validateRoll,
  type RollError,
  type RollField,
  type RollResult,
} from "./roll-math";

type Messages = Record<RollError | "missing", string>;

/**
 * The roll calculator's module (./roll-calculator-form.tsx): recomputes the
 * results as the visitor types, and says what is wrong with a field once
 * they leave it (a field being retyped is not an error yet). It writes text
 * and attributes only; the form's markup has every element it shows.
 */
export function enhanceRollCalculators(root: Document = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-roll-calculator]")) {
    const intl = form.dataset.intl ?? "en";
    const messages = JSON.parse(form.dataset.messages ?? "{}") as Messages;
    const input = (field: RollField) => form.elements.namedItem(field) as HTMLInputElement;
    const shown = new Set<RollField>();

    const read = () =>
      Object.fromEntries(
        rollFields.map((field) => [field, parseDecimal(input(field).value)]),
      ) as Record<RollField, number | undefined>;

    const message = (error: RollError, field: RollField) =>
      messages[error].replace("{max}", formatResult(rollLimits[field].max, 0, intl) ?? "");

    const update = (showField?: RollField) => {
      const values = read();
      const errors = validateRoll(values);
      if (showField) shown.add(showField);
      for (const field of rollFields) {
        const control = input(field);
        const error = errors[field];
        // Shown once the field was left wrong; cleared as soon as it is right.
        if (!error) shown.delete(field);
        const visible = error !== undefined && shown.has(field);
        const box = form.querySelector<HTMLElement>(`#${control.id}-error`)!;
        box.querySelector("[data-error-text]")!.textContent = visible ? message(error, field) : "";
        box.hidden = !visible;
        const describedBy = [`${control.id}-hint`, `${control.id}-error`].filter((id) =>
          id.endsWith("-error") ? visible : form.querySelector(`#${id}`),
        );
        if (describedBy.length > 0) control.setAttribute("aria-describedby", describedBy.join(" "));
        else control.removeAttribute("aria-describedby");
        if (visible) control.setAttribute("aria-invalid", "true");
        else control.removeAttribute("aria-invalid");
      }
      const results = calculateRoll(values);
      for (const output of form.querySelectorAll<HTMLElement>("[data-result]")) {
        const key = output.dataset.result as RollResult;
        const text = formatResult(results[key], resultDigits[key], intl) ?? messages.missing;
        if (output.textContent !== text) output.textContent = text;
      }
    };

    form.addEventListener("input", () => update());
    form.addEventListener("change", (event) => {
      const field = (event.target as HTMLInputElement).name as RollField;
      update(rollFields.includes(field) ? field : undefined);
    });
    // The button or Enter names every wrong field and goes to the first; nothing is sent.
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      for (const field of rollFields) shown.add(field);
      update();
      form.querySelector<HTMLInputElement>("[aria-invalid]")?.focus();
    });
  }
}
