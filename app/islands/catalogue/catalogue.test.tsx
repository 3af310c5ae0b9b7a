import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";

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

const catalogue = (
  <EquipmentCatalogue items={equipment} copy={catalogueCopy(getEdition("en"), equipment)} />
);

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
const typeSelect = () => screen.getByRole("combobox", { name: "Machine type" });
const fromSelect = () => screen.getByRole("combobox", { name: "From" });
const toSelect = () => screen.getByRole("combobox", { name: "To" });
const sortSelect = () => screen.getByRole("combobox", { name: "Sort by" });
const query = () => window.location.search;

describe("EquipmentCatalogue before hydration", () => {
  it("prerenders the whole catalogue, whatever the query", () => {
    const plain = prerender();
    visit(
      "?q=metallizer&type=metallizer&from=2010&to=2020&country=GB&sort=year&item=metallizer-2016",
    );
    expect(prerender()).toBe(plain);
    for (const item of equipment) expect(plain).toContain(item.name);
  });
});

describe("EquipmentCatalogue after hydration", () => {
  it("applies the URL's filters without a hydration mismatch", () => {
    visit("?q=film+line&country=CN");
    const { onRecoverableError } = hydrate();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(shown()).toEqual(["CPP Film Line"]);
    expect(searchBox()).toHaveValue("film line");
    expect(locationSelect()).toHaveValue("CN");
    expect(fromSelect()).toHaveValue("");
    expect(typeSelect()).toHaveValue("");
  });

  it("restores the type, the years and the order from the URL", () => {
    visit("?from=2010&to=2018&sort=year");
    const { onRecoverableError } = hydrate();
    expect(onRecoverableError).not.toHaveBeenCalled();
    // 2010 is no machine's year: the dropdown offers it to show the filter.
    expect(fromSelect()).toHaveValue("2010");
    expect(toSelect()).toHaveValue("2018");
    expect(sortSelect()).toHaveValue("year");
    expect(shown()).toEqual([
      "BOPP Film Line",
      "Extrusion Laminator",
      "Metallizer",
      "Gravure Printing Press",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("4 machines out of 6");

    act(() => {
      visit("?type=slitting-machine");
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(typeSelect()).toHaveValue("slitting-machine");
    expect(shown()).toEqual(["Slitting Machine"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 machine out of 6");
  });

  it("reads the links shared before the year range (?location=, ?year=)", () => {
    visit("?location=GB&year=2016");
    hydrate();
    expect(locationSelect()).toHaveValue("GB");
    expect(fromSelect()).toHaveValue("2016");
    expect(toSelect()).toHaveValue("2016");
    expect(shown()).toEqual(["Metallizer"]);
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
    visit("?country=Atlantis&from=99&type=spaceship");
    hydrate();
    expect(shown()).toHaveLength(equipment.length);
    expect(query()).toBe("?country=Atlantis&from=99&type=spaceship");
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
    expect(query()).toBe("?utm_source=mail&ref=x&q=film&country=CN");
    expect(shown()).toEqual(["CPP Film Line"]);

    await user.clear(searchBox());
    await user.selectOptions(locationSelect(), "");
    expect(query()).toBe("?utm_source=mail&ref=x");
    expect(shown()).toHaveLength(equipment.length);
  });

  it("records the open item, and removes it when the dialog closes", async () => {
    visit("?from=2016&to=2016");
    hydrate();
    const user = userEvent.setup();
    const opener = card("Metallizer").getByRole("button", { name: /^Details/ });

    await user.click(opener);
    expect(query()).toBe("?from=2016&to=2016&item=metallizer-2016");
    const dialog = screen.getByRole("dialog", { name: "Metallizer" });

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(query()).toBe("?from=2016&to=2016");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("clears the filters, keeps the order, and moves focus to the result count", async () => {
    visit("?q=film&from=2018&type=bopp-film-line&sort=year&utm_source=mail");
    hydrate();
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(query()).toBe("?utm_source=mail&sort=year");
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
    visit("?country=GB");
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

    await waitFor(() => expect(query()).toBe("?country=GB"));
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

describe("EquipmentCatalogue and the page around it", () => {
  /** The header's language links and the closing band's contact link, as the static page has them. */
  function pageLinks() {
    const around = document.createElement("div");
    around.innerHTML = `
      <a data-edition-link href="/fr/machinery/used-equipment" hreflang="fr">Français</a>
      <a data-edition-link href="/ar/machinery/used-equipment" hreflang="ar">العربية</a>
      <a data-search-inquiry href="/contact">Contact Our Team</a>`;
    document.body.append(around);
    onTestFinished(() => around.remove());
    const [fr, ar, contact] = [...around.querySelectorAll("a")];
    return { fr: fr!, ar: ar!, contact: contact! };
  }

  it("gives the language links the catalogue's query, and only its own", async () => {
    const links = pageLinks();
    visit("?utm_source=mail&type=metallizer&from=2010");
    hydrate();
    expect(links.fr).toHaveAttribute(
      "href",
      "/fr/machinery/used-equipment?type=metallizer&from=2010",
    );
    expect(links.ar).toHaveAttribute(
      "href",
      "/ar/machinery/used-equipment?type=metallizer&from=2010",
    );

    const user = userEvent.setup();
    await user.selectOptions(sortSelect(), "year");
    expect(links.fr).toHaveAttribute(
      "href",
      "/fr/machinery/used-equipment?type=metallizer&from=2010&sort=year",
    );
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await user.selectOptions(sortSelect(), "");
    expect(links.fr).toHaveAttribute("href", "/fr/machinery/used-equipment");
  });

  it("follows back and forward with the language links too", () => {
    const links = pageLinks();
    visit("?country=GB");
    hydrate();
    act(() => {
      window.history.pushState(null, "", "?country=DE");
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(shown()).toEqual(["BOPP Film Line"]);
    expect(links.ar).toHaveAttribute("href", "/ar/machinery/used-equipment?country=DE");
  });

  it("sends 'Looking for specific equipment?' to the contact form with the search", async () => {
    const links = pageLinks();
    hydrate();
    // Nothing searched: the plain contact form.
    expect(links.contact).toHaveAttribute("href", paths.contact);

    const user = userEvent.setup();
    await user.selectOptions(typeSelect(), "metallizer");
    await user.selectOptions(fromSelect(), "2015");
    await user.type(searchBox(), "foil");
    expect(links.contact).toHaveAttribute(
      "href",
      contactWithSubject("Equipment search: Metallizer, from 2015, “foil”"),
    );
  });
});

describe("EquipmentCatalogue results", () => {
  it("counts the machines in a polite live region", async () => {
    hydrate();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("6 machines");
    await userEvent.setup().selectOptions(locationSelect(), "Germany");
    expect(status).toHaveTextContent("1 machine out of 6");
  });

  it("lets the count, Clear filters and the alert link wrap, not shrink, on a narrow screen", () => {
    visit("?q=Bobst");
    hydrate();
    const line = screen.getByRole("status").parentElement!;
    expect(line).toHaveClass("flex", "flex-wrap");
    expect(within(line).getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
    expect(
      within(line).getByRole("link", { name: "Alert me for this search" }),
    ).toBeInTheDocument();
  });

  it("sorts by year and by newest listed, and keeps the best match first by default", async () => {
    hydrate();
    const user = userEvent.setup();
    await user.selectOptions(sortSelect(), "Year: newest first");
    expect(query()).toBe("?sort=year");
    expect(shown()).toEqual([
      "CPP Film Line",
      "Slitting Machine",
      "BOPP Film Line",
      "Extrusion Laminator",
      "Metallizer",
      "Gravure Printing Press",
    ]);
    await user.selectOptions(sortSelect(), "Best match");
    expect(query()).toBe("");
    expect(shown()).toEqual(equipment.map((item) => item.name));
  });

  it("filters by price and sorts low to high, currency by currency, on request last", async () => {
    visit("?sort=price");
    hydrate();
    // Two in euros, two in US dollars (as many: A to Z), two on request.
    expect(shown()).toEqual([
      "Extrusion Laminator",
      "Gravure Printing Press",
      "Slitting Machine",
      "CPP Film Line",
      "BOPP Film Line",
      "Metallizer",
    ]);
    expect(
      screen.getByText(/^Prices are never converted: they are sorted within each currency/),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("checkbox", { name: "With a price only" }));
    expect(query()).toBe("?priced=1&sort=price");
    expect(shown()).toEqual([
      "Extrusion Laminator",
      "Gravure Printing Press",
      "Slitting Machine",
      "CPP Film Line",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("4 machines out of 6");
  });

  it("handles a backwards range: the years between, said in words", () => {
    visit("?from=2019&to=2017");
    hydrate();
    expect(shown()).toEqual(["BOPP Film Line", "Slitting Machine", "Extrusion Laminator"]);
    const notice = "“From” is later than “To”: showing 2017 to 2019.";
    // Beside the years, and read out with the count.
    expect(screen.getByRole("combobox", { name: "From" })).toHaveAccessibleDescription(notice);
    expect(screen.getByRole("status")).toHaveTextContent(`3 machines out of 6 ${notice}`);
  });

  it("offers, when nothing matches, to be told when a match is listed, or to start again", async () => {
    visit("?type=metallizer&country=US&q=foil&sort=year");
    hydrate();
    expect(shown()).toEqual([]);
    expect(screen.getByRole("heading", { name: "No equipment found" })).toBeInTheDocument();
    // The alert's form, the search's criteria prefilled (the order is not one).
    const alert = screen.getByRole("link", { name: "Tell me when a match is listed" });
    expect(alert).toHaveAttribute("href", "/api/alerts?lang=en&type=metallizer&country=US&q=foil");

    await userEvent.setup().click(screen.getByRole("button", { name: "Reset all filters" }));
    expect(query()).toBe("?sort=year");
    expect(shown()).toHaveLength(equipment.length);
  });

  it("leads the French alert to the French alert form, and offers one for a search with results", () => {
    visit("?type=metallizer&country=US");
    const fr = (
      <EquipmentCatalogue
        items={inventoryItems("fr")}
        copy={catalogueCopy(getEdition("fr"), inventoryItems("fr"))}
      />
    );
    const { unmount } = render(fr);
    const alert = screen.getByRole("link", { name: "M’alerter par e-mail" });
    // The button's base keeps labels on one line (whitespace-nowrap) and cn
    // does not merge classes: only the important modifier lets a label longer
    // than a phone's width wrap instead of being cut off.
    expect(alert.className.split(" ")).toContain("whitespace-normal!");
    const url = new URL(alert.getAttribute("href")!, "https://example.com");
    expect(url.pathname).toBe("/api/alerts");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: "fr",
      type: "metallizer",
      country: "US",
    });
    unmount();

    visit("?from=2017&to=2019");
    render(fr);
    const search = screen.getByRole("link", { name: "M’alerter pour cette recherche" });
    expect(search).toHaveAttribute("href", "/api/alerts?lang=fr&from=2017&to=2019");
  });
});
