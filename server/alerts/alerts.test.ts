// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";

import {
  alertMachine,
  buildWithMachines,
  readMessage,
  startSmtp,
  until,
} from "../test-utils/alerts.ts";
import { startTestServer, tempDir, TEST_ALERTS_SECRET } from "../test-utils/test-server.ts";

import { AlertTokens } from "./alert-tokens.ts";
import { CONFIRM_WITHIN_MS } from "./sqlite-alert-store.ts";

/**
 * The alerts end to end against the real server, a temporary database and a
 * real SMTP server: subscribe, confirm, a build lists a machine, one email,
 * unsubscribe, nothing more. Each "publish" is a new build and a restart, as
 * in production (the server compares at start).
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

async function start(
  dataDir: string,
  buildDir: string,
  smtp?: Awaited<ReturnType<typeof startSmtp>>,
) {
  const server = await startTestServer({
    dataDir,
    buildDir,
    smtp: smtp?.settings ?? null,
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await server.app.close();
  };
  cleanups.push(close);
  await server.alertsMatched();
  return { ...server, close };
}

const subscription = (overrides: Record<string, unknown> = {}) => ({
  email: "buyer@example.com",
  type: "metallizer",
  from: "",
  to: "",
  country: "",
  q: "",
  lang: "en",
  consent: "yes",
  website: "",
  startedAt: Date.now() - 60_000,
  ...overrides,
});

const subscribe = (server: TestServer, body: Record<string, unknown>) =>
  fetch(`${server.origin}/api/alerts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const subscribeForm = (server: TestServer, fields: Record<string, string>) =>
  fetch(`${server.origin}/api/alerts`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

/** A link of an email, on the test server: the emails point at SITE_URL. */
const onServer = (server: TestServer, link: string) => {
  const url = new URL(link);
  return `${server.origin}${url.pathname}${url.search}`;
};

const linkIn = (text: string, path: string) =>
  new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\?\\S+`).exec(text)?.[0] ?? "";

const tokens = new AlertTokens(TEST_ALERTS_SECRET);

describe("machine alerts, end to end", { timeout: 60_000 }, () => {
  it("subscribe, confirm, a match: exactly one email; unsubscribe: none after", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const dataDir = await tempDir("alerts");
    const old = alertMachine("metallizer-2012", { year: 2012 });
    let server = await start(dataDir, await buildWithMachines([old]), smtp);

    expect((await subscribe(server, subscription())).status).toBe(202);
    await until(() => smtp.messages.length === 1);
    const confirmation = readMessage(smtp.messages[0]!);
    expect(confirmation.to).toBe("buyer@example.com");
    expect(confirmation.subject).toBe("Please confirm your machine alert");
    expect(confirmation.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(confirmation.header("List-Unsubscribe")).toMatch(
      /^<https?:\/\/\S+\/api\/alerts\/unsubscribe\?lang=en&token=\S+>$/,
    );

    // Nothing else before the link is opened: a build with a match sends nothing.
    await server.close();
    const fresh = alertMachine("metallizer-2019", { year: 2019, name: "Vacuum Metallizer" });
    server = await start(dataDir, await buildWithMachines([old, fresh]), smtp);
    expect(await server.alerts.mails()).toHaveLength(1);

    const confirmed = await fetch(
      onServer(server, linkIn(confirmation.text, "/api/alerts/confirm")),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your alert is on");

    // The next build lists a matching machine, and one that does not match.
    await server.close();
    const next = alertMachine("metallizer-2021", { year: 2021, name: "Metallizer K5000" });
    const slitter = alertMachine("slitter-2020", { type: "slitting-machine" });
    const build = await buildWithMachines([old, fresh, next, slitter]);
    server = await start(dataDir, build, smtp);
    await until(() => smtp.messages.length === 2);
    const alert = readMessage(smtp.messages[1]!);
    expect(alert.subject).toBe(`A machine for your alert: Metallizer K5000 (${next.reference})`);
    expect(alert.text).toContain(`Reference: ${next.reference}`);
    expect(alert.text).toContain("Year: 2021");
    expect(alert.text).toContain(`Photo: http://127.0.0.1/assets/metallizer-2021.jpg`);
    expect(alert.text).toContain(
      "See the machine: http://127.0.0.1/machinery/used-equipment/metallizer-2021",
    );
    expect(alert.text).not.toContain("slitter");
    expect(alert.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // A restart with the same build sends nothing again.
    await server.close();
    server = await start(dataDir, build, smtp);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(2);

    // RFC 8058: the mail client posts to the header's address.
    const unsubscribeUrl = alert.header("List-Unsubscribe").slice(1, -1);
    const unsubscribed = await fetch(onServer(server, unsubscribeUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    const page = await unsubscribed.text();
    expect(page).toContain("You are unsubscribed");
    // The way back: the same search, prefilled.
    expect(page).toContain('href="/api/alerts?lang=en&amp;type=metallizer"');
    expect(await server.alerts.list({ includePending: true })).toEqual([]);

    await server.close();
    const another = alertMachine("metallizer-2022", { year: 2022 });
    server = await start(
      dataDir,
      await buildWithMachines([old, fresh, next, slitter, another]),
      smtp,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(2);
  });

  it("sends one digest, not thirty emails, for a build that lists thirty matches; in the subscriber's language", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const dataDir = await tempDir("alerts");
    let server = await start(dataDir, await buildWithMachines([]), smtp);
    await subscribe(server, subscription({ type: "", lang: "fr", email: "acheteur@example.fr" }));
    await until(() => smtp.messages.length === 1);
    const confirmation = readMessage(smtp.messages[0]!);
    expect(confirmation.subject).toBe("Veuillez confirmer votre alerte machine");
    await fetch(onServer(server, linkIn(confirmation.text, "/api/alerts/confirm")));

    await server.close();
    const thirty = Array.from({ length: 30 }, (_, index) =>
      alertMachine(`machine-${index}`, { type: index % 2 ? "metallizer" : "cpp-film-line" }),
    );
    // A reserved one is not announced yet…
    const reserved = alertMachine("reserved-one", { status: "reserved" });
    server = await start(dataDir, await buildWithMachines([...thirty, reserved]), smtp);
    await until(() => smtp.messages.length === 2);
    const digest = readMessage(smtp.messages[1]!);
    expect(digest.subject).toBe("30 machines pour votre alerte");
    for (const machine of thirty) expect(digest.text).toContain(machine.reference);
    expect(digest.text).not.toContain(reserved.reference);
    expect(digest.text).toContain(
      "Voir la machine\u00a0: http://127.0.0.1/fr/machinery/used-equipment/machine-0",
    );

    // …until it turns available: then it is, once.
    await server.close();
    const available = { ...reserved, status: "available" as const };
    server = await start(dataDir, await buildWithMachines([...thirty, available]), smtp);
    await until(() => smtp.messages.length === 3);
    expect(readMessage(smtp.messages[2]!).subject).toBe(
      `Une machine pour votre alerte : Machine reserved-one (fr) (${reserved.reference})`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(3);
  });
});

describe("the alert links and requests", { timeout: 60_000 }, () => {
  it("deletes an unconfirmed alert after 7 days: its link says it expired", async () => {
    const dataDir = await tempDir("alerts");
    const server = await start(dataDir, await buildWithMachines([]));
    const eightDaysAgo = new Date(Date.now() - CONFIRM_WITHIN_MS - 86_400_000);
    const { alertId } = await server.alerts.subscribe(
      {
        email: "late@example.com",
        criteria: { type: "", from: "", to: "", country: "", q: "" },
        lang: "ar",
      },
      eightDaysAgo,
    );
    const response = await fetch(
      `${server.origin}/api/alerts/confirm?lang=ar&token=${tokens.sign("confirm", alertId!)}`,
    );
    expect(response.status).toBe(410);
    const page = await response.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain("انتهت صلاحية هذا الرابط");
    expect(await server.alerts.list({ includePending: true })).toEqual([]);

    // And the cleanup deletes one nobody opens.
    await server.alerts.subscribe(
      {
        email: "never@example.com",
        criteria: { type: "", from: "", to: "", country: "", q: "" },
        lang: "en",
      },
      eightDaysAgo,
    );
    expect(await server.alerts.deleteExpired()).toBe(1);
    expect(await server.alerts.mails()).toEqual([]);
  });

  it("refuses a tampered link, another alert's, and a confirmation used to unsubscribe: nothing changes", async () => {
    const server = await start(await tempDir("alerts"), await buildWithMachines([]));
    const criteria = { type: "" as const, from: "", to: "", country: "", q: "" };
    const a = (await server.alerts.subscribe({ email: "a@example.com", criteria, lang: "en" }))
      .alertId!;
    const b = (await server.alerts.subscribe({ email: "b@example.com", criteria, lang: "en" }))
      .alertId!;
    await server.alerts.confirm(a);
    const valid = tokens.sign("unsubscribe", a);
    const flipped = valid.slice(0, -3) + (valid.at(-3) === "A" ? "B" : "A") + valid.slice(-2);
    const otherSignature = `${a}.${tokens.sign("unsubscribe", b).split(".")[1]}`;
    const forged = new AlertTokens("another secret of thirty-two characters!!").sign(
      "unsubscribe",
      a,
    );
    for (const token of [
      flipped,
      otherSignature,
      forged,
      tokens.sign("confirm", a),
      `${a}`,
      "",
      "x".repeat(300),
    ]) {
      for (const method of ["GET", "POST"]) {
        const response = await fetch(
          `${server.origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
          { method },
        );
        expect(response.status, `${method} ${token}`).toBe(400);
        expect(await response.text()).toContain("This link is not valid");
      }
    }
    for (const token of [
      tokens.sign("unsubscribe", b),
      tokens.sign("confirm", b).replace(/.$/, "x"),
    ]) {
      const response = await fetch(
        `${server.origin}/api/alerts/confirm?token=${encodeURIComponent(token)}`,
      );
      expect(response.status).toBe(400);
    }
    expect((await server.alerts.get(a))?.status).toBe("confirmed");
    expect((await server.alerts.get(b))?.status).toBe("pending");

    // The real link unsubscribes in one click, and says so with the way back.
    const page = await fetch(`${server.origin}/api/alerts/unsubscribe?token=${valid}`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain("You are unsubscribed");
    expect(text).toContain("/api/alerts?");
    expect(await server.alerts.get(a)).toBeNull();
  });

  it("answers the same for a new address, a known one and a confirmed one, and confirms once an hour", async () => {
    const server = await start(await tempDir("alerts"), await buildWithMachines([]));
    const fields = {
      email: "known@example.com",
      type: "metallizer",
      consent: "yes",
      edition: "fr",
      lang: "fr",
      startedAt: String(Date.now() - 60_000),
    };
    const answers: { status: number; body: string }[] = [];
    const ask = async (email: string) => {
      const response = await subscribeForm(server, { ...fields, email });
      answers.push({ status: response.status, body: await response.text() });
    };
    await ask("known@example.com");
    await ask("known@example.com");
    const known = (await server.alerts.list({ includePending: true }))[0]!;
    await server.alerts.confirm(known.id);
    await ask("Known@Example.com");
    await ask("new@example.com");
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.body).toContain("Consultez votre boîte de réception");

    const json = await Promise.all(
      ["known@example.com", "other@example.com"].map(async (email) => {
        const response = await subscribe(server, subscription({ email, type: "metallizer" }));
        return [response.status, await response.text()];
      }),
    );
    expect(json[0]).toEqual(json[1]);

    // Two requests within the hour: one confirmation each address.
    const confirmations = (await server.alerts.mails()).filter((mail) => mail.kind === "confirm");
    expect(confirmations).toHaveLength(3);
  });

  it("refuses bad input with a clear error and stores nothing", async () => {
    const server = await start(await tempDir("alerts"), await buildWithMachines([]));
    const cases: [Record<string, unknown>, string, string][] = [
      [
        subscription({ email: "not an address" }),
        "email",
        "Please enter a valid email address, like name@company.com.",
      ],
      [
        subscription({ type: "laser-cutter" }),
        "type",
        "Please choose a machine type from the list.",
      ],
      [
        subscription({ from: "2020", to: "2010" }),
        "from",
        "“Built from” is later than “Built up to”: please swap the years.",
      ],
      [subscription({ from: "1890" }), "from", "Please choose a year from the list."],
      [subscription({ country: "XX" }), "country", "Please choose a country from the list."],
      [subscription({ q: "x".repeat(101) }), "q", "Please use at most 100 characters."],
      [
        subscription({ consent: "" }),
        "consent",
        "Please tick the box to agree, or we cannot send you alerts.",
      ],
      [
        subscription({ type: ["metallizer", "cpp-film-line"] }),
        "type",
        "Please give one value only.",
      ],
      [subscription({ colour: "red" }), "colour", "This form has no field named “colour”."],
    ];
    for (const [body, field, message] of cases) {
      const response = await subscribe(server, body);
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBe(
        message,
      );
    }
    // 200 criteria: as a form, the same field 200 times.
    const many = new URLSearchParams({ email: "a@example.com", consent: "yes" });
    for (let n = 0; n < 200; n += 1) many.append("type", "metallizer");
    const form = await fetch(`${server.origin}/api/alerts`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: many.toString(),
    });
    expect(form.status).toBe(400);
    const page = await form.text();
    expect(page).toContain("Please give one value only.");
    expect(page).toContain('value="a@example.com"');
    expect(await server.alerts.list({ includePending: true })).toEqual([]);
    expect(await server.alerts.mails()).toEqual([]);
  });

  it("prefills the form from the catalogue's search, in the edition, with no script", async () => {
    const server = await start(await tempDir("alerts"), await buildWithMachines([]));
    const response = await fetch(
      `${server.origin}/api/alerts?lang=ar&type=metallizer&from=2020&to=2012&country=DE&q=Bobst&type=x`,
    );
    expect(response.status).toBe(200);
    expect(response.headers["get"]("content-security-policy")).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    const page = await response.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).not.toContain("<script");
    // A backwards range is turned round, as the catalogue reads it; a repeated type is ignored.
    expect(page).toMatch(
      /<select id="alert-from" name="from">[\s\S]*?<option value="2012" selected>/,
    );
    expect(page).toMatch(/<select id="alert-to" name="to">[\s\S]*?<option value="2020" selected>/);
    expect(page).toMatch(/<option value="DE" selected>ألمانيا<\/option>/);
    expect(page).toContain('name="q" type="text" dir="auto" maxlength="100" value="Bobst"');
    expect(page).toMatch(/<option value="ar" lang="ar" selected>العربية<\/option>/);
    // The e-mails' language: the page's own first, as the seller's form lists them.
    const languages = /<select id="alert-lang" name="lang">([\s\S]*?)<\/select>/.exec(page)![1]!;
    expect([...languages.matchAll(/<option value="(\w+)"/g)].map((match) => match[1])).toEqual([
      "ar",
      "en",
      "fr",
    ]);
  });
});
