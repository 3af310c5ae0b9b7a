import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";

import { enhanceRollCalculators } from "./roll-calculator";
import { RollCalculatorForm } from "./roll-calculator-form";

const fr = getEdition("fr").t.rollCalculator;

/** A result's number as the page shows it. */
const result = (name: string) => document.querySelector(`[data-result="${name}"]`)!.textContent;

describe("the roll calculator's module", () => {
  beforeEach(() => {
    // The markup the build writes, then the module, as on a French film page.
    document.body.innerHTML = renderToStaticMarkup(
      <RollCalculatorForm locale="fr" film={{ density: 0.905, gauge: 20 }} />,
    );
    enhanceRollCalculators(document);
  });

  it("starts from the build's results, in the edition's numbers", () => {
    expect(result("yield")).toBe("55,2");
    expect(result("weight")).toBe("251,8");
    expect(result("length")).toBe("13\u202f910");
  });

  it("recalculates as a value is typed", async () => {
    const user = userEvent.setup();
    const thickness = screen.getByLabelText(fr.form.fields.thickness);
    await user.clear(thickness);
    await user.type(thickness, "40");
    // Twice the thickness: half the yield and the length, the same weight.
    expect(result("yield")).toBe("27,6");
    expect(result("length")).toBe("6\u202f955");
    expect(result("weight")).toBe("251,8");
  });

  it("names a wrong field in the edition's words once it is left, and shows no NaN", async () => {
    const user = userEvent.setup();
    const outer = screen.getByLabelText(fr.form.fields.outer);
    await user.clear(outer);
    await user.type(outer, "70");
    // Still being typed: the results wait, the field is not called wrong yet.
    expect(result("length")).toBe(fr.results.missing);
    expect(outer).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(outer).toHaveAttribute("aria-invalid", "true");
    expect(outer).toHaveAccessibleDescription(fr.errors.core);
    expect(document.querySelector("output")!.textContent).not.toContain("NaN");

    const cut = screen.getByLabelText(fr.form.fields.cut);
    await user.clear(cut);
    await user.click(screen.getByRole("button", { name: fr.form.submit }));
    expect(cut).toHaveAccessibleDescription(fr.errors.empty);
    // The button goes to the first wrong field.
    expect(outer).toHaveFocus();

    await user.type(outer, "0");
    expect(outer).not.toHaveAttribute("aria-invalid");
    expect(result("length")).not.toBe(fr.results.missing);
  });

  it("says how large a value may be", async () => {
    const user = userEvent.setup();
    const density = screen.getByLabelText(fr.form.fields.density);
    await user.clear(density);
    await user.type(density, "5");
    await user.tab();
    expect(density).toHaveAccessibleDescription(fr.errors.max.replace("{max}", "3"));
  });
});
