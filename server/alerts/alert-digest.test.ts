// @vitest-environment node
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { afterEach, describe, expect, it } from "vitest";

import type { AlertMachine } from "../../app/inventory/alert-machine.ts";
import {
  alertMachine,
  buildWithMachines,
  readMessage,
  startSmtp,
  until,
} from "../test-utils/alerts.ts";
import { DATABASE_FILE } from "../delivery/sqlite-delivery.ts";
import { startTestServer, tempDir, TEST_ALERTS_SECRET } from "../test-utils/test-server.ts";

import type { AlertCriteria } from "./alert-criteria.ts";
import { AlertTokens } from "./alert-tokens.ts";
import { announcedMachine, type SqliteAlertStore } from "./sqlite-alert-store.ts";

/**
 * One email per subscriber and build, against the real server, a temporary
 * database and a real SMTP server: a buyer with three searches gets one
 * digest listing each machine once, with a link to stop each search and a
 * List-Unsubscribe that stops what the email was about.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const tokens = new AlertTokens(TEST_ALERTS_SECRET);
type Smtp = Awaited<ReturnType<typeof startSmtp>>;

async function start(dataDir: string, buildDir: string, smtp?: Smtp) {
  const server = await startTestServer({ dataDir, buildDir, smtp: smtp?.settings ?? null });
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

const search = (criteria: Partial<AlertCriteria>): AlertCriteria => ({
  type: "",
  from: "",
  to: "",
  country: "",
  q: "",
  ...criteria,
});

/** Confirmed one second apart: the order of a buyer's searches in the email is the order of confirmation. */
let confirmedAt = Date.now() - 3_600_000;

/** A confirmed alert, its confirmation marked sent: only the matches reach the inbox. */
async function confirmedAlert(
  store: SqliteAlertStore,
  email: string,
  criteria: AlertCriteria,
  lang: "en" | "fr" | "ar" = "en",
) {
  const { alertId } = await store.subscribe({ email, criteria, lang });
  const confirmed = await store.confirm(alertId!, new Date((confirmedAt += 1000)));
  if (confirmed.status !== "confirmed") throw new Error("not confirmed");
  for (const mail of await store.mails())
    if (mail.status === "pending") await store.markSent(mail.id, new Date());
  return alertId!;
}

/**
 * Thirty machines: a metallizer every third, built 2012 (the first fifteen)
 * or 2020, in Italy every fifth; the others slitters and CPP lines in Germany.
 */
const thirty = Array.from({ length: 30 }, (_, n) =>
  alertMachine(`machine-${n}`, {
    type: (["metallizer", "cpp-film-line", "slitting-machine"] as const)[n % 3],
    year: n < 15 ? 2012 : 2020,
    country: n % 5 === 0 ? "IT" : "DE",
  }),
);

/** The machines' references listed in an email's text, in order ("Reference: FP-…" lines). */
const referencesIn = (text: string) =>
  [...text.matchAll(/^Reference: (FP-\d+)$/gm)].map((match) => match[1]!);

/** The token of a link, as the server reads it. */
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

const onServer = (origin: string, link: string) => {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}`;
};

/** A digest's id, from its Message-ID (`<alert-<id>@…>`). */
const mailIdOf = (messageId: string) => /^<alert-([0-9a-f-]{36})@/.exec(messageId)![1]!;

describe("one email per subscriber and build", { timeout: 60_000 }, () => {
  it("sends a buyer with three searches one digest of thirty machines, each once; others one each; the next build only what is new", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const dataDir = await tempDir("alerts-digest");
    let server = await start(dataDir, await buildWithMachines([]));
    const metallizers = await confirmedAlert(
      server.alerts,
      "buyer@example.com",
      search({ type: "metallizer" }),
    );
    const recent = await confirmedAlert(
      server.alerts,
      "Buyer@Example.com",
      search({ from: "2018" }),
    );
    const italy = await confirmedAlert(
      server.alerts,
      "buyer@example.com",
      search({ country: "IT" }),
    );
    // A fourth search of the same buyer that this build does not match: not in the email.
    const laminators = await confirmedAlert(
      server.alerts,
      "buyer@example.com",
      search({ type: "extrusion-laminator" }),
    );
    const slitters = await confirmedAlert(
      server.alerts,
      "other@example.com",
      search({ type: "slitting-machine" }),
    );
    const cpp = await confirmedAlert(
      server.alerts,
      "acheteur@example.fr",
      search({ type: "cpp-film-line" }),
      "fr",
    );
    await server.close();

    server = await start(dataDir, await buildWithMachines(thirty), smtp);
    await until(() => smtp.messages.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(3);
    const messages = smtp.messages.map(readMessage);
    const to = (address: string) => messages.filter((message) => message.to === address);
    expect(messages.map((message) => message.to).sort()).toEqual([
      "acheteur@example.fr",
      "buyer@example.com",
      "other@example.com",
    ]);

    // The buyer's digest: the machines any of the three searches found, each once.
    const expected = thirty.filter(
      (machine) =>
        machine.type === "metallizer" || machine.year >= 2018 || machine.country === "IT",
    );
    expect(expected.length).toBe(22);
    const [digest] = to("buyer@example.com");
    expect(digest!.subject).toBe("22 machines for your alerts");
    expect(referencesIn(digest!.text).sort()).toEqual(
      expected.map((machine) => machine.reference).sort(),
    );
    for (const machine of thirty.filter((machine) => !expected.includes(machine)))
      expect(digest!.text).not.toContain(machine.reference);
    // By the searches that found them: machine-15 (a metallizer of 2020 in Italy) under all three.
    const sections = digest!.text.split(/\n(?=For your search)/);
    const allThree = sections.find(
      (section) =>
        section.includes("FP-") &&
        section.startsWith("For your searches:\n- Metallizer\n- From 2018\n- Italy\n"),
    );
    expect(allThree).toBeDefined();
    expect(referencesIn(allThree!)).toEqual([thirty[15]!.reference]);
    expect(
      sections.find((section) => section.startsWith("For your search: Metallizer\n")),
    ).toBeDefined();
    expect(digest!.text).not.toContain("Extrusion laminator");

    // A link to stop each search, and one (the List-Unsubscribe) for the three.
    const links = [
      ...digest!.text.matchAll(/^(.+): (http\S+\/api\/alerts\/unsubscribe\?\S+)$/gm),
    ].map(([, label, link]) => ({ label, token: tokenOf(link!) }));
    expect(links.map((link) => link.label)).toEqual([
      "Metallizer",
      "From 2018",
      "Italy",
      "Unsubscribe from all these alerts",
    ]);
    expect(links.map((link) => tokens.verify("unsubscribe", link.token))).toEqual([
      metallizers,
      recent,
      italy,
      null,
    ]);
    const header = digest!.header("List-Unsubscribe").slice(1, -1);
    expect(links.at(-1)!.token).toBe(tokenOf(header));
    expect(tokens.verify("unsubscribe-digest", tokenOf(header))).toBe(mailIdOf(digest!.messageId));
    expect(digest!.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // The others: one email each, their one search, as before.
    const [other] = to("other@example.com");
    expect(other!.subject).toBe("10 machines for your alert");
    expect(referencesIn(other!.text)).toHaveLength(10);
    expect(
      tokens.verify("unsubscribe", tokenOf(other!.header("List-Unsubscribe").slice(1, -1))),
    ).toBe(slitters);
    const [french] = to("acheteur@example.fr");
    expect(french!.subject).toBe("10 machines pour votre alerte");

    // What the store recorded: per search, what it found; one email each.
    const summaries = new Map((await server.alerts.list()).map((alert) => [alert.id, alert]));
    expect(
      [metallizers, recent, italy, laminators, slitters, cpp].map((id) => [
        summaries.get(id)!.machinesAnnounced,
        summaries.get(id)!.emailsSent,
      ]),
    ).toEqual([
      [10, 1],
      [15, 1],
      [6, 1],
      [0, 0],
      [10, 1],
      [10, 1],
    ]);
    expect(await server.alerts.matchEmailsSent()).toBe(3);

    // The next build: one more machine, a metallizer of 2021 (two of the searches): one email, that machine.
    await server.close();
    const next = alertMachine("metallizer-2021", { year: 2021 });
    const build = await buildWithMachines([...thirty, next]);
    server = await start(dataDir, build, smtp);
    await until(() => smtp.messages.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(4);
    const second = readMessage(smtp.messages[3]!);
    expect(second.to).toBe("buyer@example.com");
    expect(second.subject).toBe(
      `A machine for your alert: Machine metallizer-2021 (${next.reference})`,
    );
    expect(referencesIn(second.text)).toEqual([next.reference]);
    expect(second.text).toContain("For your searches:\n- Metallizer\n- From 2018\n");
    const mail = (await server.alerts.mails()).at(-1)!;
    expect(mail).toMatchObject({
      kind: "match",
      alertIds: [metallizers, recent],
      machines: [next.slug],
    });

    // A restart with the same build sends nothing again.
    await server.close();
    server = await start(dataDir, build, smtp);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(4);
  });

  it("stops one search by its link, and every search of the email by its List-Unsubscribe; refuses tampered and other addresses' tokens", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const dataDir = await tempDir("alerts-digest");
    let server = await start(dataDir, await buildWithMachines([]));
    const buyer = {
      metallizers: await confirmedAlert(
        server.alerts,
        "buyer@example.com",
        search({ type: "metallizer" }),
      ),
      italy: await confirmedAlert(server.alerts, "buyer@example.com", search({ country: "IT" })),
      recent: await confirmedAlert(server.alerts, "buyer@example.com", search({ from: "2018" })),
      laminators: await confirmedAlert(
        server.alerts,
        "buyer@example.com",
        search({ type: "extrusion-laminator" }),
      ),
    };
    const other = {
      metallizers: await confirmedAlert(
        server.alerts,
        "other@example.com",
        search({ type: "metallizer" }),
      ),
      italy: await confirmedAlert(server.alerts, "other@example.com", search({ country: "IT" })),
    };
    await server.close();
    server = await start(dataDir, await buildWithMachines(thirty), smtp);
    await until(() => smtp.messages.length === 2);
    const [digest, otherDigest] = ["buyer@example.com", "other@example.com"].map((address) =>
      smtp.messages.map(readMessage).find((message) => message.to === address)!,
    );
    const header = digest!.header("List-Unsubscribe").slice(1, -1);
    const otherHeader = otherDigest!.header("List-Unsubscribe").slice(1, -1);
    const alive = async () => new Set((await server.alerts.list()).map((alert) => alert.id));
    const everyAlert = [...Object.values(buyer), ...Object.values(other)];
    expect([...(await alive())].sort()).toEqual([...everyAlert].sort());

    // Refused, and nothing changes: a changed character, another address's email id with this
    // signature, this id with the other's, another secret, an alert's token for the purpose.
    const valid = tokenOf(header);
    const [id, signature] = valid.split(".");
    const [otherId, otherSignature] = tokenOf(otherHeader).split(".");
    const flipped = valid.slice(0, -3) + (valid.at(-3) === "A" ? "B" : "A") + valid.slice(-2);
    const refused = [
      flipped,
      `${otherId}.${signature}`,
      `${id}.${otherSignature}`,
      new AlertTokens("another secret of thirty-two characters!!").sign("unsubscribe-digest", id!),
      tokens.sign("confirm", id!),
      tokens.sign("unsubscribe-digest", id!).replace(".", ".."),
    ];
    for (const token of refused) {
      for (const method of ["GET", "POST"]) {
        const response = await fetch(
          `${server.origin}/api/alerts/unsubscribe?lang=en&token=${encodeURIComponent(token)}`,
          {
            method,
            ...(method === "POST"
              ? {
                  headers: { "content-type": "application/x-www-form-urlencoded" },
                  body: "List-Unsubscribe=One-Click",
                }
              : {}),
          },
        );
        expect(response.status, `${method} ${token}`).toBe(400);
        expect(await response.text()).toContain("This link is not valid");
      }
    }
    expect([...(await alive())].sort()).toEqual([...everyAlert].sort());

    // The link of one search (in the body) stops that search only.
    const italyLink = /^Italy: (http\S+)$/m.exec(digest!.text)![1]!;
    const stopped = await fetch(onServer(server.origin, italyLink));
    expect(stopped.status).toBe(200);
    const stoppedPage = await stopped.text();
    expect(stoppedPage).toContain("We have deleted this alert");
    expect(stoppedPage).toContain('href="/api/alerts?lang=en&amp;country=IT"');
    expect([...(await alive())].sort()).toEqual(
      [buyer.metallizers, buyer.recent, buyer.laminators, ...Object.values(other)].sort(),
    );

    // RFC 8058: the mail client posts to the header's address: every search the email was
    // about goes (the one already stopped is simply gone); the fourth, not in it, stays,
    // and so does everything of the other address.
    const unsubscribed = await fetch(onServer(server.origin, header), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    const page = await unsubscribed.text();
    expect(page).toContain("We have deleted these alerts");
    expect(page).toContain('href="/api/alerts?lang=en&amp;type=metallizer"');
    expect(page).toContain('href="/api/alerts?lang=en&amp;from=2018"');
    expect(page).not.toContain("country=IT");
    expect([...(await alive())].sort()).toEqual([buyer.laminators, ...Object.values(other)].sort());
    // The buyer's emails went with the alerts; the other address's are untouched.
    const mails = await server.alerts.mails();
    expect(mails.filter((mail) => mail.kind === "match").map((mail) => mail.alertIds)).toEqual([
      [other.metallizers, other.italy],
    ]);

    // Used again (a second click, a mail client's retry): still a yes, and nothing else changes.
    const again = await fetch(onServer(server.origin, header), { method: "POST" });
    expect(again.status).toBe(200);
    expect([...(await alive())].sort()).toEqual([buyer.laminators, ...Object.values(other)].sort());
  });

  it("keeps a queued digest for the searches still on when one of them is stopped before it is sent", async () => {
    const dataDir = await tempDir("alerts-digest");
    let server = await start(dataDir, await buildWithMachines([]));
    const store = server.alerts;
    const metallizers = await confirmedAlert(
      store,
      "buyer@example.com",
      search({ type: "metallizer" }),
    );
    const italy = await confirmedAlert(store, "buyer@example.com", search({ country: "IT" }));
    const recent = await confirmedAlert(store, "buyer@example.com", search({ from: "2018" }));
    await server.close();
    // No SMTP: the digest waits in the queue.
    server = await start(dataDir, await buildWithMachines(thirty));
    const slugs = (test: (machine: AlertMachine) => boolean) =>
      thirty.filter(test).map((machine) => machine.slug);
    const matches = (await server.alerts.mails()).filter((mail) => mail.kind === "match");
    expect(matches).toHaveLength(1);
    expect(matches[0]!.alertIds).toEqual([metallizers, italy, recent]);
    expect(matches[0]!.machines).toHaveLength(22);

    // The first of its searches (the one it is addressed by) goes: the others keep it,
    // without the machines only that search found.
    await server.alerts.remove(metallizers);
    const queuedMatch = async () =>
      (await server.alerts.mails()).filter((mail) => mail.kind === "match");
    let [queued] = await queuedMatch();
    expect(queued).toMatchObject({ id: matches[0]!.id, alertId: italy, alertIds: [italy, recent] });
    expect(queued!.machines.sort()).toEqual(
      slugs((machine) => machine.country === "IT" || machine.year >= 2018).sort(),
    );
    await server.alerts.remove(recent);
    [queued] = await queuedMatch();
    expect(queued).toMatchObject({ alertId: italy, alertIds: [italy] });
    expect(queued!.machines.sort()).toEqual(slugs((machine) => machine.country === "IT").sort());

    // Sent now, it is the email of the one search left.
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    await server.close();
    server = await start(dataDir, await buildWithMachines(thirty), smtp);
    await until(() => smtp.messages.length === 1);
    const email = readMessage(smtp.messages[0]!);
    expect(email.subject).toBe("6 machines for your alert");
    expect(referencesIn(email.text).sort()).toEqual(
      thirty
        .filter((machine) => machine.country === "IT")
        .map((machine) => machine.reference)
        .sort(),
    );
    expect(
      tokens.verify("unsubscribe", tokenOf(email.header("List-Unsubscribe").slice(1, -1))),
    ).toBe(italy);

    // The last one goes: its emails, sent or not, go with it.
    await server.alerts.remove(italy);
    expect(await server.alerts.mails()).toEqual([]);
  });

  it("sends a match email queued before digests, as it was queued", async () => {
    const dataDir = await tempDir("alerts-digest");
    let server = await start(dataDir, await buildWithMachines([]));
    const alertId = await confirmedAlert(server.alerts, "buyer@example.com", search({}));
    await server.close();
    // What the matcher of one email per alert left: the row, its records, no index by email.
    const machines = [alertMachine("old-1"), alertMachine("old-2")];
    const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
    db.exec("DROP INDEX alert_announced_mail");
    const mailId = crypto.randomUUID();
    db.prepare(
      `INSERT INTO alert_mail (id, alert_id, kind, machines, created_at, status, next_attempt_at)
       VALUES (?, ?, 'match', ?, 1, 'pending', 1)`,
    ).run(
      mailId,
      alertId,
      JSON.stringify(machines.map((machine) => announcedMachine(machine, "en"))),
    );
    for (const machine of machines)
      db.prepare(
        "INSERT INTO alert_announced (alert_id, slug, mail_id, announced_at) VALUES (?, ?, ?, 1)",
      ).run(alertId, machine.slug, mailId);
    db.close();

    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    server = await start(dataDir, await buildWithMachines(machines), smtp);
    await until(() => smtp.messages.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Sent once, and the build's same machines are not announced again.
    expect(smtp.messages).toHaveLength(1);
    const email = readMessage(smtp.messages[0]!);
    expect(email.subject).toBe("2 machines for your alert");
    expect(mailIdOf(email.messageId)).toBe(mailId);
    expect(referencesIn(email.text)).toEqual(machines.map((machine) => machine.reference));
    expect(
      tokens.verify("unsubscribe", tokenOf(email.header("List-Unsubscribe").slice(1, -1))),
    ).toBe(alertId);
    expect((await server.alerts.list())[0]).toMatchObject({ machinesAnnounced: 2, emailsSent: 1 });
  });
});
