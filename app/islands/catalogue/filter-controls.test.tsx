import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

import { getEdition } from "~/i18n/editions";
import type { Locale } from "~/i18n/locales";

import { CatalogueCopyProvider, catalogueCopy } from "./catalogue-copy";
import { NO_FILTERS, type EquipmentFilters, type SortOrder } from "./filter";
import { FilterControls, SortSelect } from "./filter-controls";

const types = [
  { value: "metallizer", label: "Vacuum metallizer" },
  { value: "slitting-machine", label: "Slitter rewinder" },
];
const locations = [
  { value: "DE", label: "Germany" },
  { value: "GB", label: "UK" },
];
const years = ["2020", "2018", "2016"];

/** The controls with their state kept here, as the catalogue keeps it in the URL. */
function Controls({
  initial = {},
  onChange,
}: {
  initial?: Partial<EquipmentFilters>;
  onChange?: (patch: Partial<EquipmentFilters>) => void;
}) {
  const [filters, setFilters] = useState({ ...NO_FILTERS, ...initial });
  return (
    <FilterControls
      filters={filters}
      types={types}
      locations={locations}
      years={years}
      onChange={(patch) => {
        onChange?.(patch);
        setFilters((current) => ({ ...current, ...patch }));
      }}
    />
  );
}

function renderIn(locale: Locale, ui: React.ReactNode) {
  return render(
    <CatalogueCopyProvider value={catalogueCopy(getEdition(locale), [])}>
      {ui}
    </CatalogueCopyProvider>,
  );
}

const moreFilters = () => screen.getByRole("button", { name: /^More filters/ });
const combobox = (name: string) => screen.getByRole("combobox", { name });

describe("FilterControls", () => {
  it("labels every control, and groups the two years under the range's name", () => {
    renderIn("en", <Controls />);
    // jsdom gives <search> no role yet; browsers give it "search".
    const filters = screen.getByLabelText("Filter equipment");
    expect(filters.tagName).toBe("SEARCH");
    for (const name of ["Machine type", "Location", "From", "To"]) {
      expect(within(filters).getByRole("combobox", { name })).toBeInTheDocument();
    }
    expect(within(filters).getByRole("searchbox", { name: "Search" })).toBeInTheDocument();
    const range = within(filters).getByRole("group", { name: "Year built" });
    expect(within(range).getAllByRole("combobox")).toHaveLength(2);
  });

  it("offers the types in the page's words, with the empty choice first", () => {
    renderIn("en", <Controls />);
    const options = within(combobox("Machine type")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "All types",
      "Vacuum metallizer",
      "Slitter rewinder",
    ]);
    expect(options.map((option) => option.getAttribute("value"))).toEqual([
      "",
      "metallizer",
      "slitting-machine",
    ]);
  });

  it("reports each change as a patch of the filters", async () => {
    const onChange = vi.fn();
    renderIn("en", <Controls onChange={onChange} />);
    const user = userEvent.setup();
    await user.selectOptions(combobox("Machine type"), "Vacuum metallizer");
    await user.selectOptions(combobox("From"), "2016");
    await user.selectOptions(combobox("To"), "2020");
    await user.selectOptions(combobox("Location"), "UK");
    expect(onChange.mock.calls).toEqual([
      [{ type: "metallizer" }],
      [{ from: "2016" }],
      [{ to: "2020" }],
      [{ country: "GB" }],
    ]);
  });

  it("offers 'With a price only' as a checkbox behind More filters", async () => {
    const onChange = vi.fn();
    renderIn("en", <Controls onChange={onChange} />);
    const checkbox = screen.getByRole("checkbox", { name: "With a price only" });
    const panel = document.getElementById(moreFilters().getAttribute("aria-controls")!)!;
    expect(panel).toContainElement(checkbox);
    const user = userEvent.setup();
    await user.click(moreFilters());
    await user.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith({ priced: true });
    expect(checkbox).toBeChecked();
    // Space, from the keyboard, like any checkbox.
    checkbox.focus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith({ priced: false });
  });

  it("hides the extra filters behind a disclosure that says whether it is open", async () => {
    renderIn("en", <Controls />);
    const button = moreFilters();
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).toHaveClass("hidden");
    expect(panel).toContainElement(combobox("Location"));
    expect(panel).toContainElement(combobox("From"));

    const user = userEvent.setup();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).not.toHaveClass("hidden");
    // Keyboard: Enter and Space toggle it, like any button.
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("opens the extra filters when one is set, and says how many are", () => {
    renderIn("en", <Controls initial={{ from: "2016", to: "2020", country: "GB" }} />);
    expect(moreFilters()).toHaveAttribute("aria-expanded", "true");
    // The badge's digit is hidden from screen readers, which read "(2 set)".
    expect(moreFilters()).toHaveAccessibleName(/^More filters\s*\(2 set\)$/);
  });

  it("stays open while the visitor clears the filters inside it, and closed once closed", async () => {
    renderIn("en", <Controls initial={{ country: "GB" }} />);
    const user = userEvent.setup();
    await user.selectOptions(combobox("Location"), "");
    expect(moreFilters()).toHaveAttribute("aria-expanded", "true");
    await user.click(moreFilters());
    await user.click(moreFilters());
    await user.click(moreFilters());
    expect(moreFilters()).toHaveAttribute("aria-expanded", "false");
  });

  it("says when the years are the wrong way round, and swaps them on request", async () => {
    const onChange = vi.fn();
    renderIn("en", <Controls initial={{ from: "2020", to: "2016" }} onChange={onChange} />);
    expect(screen.getByText("“From” is later than “To”: showing 2016 to 2020.")).toBeVisible();
    // The sentence describes both dropdowns (the result count reads it out).
    expect(combobox("From")).toHaveAccessibleDescription(/showing 2016 to 2020/);
    expect(combobox("To")).toHaveAccessibleDescription(/showing 2016 to 2020/);

    await userEvent.setup().click(screen.getByRole("button", { name: "Swap the years" }));
    expect(onChange).toHaveBeenLastCalledWith({ from: "2016", to: "2020" });
    expect(combobox("From")).toHaveValue("2016");
    expect(combobox("To")).toHaveValue("2020");
    expect(screen.queryByRole("button", { name: "Swap the years" })).not.toBeInTheDocument();
    expect(combobox("From")).not.toHaveAttribute("aria-describedby");
  });

  it("reads in Arabic, with the same structure", () => {
    renderIn("ar", <Controls initial={{ from: "2020", to: "2016" }} />);
    expect(combobox("نوع الآلة")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "سنة الصنع" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "تبديل السنتين" })).toBeInTheDocument();
  });
});

describe("SortSelect", () => {
  function Sort({ onChange }: { onChange: (sort: SortOrder) => void }) {
    const [sort, setSort] = useState<SortOrder>("");
    return (
      <SortSelect
        value={sort}
        onChange={(next) => {
          onChange(next);
          setSort(next);
        }}
      />
    );
  }

  it("offers the best match, the newest listed, the year and the price, and reports the choice", async () => {
    const onChange = vi.fn();
    renderIn("en", <Sort onChange={onChange} />);
    const select = combobox("Sort by");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Best match", "Newest listed", "Year: newest first", "Price: low to high"]);
    await userEvent.setup().selectOptions(select, "Year: newest first");
    expect(onChange).toHaveBeenCalledWith("year");
    expect(select).toHaveValue("year");
  });
});
