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
    expect(email.subject).toBe("3 آلات تطابق تنبيهكم");
    expect(String(email.html)).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    for (const n of [0, 1, 2])
      expect(email.text).toContain(
        `https://www.flexpack.example/ar/machinery/used-equipment/m-${n}`,
      );
    expect(alertEmail(mail("ar", 2), settings).subject).toBe("آلتان تطابقان تنبيهكم");
  });

  it("writes the email of several searches: each machine once, by the searches that found it, a link to stop each and one for all", () => {
    const search = (id: string, criteria: Partial<Alert["criteria"]>): Alert => ({
      ...alert("fr"),
      id,
      criteria: { ...alert("fr").criteria, from: "", ...criteria },
    });
    const metallizers = search("1d7c1a8e-2b3f-4c5d-8e9f-0a1b2c3d4e5f", { type: "metallizer" });
    const italy = search("2e8d2b9f-3c4a-4d6e-9f0a-1b2c3d4e5f60", { type: "", country: "IT" });
    const [both, metallizer, italian] = ["both", "metallizer", "italian"].map((slug) =>
      announcedMachine(alertMachine(slug), "fr"),
    );
    const email = alertEmail(
      {
        ...mail("fr", 0),
        kind: "match",
        alert: metallizers,
        searches: [
          { alert: metallizers, slugs: [both!.slug, metallizer!.slug] },
          { alert: italy, slugs: [both!.slug, italian!.slug] },
        ],
        machines: [both!, metallizer!, italian!],
      },
      settings,
    );
    expect(email.subject).toBe("3 machines pour vos alertes");
    const text = String(email.text);
    // Each machine once, in the section of exactly the searches that found it.
    const sections = [
      "Pour votre recherche\u00a0: Métalliseur sous vide",
      "Pour vos recherches\u00a0:\n- Métalliseur sous vide\n- Italie",
      "Pour votre recherche\u00a0: Italie",
    ].map((heading) => text.indexOf(`\n${heading}\n`));
    expect(sections.every((at) => at > 0)).toBe(true);
    expect([...sections].sort((a, b) => a - b)).toEqual(sections);
    for (const [machine, section] of [
      [metallizer!, 0],
      [both!, 1],
      [italian!, 2],
    ] as const) {
      expect(text.split(`Référence\u00a0: ${machine.reference}`)).toHaveLength(2);
      const at = text.indexOf(machine.reference);
      expect(at).toBeGreaterThan(sections[section]!);
      if (section < 2) expect(at).toBeLessThan(sections[section + 1]!);
    }
    // A link to stop each search; the header's and the footer's stop both.
    const stop = (label: string) =>
      new RegExp(`^${label}\u00a0: https://\\S+token=(\\S+)$`, "m").exec(text)?.[1] ?? "";
    expect(tokens.verify("unsubscribe", decodeURIComponent(stop("Métalliseur sous vide")))).toBe(
      metallizers.id,
    );
    expect(tokens.verify("unsubscribe", decodeURIComponent(stop("Italie")))).toBe(italy.id);
    const header = String((email.headers as Record<string, string>)["List-Unsubscribe"]);
    const all = decodeURIComponent(/token=([^>]+)>$/.exec(header)![1]!);
    expect(tokens.verify("unsubscribe-digest", all)).toBe(mail("fr", 0).id);
    expect(tokens.verify("unsubscribe", all)).toBeNull();
    expect(decodeURIComponent(stop("Se désinscrire de toutes ces alertes"))).toBe(all);
    expect(String(email.html)).toContain("<h2");
    expect(String(email.html)).toContain(
      `<h3 style="font-size:18px;margin:24px 0 8px">${both!.name}</h3>`,
    );
  });
});
