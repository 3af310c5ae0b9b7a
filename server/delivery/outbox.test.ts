// @vitest-environment node
import { createServer as createNetServer } from "node:net";

import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";

import { offerFields, photoBytes, postOffer } from "../test-utils/offers.ts";
import { startSmtp } from "../test-utils/smtp.ts";
import { postJson, startTestServer, submission, tempDir } from "../test-utils/test-server.ts";

import { retryDelay } from "./outbox.ts";

describe("retryDelay", () => {
  it("doubles from the base up to the maximum", () => {
    const exact = () => 0.5;
    expect(
      [1, 2, 3, 4, 5, 12].map((failures) => retryDelay(failures, 1000, 10_000, exact)),
    ).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it("spreads retries by at most 10 %", () => {
    expect(retryDelay(1, 1000, 10_000, () => 0)).toBe(900);
    expect(retryDelay(1, 1000, 10_000, () => 1)).toBe(1100);
  });
});

/** The parts of a raw message as a mail client shows them (RFC 2047 words, QP or base64 body). */
function decodeMessage(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1] ?? "";
  const words = (value: string) =>
    value
      // Whitespace between two encoded words is not part of the text.
      .replace(/(\?=)\s+(?==\?)/g, "$1")
      .replace(
        /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
        (_, charset: string, encoding: string, text: string) => {
          expect(charset.toLowerCase()).toBe("utf-8");
          const bytes =
            encoding.toUpperCase() === "B"
              ? Buffer.from(text, "base64")
              : Buffer.from(
                  text
                    .replace(/_/g, " ")
                    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
                      String.fromCharCode(parseInt(hex, 16)),
                    ),
                  "latin1",
                );
          return bytes.toString("utf8");
        },
      );
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const rawBody = raw.slice(split + 4);
  const body =
    encoding === "base64"
      ? Buffer.from(rawBody.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(
            rawBody
              .replace(/=\r\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8")
        : rawBody;
  return {
    head,
    contentType: header("Content-Type"),
    subject: words(header("Subject")),
    replyTo: words(header("Reply-To")),
    messageId: header("Message-ID"),
    body: body.replace(/\r\n/g, "\n"),
  };
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const smtpSettings = (port: number) => ({
  url: `smtp://127.0.0.1:${port}`,
  to: "sales@flexpack.example",
  from: "FlexPack website <web@flexpack.example>",
});

describe("the outbox, with a real SMTP server", { timeout: 20_000 }, () => {
  it("emails a stored inquiry once, from the firm with Reply-To the visitor", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const server = await startTestServer({ smtp: smtpSettings(smtp.port) });
    cleanups.push(() => server.app.close());

    const sent = submission({ subject: "Films for Kenya" });
    const { id } = await (await postJson(server.origin, sent)).json();
    await until(() => smtp.messages.length === 1);
    const message = smtp.messages[0]!;
    expect(message).toContain("From: FlexPack website <web@flexpack.example>");
    expect(message).toContain("To: sales@flexpack.example");
    expect(message).toContain("Reply-To: Amina Yusuf <amina@example.com>");
    expect(message).toMatch(/^Subject: Website inquiry C-\d{4}-\d{3}: Films for Kenya$/m);
    expect(message).toMatch(/^Edition: {3}English \(en\)\r$/m);
    expect(message).toContain(`Message-ID: <inquiry-${id}@flexpack.example>`);
    await until(async () => (await server.store.list())[0]?.status === "sent");

    // A retried request and some time later: still one email.
    await postJson(server.origin, sent);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.messages).toHaveLength(1);
  });

  it("carries Arabic and French inquiries intact: subject, Reply-To name and text", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const server = await startTestServer({ smtp: smtpSettings(smtp.port) });
    cleanups.push(() => server.app.close());

    const sent = {
      ar: submission({
        edition: "ar",
        name: "أمينة يوسف",
        subject: "طلب عرض سعر لأفلام BOPP",
        message: "السلام عليكم،\nنرجو تزويدنا بعرض سعر لعشرين طنًا من أفلام BOPP بسماكة 20 ميكرون.",
      }),
      fr: submission({
        edition: "fr",
        name: "Émilie Lefèvre-Dubœuf",
        email: "emilie@example.fr",
        subject: "Devis : films BOPP traités corona « 20 µm »",
        message: "Bonjour,\nPourriez-vous nous faire une offre ? Délai souhaité : 3 à 4 semaines.",
      }),
    };
    const ids: Record<string, string> = {};
    for (const [edition, body] of Object.entries(sent)) {
      const response = await postJson(server.origin, body);
      expect(response.status).toBe(201);
      ids[edition] = ((await response.json()) as { id: string }).id;
    }
    await until(() => smtp.messages.length === 2);

    const decoded = smtp.messages.map(decodeMessage);
    const find = (edition: string) =>
      decoded.find(
        (message) => message.messageId === `<inquiry-${ids[edition]}@flexpack.example>`,
      )!;
    const expected = {
      ar: { tag: "[AR]", language: "Arabic (ar)" },
      fr: { tag: "[FR]", language: "French (fr)" },
    };
    for (const [edition, body] of Object.entries(sent)) {
      const message = find(edition);
      const { tag, language } = expected[edition as keyof typeof expected];
      // Headers are ASCII on the wire: the visitor's words are encoded, not sent raw.
      expect(message.head, edition).toMatch(/^[\x20-\x7e\r\n\t]*$/);
      expect(message.head, edition).toMatch(/^Subject: .*=\?utf-8\?[BQ]\?/im);
      expect(message.head, edition).toMatch(/^Reply-To: =\?utf-8\?[BQ]\?/im);
      // The inquiry's reference after "Website inquiry", then the visitor's subject.
      expect(message.subject, edition).toMatch(/ Website inquiry C-\d{4}-\d{3}: /);
      expect(message.subject.replace(/ C-\d{4}-\d{3}:/, ":"), edition).toBe(
        `${tag} Website inquiry: ${body.subject}`,
      );
      expect(message.replyTo, edition).toBe(`${body.name} <${body.email}>`);
      expect(message.contentType, edition).toMatch(/^text\/plain; charset=utf-8$/i);
      expect(message.body, edition).toContain(body.message);
      expect(message.body, edition).toContain(`Name:      ${body.name}`);
      expect(message.body, edition).toContain(`Subject:   ${body.subject}`);
      expect(message.body, edition).toContain(`Edition:   ${language}`);
      expect(message.body, edition).toContain(
        `Reply to this email to answer ${body.name} directly.`,
      );
    }
    await until(async () =>
      (await server.store.list()).every((inquiry) => inquiry.status === "sent"),
    );
    const stored = await server.store.list();
    expect(stored.map((inquiry) => inquiry.edition).toSorted()).toEqual(["ar", "fr"]);
  });

  it("does not email spam", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const server = await startTestServer({ smtp: smtpSettings(smtp.port) });
    cleanups.push(() => server.app.close());
    await postJson(server.origin, submission({ website: "filled" }));
    await postJson(server.origin, submission({ subject: "Real one" }));
    await until(() => smtp.messages.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain("Real one");
  });

  it("retries with backoff while SMTP is down, then sends exactly once", async () => {
    const port = await closedPort();
    const server = await startTestServer({ smtp: smtpSettings(port) });
    cleanups.push(() => server.app.close());

    await postJson(server.origin, submission());
    await until(async () => ((await server.store.list())[0]?.attempts ?? 0) >= 2);
    const [failing] = await server.store.list();
    expect(failing).toMatchObject({
      status: "pending",
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });

    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    await until(() => smtp.messages.length === 1);
    await until(async () => (await server.store.list())[0]?.status === "sent");
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(smtp.messages).toHaveLength(1);
  });

  it("delivers after a restart what it could not send before", async () => {
    const port = await closedPort();
    const dataDir = await tempDir("outbox");
    const first = await startTestServer({ dataDir, smtp: smtpSettings(port) });
    await postJson(first.origin, submission({ subject: "Sent before the restart" }));
    await until(async () => ((await first.store.list())[0]?.attempts ?? 0) >= 1);
    await first.app.close();

    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    const second = await startTestServer({ dataDir, smtp: smtpSettings(port) });
    cleanups.push(() => second.app.close());
    await until(() => smtp.messages.length === 1);
    expect(smtp.messages[0]).toContain("Sent before the restart");
    await until(async () => (await second.store.list())[0]?.status === "sent");

    // And a third start sends nothing again.
    await second.app.close();
    cleanups.pop();
    const third = await startTestServer({ dataDir, smtp: smtpSettings(port) });
    cleanups.push(() => third.app.close());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
  });
});

/** The parts of a multipart email: each part's headers and decoded body. */
function mimeParts(raw: string) {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/gi)].map((match) => match[1]!);
  const parts: { head: string; body: Buffer }[] = [];
  for (const boundary of boundaries) {
    for (const chunk of raw.split(`--${boundary}`).slice(1, -1)) {
      const split = chunk.indexOf("\r\n\r\n");
      const head = chunk.slice(0, split).replace(/\r\n[ \t]+/g, " ");
      const rawBody = chunk.slice(split + 4);
      const body = /content-transfer-encoding: base64/i.test(head)
        ? Buffer.from(rawBody.replace(/\s+/g, ""), "base64")
        : /content-transfer-encoding: quoted-printable/i.test(head)
          ? Buffer.from(
              rawBody
                .replace(/=\r\n/g, "")
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              "latin1",
            )
          : Buffer.from(rawBody);
      parts.push({ head, body });
    }
  }
  return parts;
}

describe("the outbox and sellers' offers, with a real SMTP server", { timeout: 30_000 }, () => {
  it("emails an offer once: the facts as a table, Reply-To the seller, the edition's tag, the photos attached", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const server = await startTestServer({ smtp: smtpSettings(smtp.port) });
    cleanups.push(() => server.app.close());

    const fields = offerFields({ edition: "fr", name: "Émilie Lefèvre", answerLanguage: "fr" });
    const photos = [
      { name: "ligne.jpg", bytes: await photoBytes({ width: 3000, height: 2000 }) },
      { name: "plaque.png", bytes: await photoBytes({ width: 800, height: 600, format: "png" }) },
    ];
    const response = await postOffer(server.origin, fields, photos);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // The firm's email and the seller's confirmation.
    await until(() => smtp.messages.length === 2);
    await until(async () => (await server.offers.get(id))?.status === "sent");

    const raw = smtp.messages.find((message) =>
      decodeMessage(message).messageId.startsWith(`<offer-${id}`),
    )!;
    const message = decodeMessage(raw);
    expect(message.subject).toBe(
      "[FR] Machine offer: Gravure printing press, Rotomec 4003 MP, 2011",
    );
    expect(message.replyTo).toBe("Émilie Lefèvre <karim@example.com>");
    expect(message.messageId).toBe(`<offer-${id}@flexpack.example>`);
    const parts = mimeParts(raw);
    const text = parts
      .find((part) => /content-type: text\/plain/i.test(part.head))!
      .body.toString();
    expect(text).toMatch(/Type of machine:\s+Gravure printing press/);
    expect(text).toMatch(/Asking price:\s+380,000 EUR/);
    expect(text).toMatch(/Country where it stands:\s+Egypt \(EG\)/);
    expect(text).toMatch(/Answer me in:\s+French \(fr\)/);
    expect(text).toMatch(/npm run inventory:from-offer -- O-\d{4}-\d{3}/);
    const html = parts.find((part) => /content-type: text\/html/i.test(part.head))!.body.toString();
    expect(html).toContain("<table");
    const attachments = parts.filter((part) => /content-disposition: attachment/i.test(part.head));
    expect(attachments.map((part) => /filename="?([^";]+)/.exec(part.head)?.[1])).toEqual([
      "photo-01.jpg",
      "photo-02.jpg",
    ]);
    for (const attachment of attachments) {
      const meta = await sharp(attachment.body).metadata();
      expect(meta.format).toBe("jpeg");
      // Resized to fit a mailbox, without the phone's metadata.
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1600);
      expect(meta.exif).toBeUndefined();
    }

    // The seller's confirmation, in the language they chose, from the firm, replying to the firm.
    const offer = (await server.offers.get(id))!;
    const confirmationRaw = smtp.messages.find((candidate) =>
      decodeMessage(candidate).messageId.startsWith("<offer-confirmation-"),
    )!;
    const confirmation = decodeMessage(confirmationRaw);
    expect(confirmation.subject).toBe(
      `Votre offre de machine ${offer.reference} : Rotative héliogravure, Rotomec 4003 MP, 2011`,
    );
    expect(confirmation.replyTo).toBe("sales@flexpack.example");
    expect(confirmation.head).toMatch(/^To: .*karim@example\.com/im);
    const confirmationText = mimeParts(confirmationRaw)
      .find((part) => /content-type: text\/plain/i.test(part.head))!
      .body.toString();
    expect(confirmationText).toContain("Bonjour Émilie Lefèvre,");
    expect(confirmationText).toMatch(/Nous avons reçu 2 photos et un prix demandé de 380.000.€\./);
    expect(confirmationText).toContain(`Référence\u00a0: ${offer.reference}`);

    // A retried request and some time later: still one email of each.
    await postOffer(server.origin, fields, photos);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.messages).toHaveLength(2);
  });
});
