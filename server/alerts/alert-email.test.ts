import { describe, expect, it } from "vitest";

import { alertMachine } from "../test-utils/alerts.ts";

import { alertEmail } from "./alert-email.ts";
import { AlertTokens } from "./alert-tokens.ts";
import { announcedMachine, type Alert, type AlertMail } from "./sqlite-alert-store.ts";

const tokens = new AlertTokens("x".repeat(40));
const settings = {
  to: "sales@flexpack.example",
  from: "FlexPack website <web@flexpack.example>",
  siteUrl: "https://www.flexpack.example",
  tokens,
};
const alert = (lang: Alert["lang"]): Alert => ({
  id: "3f2b8c1e-5d4a-4e7b-9c1d-2a6f8e0b7c45",
  email: "buyer@example.com",
  criteria: { type: "metallizer", from: "2010", to: "", country: "", q: "" },
  lang,
  status: "confirmed",
  createdAt: new Date(),
  expiresAt: null,
  confirmedAt: new Date(),
});
const mail = (lang: Alert["lang"], count: number): AlertMail => {
  const machines = Array.from({ length: count }, (_, n) =>
    announcedMachine(alertMachine(`m-${n}`), lang),
  );
  return {
    id: "9b3e5c7a-4d1f-4a8b-b2c6-1e7d3f9a5c02",
    kind: count === 0 ? "confirm" : "match",
    alert: alert(lang),
    searches: [{ alert: alert(lang), slugs: machines.map((machine) => machine.slug) }],
    machines,
    createdAt: new Date(),
    attempts: 0,
  };
};

describe("alertEmail", () => {
  it("sends the confirmation to the subscriber with a signed link and the one-click headers", () => {
    const email = alertEmail(mail("en", 0), settings);
    expect(email).toMatchObject({
      to: "buyer@example.com",
      replyTo: "sales@flexpack.example",
      subject: "Please confirm your machine alert",
      messageId: "<alert-9b3e5c7a-4d1f-4a8b-b2c6-1e7d3f9a5c02@flexpack.example>",
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    const confirm = /https:\S+\/api\/alerts\/confirm\?lang=en&token=(\S+)/.exec(
      String(email.text),
    )!;
    expect(tokens.verify("confirm", decodeURIComponent(confirm[1]!))).toBe(alert("en").id);
    const unsubscribe = /token=([^>]+)>$/.exec(
      String((email.headers as Record<string, string>)["List-Unsubscribe"]),
    )!;
    expect(tokens.verify("unsubscribe", decodeURIComponent(unsubscribe[1]!))).toBe(alert("en").id);
    expect(email.text).toContain("Metallizer, from 2010");
  });

  it("writes a digest in Arabic, right to left, with the plural of its count", () => {
    const email = alertEmail(mail("ar", 3), settings);
    expect(email.subject).toBe("3 آلات لتنبيهكم");
    expect(String(email.html)).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    for (const n of [0, 1, 2])
      expect(email.text).toContain(
        `https://www.flexpack.example/ar/machinery/used-equipment/m-${n}`,
      );
    expect(alertEmail(mail("ar", 2), settings).subject).toBe("آلتان لتنبيهكم");
  });
});
