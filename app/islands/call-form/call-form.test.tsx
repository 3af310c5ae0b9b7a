import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";

import { CallFormCard } from "./call-form";
import { callFormCopyFor } from "./form-copy";

afterEach(cleanup);

const english = callFormCopyFor(getEdition("en"));

describe("the call form without JavaScript", () => {
  const html = renderToString(<CallFormCard copy={english} />);
  const document = new DOMParser().parseFromString(html, "text/html");
  const form = document.querySelector("form")!;

  it("posts to the call endpoint with the times written out and a zone to choose", () => {
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/call");
    expect(form.querySelector("textarea[name=preferredTimes][required]")).not.toBeNull();
    const zone = form.querySelector("select[name=timeZone]")!;
    expect(zone.querySelector("option[value='Asia/Riyadh']")?.textContent).toBe("Riyadh");
    expect(form.querySelector("input[name=slots]")).toBeNull();
  });
});

describe("the call form with JavaScript", () => {
  it("offers slots by day, each named in the visitor's time and the office's, and stops at three", async () => {
    const user = userEvent.setup();
    render(<CallFormCard copy={english} />);
    const form = screen.getByRole("form", { name: "Choose Your Times" });
    // The test runs in UTC (vitest's TZ); the office is in New York.
    expect(within(form).getByRole("combobox", { name: "Your time zone" })).toHaveValue("UTC");
    const slots = within(form).getAllByRole("checkbox", { name: /your time \(/ });
    expect(slots.length).toBeGreaterThan(2);
    expect(slots[0]!.getAttribute("value")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/);
    expect(slots[0]!.closest("label")!.textContent).toMatch(
      /\d\d:00 your time \(\d\d:00 at our office\)/,
    );

    for (const slot of slots.slice(0, 4)) await user.click(slot);
    expect(within(form).getByText("3 of 3 chosen")).toBeInTheDocument();
    expect(slots[3]).not.toBeChecked();
    expect(slots[3]).toHaveAttribute("aria-disabled", "true");
  });

  it("says two times are needed and puts the focus on them", async () => {
    const user = userEvent.setup();
    render(<CallFormCard copy={english} />);
    const form = screen.getByRole("form", { name: "Choose Your Times" });
    const [first] = within(form).getAllByRole("checkbox", { name: /your time \(/ });
    await user.click(first!);
    await user.click(within(form).getByRole("button", { name: "Request the Call" }));
    await waitFor(() =>
      expect(form.querySelector("#call-slots-error")).toHaveTextContent(
        english.messages.slotsCount,
      ),
    );
    expect(form.querySelector("#call-slots")?.getAttribute("aria-describedby")).toContain(
      "call-slots-error",
    );
    await expect.poll(() => document.activeElement).toBe(first);
  });
});
