import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { paths } from "~/content/paths";
import { getEdition } from "~/i18n/editions";

import { SampleFormCard } from "./sample-form";
import { sampleFormCopyFor } from "./form-copy";

const words = sampleFormCopyFor(getEdition("en"));
const { labels } = words.form;
const card = <SampleFormCard copy={words} />;

function visit(suffix: string) {
  window.history.replaceState(null, "", `${paths.sampleRequest}${suffix}`);
}

/** Hydrates the HTML prerendered for the bare path, like the island on the page. */
function hydrate(suffix: string) {
  visit("");
  const html = renderToString(card);
  visit(suffix);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  render(card, { container, hydrate: true, onRecoverableError });
  return { html, onRecoverableError };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  visit("");
});

const select = (name: string) => screen.getByRole("combobox", { name });
const gradeGroups = () =>
  [...select(labels.grade).querySelectorAll("optgroup")].map((group) => group.label);

describe("SampleFormCard", () => {
  it("prerenders every film's grades in groups, so a visitor without JavaScript can pick one", () => {
    const html = renderToString(card);
    const document = new DOMParser().parseFromString(html, "text/html");
    const groups = [...document.querySelectorAll('select[name="grade"] optgroup')];
    expect(groups.map((group) => group.getAttribute("label"))).toEqual(
      words.products.map((film) => film.label),
    );
    expect(document.querySelector('form[action="/api/sample"][method="post"]')).not.toBeNull();
  });

  it("chooses the film and grade of ?product=&grade= once hydrated, with no hydration error", async () => {
    const { onRecoverableError } = hydrate("?product=metallized-films&grade=cpp-metallized");
    await waitFor(() => expect(select(labels.product)).toHaveValue("metallized-films"));
    await waitFor(() => expect(select(labels.grade)).toHaveValue("cpp-metallized"));
    expect(gradeGroups()).toEqual(["Metallized Films"]);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("ignores an unknown film or a grade the film is not made in", async () => {
    hydrate("?product=bopp-films&grade=pet-metallized");
    await waitFor(() => expect(select(labels.product)).toHaveValue("bopp-films"));
    expect(select(labels.grade)).toHaveValue("advise");
    cleanup();
    document.body.innerHTML = "";
    hydrate("?product=inks");
    await waitFor(() => expect(gradeGroups()).toHaveLength(words.products.length));
    expect(select(labels.product)).toHaveValue("");
  });

  it("shows the chosen film's grades only, and keeps a grade the next film is made in too", async () => {
    const user = userEvent.setup();
    hydrate("");
    await user.selectOptions(select(labels.product), "bopp-films");
    await user.selectOptions(select(labels.grade), "bopp-metallized");
    await user.selectOptions(select(labels.product), "metallized-films");
    await waitFor(() => expect(gradeGroups()).toEqual(["Metallized Films"]));
    expect(select(labels.grade)).toHaveValue("bopp-metallized");
    await user.selectOptions(select(labels.product), "cpp-films");
    await waitFor(() => expect(select(labels.grade)).toHaveValue("advise"));
  });

  it("says what is missing at each field and moves focus to the first", async () => {
    const user = userEvent.setup();
    hydrate("");
    await user.click(screen.getByRole("button", { name: words.form.submit }));
    await waitFor(() => expect(select(labels.product)).toHaveFocus());
    expect(select(labels.product)).toHaveAccessibleDescription(words.messages.productRequired);
    expect(
      within(screen.getByRole("group", { name: words.form.sections.contact })).getByRole(
        "textbox",
        { name: labels.phone },
      ),
    ).toHaveAccessibleDescription(words.messages.phoneRequired);
  });
});
