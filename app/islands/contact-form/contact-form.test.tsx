import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { contact } from "~/content/contact";
import { getEdition } from "~/i18n/editions";
import { paths } from "~/content/paths";

import { ContactFormCard } from "./contact-form";
import { contactFormCopyFor } from "./form-copy";
import { contactLimits } from "./schema";
import { configuredEndpoint, MIN_SEND_MS } from "../submit/submit";

const { form: copy, messages: contactMessages } = contact;

/**
 * Presses 'Send Message'. Through fireEvent: user-event waits on real timers
 * (Testing Library's async wrapper), which the send tests fake.
 */
async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: copy.submit }));
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** Puts the page at this query (and hash), without a new history entry. */
function visit(suffix: string) {
  window.history.replaceState(null, "", `${paths.contact}${suffix}`);
}

beforeEach(() => visit(""));
afterEach(() => {
  delete window.__CONTACT_ENDPOINT__;
  vi.useRealTimers();
});

const englishCopy = contactFormCopyFor(getEdition("en"));
const card = <ContactFormCard copy={englishCopy} className="lg:col-span-7" />;

/** What the build writes into the page: it cannot know the query. */
const prerender = () => renderToString(card);

/** Hydrates the HTML prerendered for the bare path, like the island on the page. */
function hydrate() {
  const { href } = window.location;
  visit("");
  const html = prerender();
  window.history.replaceState(null, "", href);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  render(card, { container, hydrate: true, onRecoverableError });
  return { onRecoverableError };
}

const form = () => screen.getByRole("form", { name: copy.title });
const field = (name: string) => screen.getByRole("textbox", { name });
const idempotencyKey = () =>
  form().querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(copy.labels.name), "Ada Lovelace");
  await user.type(field(copy.labels.email), "ada@example.com");
  await user.type(field(copy.labels.subject), "Metallizer");
  await user.type(field(copy.labels.message), "Is it still available?");
}

describe("ContactFormCard before hydration", () => {
  it("prerenders the same HTML whatever the query", () => {
    const plain = prerender();
    visit("?subject=Metallizer&sent=1#message-sent");
    expect(prerender()).toBe(plain);
  });

  it("is a form that posts without JavaScript", () => {
    const container = document.createElement("div");
    container.innerHTML = prerender();
    const html = container.querySelector("form")!;
    expect(html.method).toBe("post");
    expect(html.getAttribute("action")).toBe(configuredEndpoint);
    // The browser validates until the script takes over.
    expect(html.noValidate).toBe(false);
    expect([...new FormData(html).keys()]).toEqual([
      "name",
      "email",
      "phone",
      "subject",
      "message",
      "website",
      "idempotencyKey",
      "startedAt",
      "edition",
    ]);
    expect(new FormData(html).get("edition")).toBe("en");
    // The server's redirect after a send ends in #message-sent; :target shows it.
    expect(container.querySelector("#message-sent")).toHaveTextContent(copy.sent);
  });
});

describe("ContactFormCard after hydration", () => {
  it("prefills the subject from the URL without a hydration mismatch", () => {
    visit("?subject=Slitting+Machine");
    const { onRecoverableError } = hydrate();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(field(copy.labels.subject)).toHaveValue("Slitting Machine");
    expect(field(copy.labels.name)).toHaveValue("");
    expect(form()).toHaveAttribute("novalidate");
    expect(idempotencyKey()).not.toBe("");
    expect(screen.queryByText(copy.sent)).not.toBeInTheDocument();
  });

  it("clips a subject longer than the form accepts", () => {
    visit(`?subject=${"x".repeat(contactLimits.subject + 20)}`);
    hydrate();
    expect(field(copy.labels.subject)).toHaveValue("x".repeat(contactLimits.subject));
  });

  it("thanks the visitor after the no-JavaScript send (?sent=1)", () => {
    visit("?sent=1#message-sent");
    const { onRecoverableError } = hydrate();
    expect(onRecoverableError).not.toHaveBeenCalled();
    const notice = screen.getByText(copy.sent).closest("#message-sent");
    expect(notice).toHaveFocus();
    expect(screen.getAllByRole("status").some((status) => status.contains(notice))).toBe(true);
    // Without a reference in the URL, none is shown; the reply time always is.
    expect(notice).not.toHaveTextContent(/C-\d{4}/);
    expect(notice).toHaveTextContent(copy.replyTime);
  });

  it("shows the reference the server's redirect carries (?sent=1&ref=), and only a reference", () => {
    visit("?sent=1&ref=C-2611-017#message-sent");
    hydrate();
    expect(screen.getByText("C-2611-017").closest("p")).toHaveTextContent(
      "Your reference: C-2611-017.",
    );
    cleanup();
    visit("?sent=1&ref=Call%20us%20at%20555#message-sent");
    hydrate();
    expect(screen.getByText(copy.sent)).toBeInTheDocument();
    expect(screen.queryByText(/Your reference/)).not.toBeInTheDocument();
  });
});

describe("ContactFormCard sending", () => {
  it("shows 'Sending...' for 1.5 s, then thanks and resets, without touching the URL", async () => {
    window.__CONTACT_ENDPOINT__ = ""; // the spec's simulated send
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const user = userEvent.setup();
    visit("?subject=Metallizer&utm_source=mail");
    hydrate();
    const url = window.location.href;
    const entries = window.history.length;
    await user.clear(field(copy.labels.subject));
    await fillIn(user);
    const firstKey = idempotencyKey();
    vi.useFakeTimers();

    await send();
    expect(screen.getByRole("button", { name: copy.sending })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(MIN_SEND_MS - 100));
    expect(screen.getByRole("button", { name: copy.sending })).toBeDisabled();
    expect(screen.queryByText(copy.sent)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText(copy.sent).closest("#message-sent")).toHaveFocus();
    expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled();
    expect(field(copy.labels.name)).toHaveValue("");
    expect(field(copy.labels.subject)).toHaveValue("");
    expect(log).toHaveBeenCalledWith(expect.any(String), {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "",
      subject: "Metallizer",
      message: "Is it still available?",
    });
    // The next message is a new one.
    expect(idempotencyKey()).not.toBe(firstKey);
    expect(window.location.href).toBe(url);
    expect(window.history.length).toBe(entries);
  });

  it("retries with the same idempotency key and renews it after the send", async () => {
    window.__CONTACT_ENDPOINT__ = "/api/contact";
    const fetcher = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json({ ok: false }, { status: 500 }))
      .mockResolvedValueOnce(
        Response.json({ ok: true, id: "m_1", reference: "C-2611-004" }, { status: 201 }),
      );
    const user = userEvent.setup();
    hydrate();
    await fillIn(user);
    const key = idempotencyKey();

    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.failure.title);
    expect(idempotencyKey()).toBe(key);

    vi.useFakeTimers();
    await send();
    await act(() => vi.advanceTimersByTimeAsync(MIN_SEND_MS));
    expect(screen.getByText(copy.sent)).toBeInTheDocument();
    // The server's reference, to quote when calling.
    expect(screen.getByText("C-2611-004").closest("p")).toHaveTextContent(
      "Your reference: C-2611-004.",
    );

    const sent = fetcher.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ idempotencyKey: key, website: "", subject: "Metallizer" });
    expect(sent[1]).toEqual(sent[0]);
    expect(idempotencyKey()).not.toBe(key);
  });

  it("shows the schema's messages and sends nothing when the form is empty", async () => {
    window.__CONTACT_ENDPOINT__ = "/api/contact";
    const fetcher = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    hydrate();

    await user.click(screen.getByRole("button", { name: copy.submit }));

    expect(await screen.findByText(contactMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.messageRequired)).toBeInTheDocument();
    expect(field(copy.labels.name)).toHaveFocus();
    expect(fetcher).not.toHaveBeenCalled();
  });
});
