// @vitest-environment node
import { describe, expect, it } from "vitest";

import { editionName } from "../delivery/mail.ts";

import { inquiryEmail } from "./inquiry-email.ts";
import type { Inquiry } from "./inquiry-store.ts";

describe("inquiryEmail", () => {
  const inquiry: Inquiry = {
    id: "7d0f3c1e-0000-4000-8000-000000000001",
    reference: "C-2611-004",
    kind: "contact",
    details: [],
    idempotencyKey: "key-12345678",
    name: "Amina\r\nBcc: victim@example.com",
    email: "amina@example.com",
    phone: "",
    subject: "Quote\nBcc: victim@example.com",
    message: "Line one\nLine two",
    channel: "script",
    edition: "en",
    spam: null,
    receivedAt: new Date("2026-11-23T09:30:00Z"),
    status: "pending",
    attempts: 0,
    nextAttemptAt: null,
    sentAt: null,
    lastError: null,
  };
  const email = inquiryEmail(inquiry, {
    to: "sales@flexpack.example",
    from: "Website <web@flexpack.example>",
  });

  it("comes from the firm and replies to the visitor", () => {
    expect(email.from).toBe("Website <web@flexpack.example>");
    expect(email.to).toBe("sales@flexpack.example");
    expect(email.replyTo).toEqual({
      name: "Amina Bcc: victim@example.com",
      address: "amina@example.com",
    });
  });

  it("keeps the visitor's text out of other header lines", () => {
    expect(email.subject).toBe("Website inquiry C-2611-004: Quote Bcc: victim@example.com");
  });

  it("has a Message-ID of its own inquiry and the whole message in the text", () => {
    expect(email.messageId).toBe(`<inquiry-${inquiry.id}@flexpack.example>`);
    expect(email.text).toContain("Line one\nLine two");
    expect(email.text).toContain("Phone:     (not given)");
    expect(email.text).toContain("Received:  2026-11-23 09:30 UTC");
  });

  it("says which edition the inquiry came from, and tags the subject of the others", () => {
    expect(email.text).toContain("Edition:   English (en)");
    const settings = { to: "sales@flexpack.example", from: "web@flexpack.example" };
    const arabic = inquiryEmail({ ...inquiry, edition: "ar", subject: "عرض سعر" }, settings);
    expect(arabic.subject).toBe("[AR] Website inquiry C-2611-004: عرض سعر");
    expect(arabic.text).toContain("Edition:   Arabic (ar)");
    const french = inquiryEmail({ ...inquiry, edition: "fr", subject: "Devis" }, settings);
    expect(french.subject).toBe("[FR] Website inquiry C-2611-004: Devis");
    expect(french.text).toContain("Edition:   French (fr)");
    expect(editionName("fr")).toBe("French (fr)");
  });

  it("names a sample or call request and lists its fields, aligned, each on one line", () => {
    const settings = { to: "sales@flexpack.example", from: "web@flexpack.example" };
    const sample = inquiryEmail(
      {
        ...inquiry,
        kind: "sample",
        reference: "S-2611-042",
        subject: "Sample request: BOPP Films",
        details: [
          ["Product", "BOPP Films"],
          ["Trial quantity", "2 rolls\nBcc: victim@example.com"],
        ],
      },
      settings,
    );
    expect(sample.subject).toBe("Sample request S-2611-042: Sample request: BOPP Films");
    expect(sample.text).toMatch(/^A sample request from the website\./);
    expect(sample.text).toContain("Product:        BOPP Films");
    expect(sample.text).toContain("Trial quantity: 2 rolls Bcc: victim@example.com");
    expect(sample.text).toContain("Reference:      S-2611-042");
    const call = inquiryEmail({ ...inquiry, kind: "call", reference: "R-2611-001" }, settings);
    expect(call.subject).toMatch(/^Call request R-2611-001: /);
  });
});
