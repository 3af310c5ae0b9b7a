import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { getEdition } from "~/i18n/editions";
import { paths } from "~/content/paths";
import { contactWithSubject } from "~/i18n/links";

import { catalogueCopy } from "./catalogue-copy";
import { EquipmentCatalogue } from "./catalogue";
import { inventoryItems } from "./items.fixture";

const equipment = inventoryItems();

// jsdom has <dialog> without showModal() and close(); these do what the
// component relies on: `open`, and a "close" event when it closes.
beforeAll(() => {
  Object.defineProperties(HTMLDialogElement.prototype, {
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.open = true;
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (!this.open) return;
        this.open = false;
        this.dispatchEvent(new Event("close"));
      },
    },
  });
});
afterAll(() => {
  const prototype: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  delete prototype.showModal;
  delete prototype.close;
});

/** Puts the page at this query (and hash), without a new history entry. */
function visit(suffix: string, state: unknown = null) {
  window.history.replaceState(state, "", `${paths.usedEquipment}${suffix}`);
}

beforeEach(() => visit(""));

const catalogue = <EquipmentCatalogue items={equipment} copy={catalogueCopy(getEdition("en"))} />;

/** What the build writes into the page: it cannot know the query. */
const prerender = () => renderToString(catalogue);

/** Hydrates the HTML prerendered for the bare path, like the island on the page. */
function hydrate() {
  const { href } = window.location;
  const { state } = window.history;
  window.history.replaceState(state, "", paths.usedEquipment);
  const html = prerender();
  window.history.replaceState(state, "", href);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  render(catalogue, { container, hydrate: true, onRecoverableError });
  return { onRecoverableError };
}

/** The names of the machines in the grid, in order. */
const shown = () =>
  screen
    .queryAllByRole("listitem")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

/**
 * The card of one machine. Its buttons and links are found inside it by
 * their visible text: jsdom's accessible names drop the space before the
 * visually hidden " of <machine>".
 */
const card = (name: string) =>
  within(screen.getByRole("heading", { level: 3, name }).closest("li")!);

const searchBox = () => screen.getByRole("searchbox", { name: "Search" });
const locationSelect = () => screen.getByRole("combobox", { name: "Location" });
const yearSelect = () => screen.getByRole("combobox", { name: "Year" });
const query = () => window.location.search;

describe("EquipmentCatalogue before hydration", () => {
  it("prerenders the whole catalogue, whatever the query", () => {
    const plain = prerender();
    visit("?q=metallizer&location=GB&year=2016&item=metallizer-2016");
    expect(prerender()).toBe(plain);
    for (const item of equipment) expect(plain).toContain(item.name);
  });
});

describe("EquipmentCatalogue after hydration", () => {
  it("applies the URL's filters without a hydration mismatch", () => {
    visit("?q=film+line&location=CN");
    const { onRecoverableError } = hydrate();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(shown()).toEqual(["CPP Film Line"]);
    expect(searchBox()).toHaveValue("film line");
    expect(locationSelect()).toHaveValue("CN");
    expect(yearSelect()).toHaveValue("");
  });

  it("opens the item named in the URL", () => {
    visit("?item=metallizer-2016");
    const { onRecoverableError } = hydrate();
    expect(onRecoverableError).not.toHaveBeenCalled();
    const dialog = screen.getByRole("dialog", { name: "Metallizer" });
    expect(within(dialog).getByRole("link", { name: "Request More Info" })).toHaveAttribute(
      "href",
      contactWithSubject("Metallizer (FP-1029)"),
    );
    expect(within(dialog).getByRole("link", { name: "View the full listing" })).toHaveAttribute(
      "href",
      "/machinery/used-equipment/metallizer-2016",
    );
  });

  it("ignores values it cannot show, and leaves them in the URL until the first change", () => {
    visit("?location=Atlantis&year=1999");
    hydrate();
    expect(shown()).toHaveLength(equipment.length);
    expect(query()).toBe("?location=Atlantis&year=1999");
  });
});

describe("EquipmentCatalogue URL updates", () => {
  it("writes every keystroke with replaceState: no new history entries, hash and state kept", async () => {
    const state = { fromAnotherScript: true };
    visit("#equipment", state);
    hydrate();
    const pushState = vi.spyOn(window.history, "pushState");
    const entries = window.history.length;
    const user = userEvent.setup();

    await user.type(searchBox(), "film line");

    expect(searchBox()).toHaveValue("film line");
    // The two names first, then the laminator, whose description has both words.
    expect(shown()).toEqual(["BOPP Film Line", "CPP Film Line", "Extrusion Laminator"]);
    expect(window.location.pathname).toBe(paths.usedEquipment);
    expect(query()).toBe("?q=film+line");
    expect(window.location.hash).toBe("#equipment");
    expect(window.history.state).toEqual(state);
    expect(window.history.length).toBe(entries);
    expect(pushState).not.toHaveBeenCalled();
  });

  it("keeps query parameters it does not own", async () => {
    visit("?utm_source=mail&q=film&ref=x");
    hydrate();
    const user = userEvent.setup();

    await user.selectOptions(locationSelect(), "China");
    expect(query()).toBe("?utm_source=mail&ref=x&q=film&location=CN");
    expect(shown()).toEqual(["CPP Film Line"]);

    await user.clear(searchBox());
    await user.selectOptions(locationSelect(), "");
    expect(query()).toBe("?utm_source=mail&ref=x");
    expect(shown()).toHaveLength(equipment.length);
  });

  it("records the open item, and removes it when the dialog closes", async () => {
    visit("?year=2016");
    hydrate();
    const user = userEvent.setup();
    const opener = card("Metallizer").getByRole("button", { name: /^Details/ });

    await user.click(opener);
    expect(query()).toBe("?year=2016&item=metallizer-2016");
    const dialog = screen.getByRole("dialog", { name: "Metallizer" });

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(query()).toBe("?year=2016");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("clears the filters and moves focus to the result count", async () => {
    visit("?q=film&year=2018&utm_source=mail");
    hydrate();
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(query()).toBe("?utm_source=mail");
    expect(shown()).toHaveLength(equipment.length);
    expect(screen.getByRole("status")).toHaveFocus();
  });

  it("resets from the empty state", async () => {
    visit("?q=no+such+machine");
    hydrate();
    expect(shown()).toEqual([]);

    await userEvent.setup().click(screen.getByRole("button", { name: "Reset all filters" }));
    expect(query()).toBe("");
    expect(shown()).toHaveLength(equipment.length);
  });
});

describe("EquipmentCatalogue on back and forward", () => {
  it("re-reads the URL on popstate", async () => {
    visit("?location=GB");
    hydrate();
    expect(shown()).toEqual(["Metallizer"]);
    // A fragment link adds an entry with the same query; the filters then change it.
    act(() => window.history.pushState(null, "", "#equipment"));
    const user = userEvent.setup();
    await user.selectOptions(locationSelect(), "");
    await user.type(searchBox(), "film line");
    expect(query()).toBe("?q=film+line");
    // The two names first, then the laminator, whose description has both words.
    expect(shown()).toEqual(["BOPP Film Line", "CPP Film Line", "Extrusion Laminator"]);

    act(() => window.history.back());

    await waitFor(() => expect(query()).toBe("?location=GB"));
    await waitFor(() => expect(shown()).toEqual(["Metallizer"]));
    expect(searchBox()).toHaveValue("");
    expect(locationSelect()).toHaveValue("GB");

    act(() => window.history.forward());

    await waitFor(() =>
      expect(shown()).toEqual(["BOPP Film Line", "CPP Film Line", "Extrusion Laminator"]),
    );
    expect(searchBox()).toHaveValue("film line");
    expect(locationSelect()).toHaveValue("");
  });

  it("opens and closes the dialog with the URL", () => {
    hydrate();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    act(() => {
      window.history.pushState(null, "", "?item=slitting-machine-2019");
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(screen.getByRole("dialog", { name: "Slitting Machine" })).toBeInTheDocument();

    act(() => {
      window.history.replaceState(null, "", paths.usedEquipment);
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Closing because the URL changed writes nothing back.
    expect(query()).toBe("");
  });
});

describe("EquipmentCatalogue links", () => {
  it("asks about a machine with a plain link to the contact form", () => {
    hydrate();
    for (const item of equipment) {
      const link = card(item.name).getByRole("link", { name: /^Inquire Now/ });
      expect(link.tagName).toBe("A");
      expect(link).toHaveAttribute("href", contactWithSubject(`${item.name} (${item.reference})`));
    }
  });
});
