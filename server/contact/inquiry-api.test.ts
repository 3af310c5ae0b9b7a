// @vitest-environment node
import { createHash } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getEdition } from "../../app/i18n/editions.ts";
import { contactFields } from "../../app/islands/contact-form/fields.ts";
import { classifyResponse } from "../../app/islands/submit/submit.ts";

import { postJson, startTestServer, submission } from "../test-utils/test-server.ts";

import { FORM_BODY_LIMIT, JSON_BODY_LIMIT } from "./inquiry-api.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

const postForm = (
  fields: Record<string, string>,
  origin = server.origin,
  headers: Record<string, string> = {},
) =>
  fetch(`${origin}/api/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** The one stylesheet of a no-JavaScript page, which its policy must allow by hash. */
function expectStyleAllowed(html: string, policy: string) {
  const css = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
  const hash = createHash("sha256").update(css, "utf8").digest("base64");
  expect(policy).toContain(`style-src 'sha256-${hash}'`);
  expect(policy).not.toContain("unsafe");
}

const formFields = {
  name: "Jean Dupont",
  email: "jean@example.fr",
  phone: "",
  subject: "Used slitter",
  message: "Is the 2016 slitter still available?",
  website: "",
};

async function outcome(response: Response) {
  const body: unknown = await response.json();
  return {
    body,
    outcome: classifyResponse(
      response.status,
      body,
      response.headers.get("retry-after"),
      contactFields,
    ),
  };
}

const storedByKey = async (key: string, includeSpam = false) =>
  (await server.store.list({ includeSpam })).filter((inquiry) => inquiry.idempotencyKey === key);

describe("JSON from the script", () => {
  it("stores a valid message before answering 201 with its id", async () => {
    const sent = submission({ name: "  Amina Yusuf  " });
    const response = await postJson(server.origin, sent);
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { body, outcome: result } = await outcome(response);
    expect(result).toEqual({
      ok: true,
      id: expect.any(String),
      reference: expect.stringMatching(/^C-\d{4}-\d{3}$/),
    });
    const [stored, ...others] = await storedByKey(sent.idempotencyKey);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      id: (body as { id: string }).id,
      name: "Amina Yusuf",
      email: sent.email,
      message: sent.message,
      channel: "script",
      spam: null,
      status: "pending",
    });
  });

  it("answers a retry with the original result and never stores it twice", async () => {
    const sent = submission();
    const first = await (await postJson(server.origin, sent)).json();
    const retry = await postJson(server.origin, { ...sent, message: "A changed retry" });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(first);
    const stored = await storedByKey(sent.idempotencyKey);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toBe(sent.message);
  });

  it("answers invalid fields with 400 and the form's own messages", async () => {
    const response = await postJson(
      server.origin,
      submission({ email: "amina@", name: "", subject: undefined }),
    );
    expect(response.status).toBe(400);
    const { body, outcome: result } = await outcome(response);
    expect(body).toMatchObject({
      ok: false,
      errors: {
        email: "Please enter a valid email",
        name: "Name is required",
        subject: "Subject is required",
      },
    });
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { email: "Please enter a valid email" },
    });
  });

  it.each([
    ["malformed JSON", 400, "application/json", '{"name": "Amina",'],
    ["an empty JSON body", 400, "application/json", ""],
    ["JSON that is not an object", 400, "application/json", '["a", "b"]'],
    ["null", 400, "application/json", "null"],
    ["a prototype-poisoning body", 400, "application/json", '{"__proto__": {"admin": true}}'],
    ["plain text", 415, "text/plain", "Hello"],
    ["multipart", 415, "multipart/form-data; boundary=x", "--x--"],
    ["XML", 415, "application/xml", "<a/>"],
  ])("answers %s with %i, never a 5xx", async (_label, status, type, body) => {
    const response = await fetch(`${server.origin}/api/contact`, {
      method: "POST",
      headers: { "content-type": type },
      body,
    });
    expect(response.status).toBe(status);
    const { outcome: result } = await outcome(response);
    expect(result).toMatchObject({ ok: false, reason: "rejected" });
  });

  it("answers a body without a content type with 415", async () => {
    const response = await fetch(`${server.origin}/api/contact`, {
      method: "POST",
      body: new Blob(["name=x"]),
    });
    expect(response.status).toBe(415);
  });

  it("answers a body over 16 KB with 413", async () => {
    const body = JSON.stringify(submission({ message: "x".repeat(JSON_BODY_LIMIT) }));
    const response = await postJson(server.origin, body);
    expect(response.status).toBe(413);
    expect((await outcome(response)).outcome).toEqual({ ok: false, reason: "too-large" });
  });

  it("accepts a full-length message in a script that needs two bytes a character", async () => {
    const sent = submission({ message: "ر".repeat(5000) });
    expect((await postJson(server.origin, sent)).status).toBe(201);
  });

  it("answers other methods and paths under /api/ in JSON", async () => {
    const get = await fetch(`${server.origin}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const other = await fetch(`${server.origin}/api/inquiries`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ ok: false });
  });
});

describe("spam", () => {
  it("answers a filled honeypot like a success but keeps it out of the inquiries", async () => {
    const sent = submission({ website: "https://spam.example" });
    const response = await postJson(server.origin, sent);
    expect(response.status).toBe(201);
    expect((await outcome(response)).outcome.ok).toBe(true);
    expect(await storedByKey(sent.idempotencyKey)).toEqual([]);
    const [spam] = await storedByKey(sent.idempotencyKey, true);
    expect(spam).toMatchObject({ status: "spam", spam: "honeypot filled" });
  });

  it("treats a form sent within 3 seconds of opening as spam", async () => {
    const sent = submission({ startedAt: Date.now() - 1000 });
    expect((await postJson(server.origin, sent)).status).toBe(201);
    expect(await storedByKey(sent.idempotencyKey)).toEqual([]);
    expect((await storedByKey(sent.idempotencyKey, true))[0]!.spam).toBe("sent within 3 seconds");
  });

  it("does not take a visitor whose clock runs ahead for a bot", async () => {
    const sent = submission({ startedAt: Date.now() + 5 * 60_000 });
    expect((await postJson(server.origin, sent)).status).toBe(201);
    expect(await storedByKey(sent.idempotencyKey)).toHaveLength(1);
  });
});

describe("the plain form post (no JavaScript)", () => {
  it("stores the message and redirects with 303 to the contact page's thank-you state", async () => {
    const fields = { ...formFields, message: `Plain post ${crypto.randomUUID()}` };
    const response = await postForm(fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      /^\/contact\?sent=1&ref=C-\d{4}-\d{3}#message-sent$/,
    );
    const stored = (await server.store.list()).filter(
      (inquiry) => inquiry.message === fields.message,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ channel: "form", name: fields.name, phone: "" });
  });

  it("stores a form sent twice (a double click) once", async () => {
    const fields = { ...formFields, message: `Twice ${crypto.randomUUID()}` };
    expect((await postForm(fields)).status).toBe(303);
    expect((await postForm(fields)).status).toBe(303);
    const stored = (await server.store.list()).filter(
      (inquiry) => inquiry.message === fields.message,
    );
    expect(stored).toHaveLength(1);
  });

  it("answers invalid input with the form again: the visitor's text and a message at each field", async () => {
    const response = await postForm({
      ...formFields,
      email: "jean@",
      message: `<b>Keep</b> "this" & that`,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("unsafe");
    const html = await response.text();
    // Its one stylesheet is allowed by hash, and nothing else.
    expectStyleAllowed(html, policy);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("<h1>Your message was not sent.</h1>");
    expect(html).toContain("<h2>Please correct:</h2>");
    expect(html).toContain('<a href="/contact">Back to the contact page</a>');
    expect(html).toContain('<input type="hidden" name="edition" value="en">');
    expect(html).toContain('<a href="#field-email">Email: Please enter a valid email</a>');
    expect(html).toMatch(
      /<input id="field-email" name="email" required aria-invalid="true" aria-describedby="field-email-error"[^>]*value="jean@">/,
    );
    expect(html).toContain("&lt;b&gt;Keep&lt;/b&gt; &quot;this&quot; &amp; that</textarea>");
    expect(html).toContain(`value="${formFields.name}"`);
    expect(html).toContain('<form method="post" action="/api/contact">');
    expect(html).not.toContain("<script");
  });

  it("answers an oversized form post with a page that says so", async () => {
    const response = await postForm({ ...formFields, message: "é".repeat(FORM_BODY_LIMIT / 4) });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("Your message is too long to send.");
    expect(html).toContain("Your browser&#39;s Back button takes you back to your message.");
  });

  it("answers an oversized post in the edition of the page it came from", async () => {
    const response = await postForm(
      { ...formFields, edition: "fr", message: "é".repeat(FORM_BODY_LIMIT / 4) },
      server.origin,
      { referer: `${server.origin}/fr/contact` },
    );
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain("Votre message est trop long pour être envoyé.");
  });

  it("takes a full-length message in a non-Latin script, which percent-encoding triples", async () => {
    const response = await postForm({ ...formFields, message: "ر".repeat(5000) });
    expect(response.status).toBe(303);
  });
});

describe("the editions", () => {
  const french = {
    ...formFields,
    name: "Jeanne Dupont",
    subject: "Film BOPP",
    message: "Bonjour, pourriez-vous nous faire une offre ?",
    edition: "fr",
  };
  const arabic = {
    ...formFields,
    name: "أمينة يوسف",
    email: "amina@example.com",
    subject: "عرض سعر لأفلام BOPP",
    message: "نرجو تزويدنا بعرض سعر لعشرين طنًا.",
    edition: "ar",
  };
  const storedWith = async (message: string) =>
    (await server.store.list()).filter((inquiry) => inquiry.message === message);

  it("answers a French form post without a name in French, on a French page", async () => {
    const response = await postForm({ ...french, name: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectStyleAllowed(html, response.headers.get("content-security-policy") ?? "");
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain("<h1>Votre message n’a pas été envoyé.</h1>");
    expect(html).toContain("<p>Veuillez corriger les champs signalés et réessayer.</p>");
    expect(html).toContain('<a href="#field-name">Nom\u00a0: le nom est obligatoire</a>');
    expect(html).toContain('<p class="error" id="field-name-error">Le nom est obligatoire</p>');
    expect(html).toContain(
      '<label for="field-phone">Téléphone <span class="hint">(facultatif)</span>',
    );
    expect(html).toContain('<button type="submit">Envoyer le message</button>');
    // Its links stay in the edition; the next post names it again.
    expect(html).toContain('<p class="brand"><a href="/fr" dir="ltr">');
    expect(html).toContain('<a href="/fr/contact">');
    expect(html).toContain('<input type="hidden" name="edition" value="fr">');
    expect(html).toContain(`value="${french.subject}"`);
    expect(html).not.toContain("Please correct");
  });

  it("answers an Arabic form post right to left, with addresses left to right", async () => {
    const response = await postForm({ ...arabic, email: "amina@" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectStyleAllowed(html, response.headers.get("content-security-policy") ?? "");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<h1>لم تُرسل رسالتكم.</h1>");
    expect(html).toContain("<h2>يرجى تصحيح ما يلي:</h2>");
    expect(html).toContain("يرجى إدخال بريد إلكتروني صحيح");
    expect(html).toContain('<a href="/ar/contact">العودة إلى صفحة التواصل</a>');
    expect(html).toMatch(/<a href="mailto:[^"]+" dir="ltr">/);
    expect(html).toMatch(/<a href="tel:[^"]+" dir="ltr">/);
    expect(html).toMatch(/<input id="field-email"[^>]* dir="ltr" value="amina@">/);
    expect(html).toMatch(/<input id="field-phone"[^>]* dir="ltr" value="">/);
    for (const field of ["name", "subject"]) {
      expect(html).toMatch(new RegExp(`<input id="field-${field}"[^>]* dir="auto" value=`));
    }
    expect(html).toMatch(/<textarea id="field-message"[^>]* dir="auto" rows="8">/);
    expect(html).toContain(`>${arabic.message}</textarea>`);
    expect(html).toContain('<input type="hidden" name="edition" value="ar">');
    // The page mirrors by `dir` alone: its styles use logical properties only.
    const css = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    expect(css).not.toMatch(/(margin|padding|border)-(left|right)|\b(left|right):|text-align/);
  });

  it("takes the edition from the Referer when the form does not name it", async () => {
    const { edition: _, ...unnamed } = french;
    const response = await postForm({ ...unnamed, name: "" }, server.origin, {
      referer: `${server.origin}/fr/contact?subject=Film`,
    });
    expect(await response.text()).toContain("Le nom est obligatoire");
    // The form's own field wins over the Referer, and an unknown one is English.
    const named = await postForm({ ...arabic, name: "" }, server.origin, {
      referer: `${server.origin}/fr/contact`,
    });
    expect(await named.text()).toContain('<html lang="ar" dir="rtl">');
    const unknown = await postForm({ ...french, edition: "de", name: "" });
    expect(await unknown.text()).toContain("Name is required");
  });

  it("never answers by the browser's language", async () => {
    const response = await postForm({ ...formFields, edition: "", name: "" }, server.origin, {
      "accept-language": "fr-FR,fr;q=0.9",
    });
    expect(await response.text()).toContain('<html lang="en" dir="ltr">');
  });

  it("redirects a sent Arabic form to the Arabic thank-you and stores the edition", async () => {
    const fields = { ...arabic, message: `${arabic.message} ${crypto.randomUUID()}` };
    const response = await postForm(fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      /^\/ar\/contact\?sent=1&ref=C-\d{4}-\d{3}#message-sent$/,
    );
    const [stored, ...others] = await storedWith(fields.message);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ edition: "ar", channel: "form", name: arabic.name });
  });

  it("redirects a French form sent without its field to the French thank-you, by the Referer", async () => {
    const { edition: _, ...unnamed } = french;
    const fields = { ...unnamed, message: `Referer ${crypto.randomUUID()}` };
    const response = await postForm(fields, server.origin, {
      referer: `${server.origin}/fr/contact`,
    });
    expect(response.headers.get("location")).toMatch(
      /^\/fr\/contact\?sent=1&ref=C-\d{4}-\d{3}#message-sent$/,
    );
    expect((await storedWith(fields.message))[0]).toMatchObject({ edition: "fr" });
  });

  it("answers JSON in the edition it names and stores that edition", async () => {
    const invalid = await postJson(
      server.origin,
      submission({ edition: "fr", name: "", subject: "x".repeat(200) }),
    );
    expect(invalid.status).toBe(400);
    const { errors } = (await invalid.json()) as { errors: Record<string, string> };
    expect(errors.name).toBe("Le nom est obligatoire");
    expect(errors.subject).toBe(
      getEdition("fr")
        .t.contact.messages.tooLong.replace("{label}", "Objet")
        .replace("{max}", "150"),
    );
    // French typography: no-break spaces inside the quotes and before the unit.
    expect(errors.subject).toMatch(/^Le champ «.Objet.» ne doit pas dépasser 150.caractères$/u);
    const arabicErrors = await postJson(server.origin, submission({ edition: "ar", email: "" }));
    expect(await arabicErrors.json()).toMatchObject({
      errors: { email: "البريد الإلكتروني مطلوب" },
    });

    for (const [edition, expected] of [
      ["ar", "ar"],
      ["fr", "fr"],
      [undefined, "en"],
      ["xx", "en"],
    ] as const) {
      const sent = submission({ edition });
      const response = await postJson(server.origin, sent, {
        referer: `${server.origin}/ar/contact`,
      });
      expect(response.status, String(edition)).toBe(201);
      const [stored] = await storedByKey(sent.idempotencyKey);
      expect(stored!.edition, String(edition)).toBe(expected);
    }
  });
});

describe("rate limit", () => {
  let limited: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(() => limited.app.close());

  it("answers the third post in a minute with 429 and Retry-After", async () => {
    expect((await postJson(limited.origin, submission())).status).toBe(201);
    expect((await postJson(limited.origin, submission())).status).toBe(201);
    const response = await postJson(limited.origin, submission());
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { outcome: result } = await outcome(response);
    expect(result).toEqual({ ok: false, reason: "rate-limited", retryAfterSeconds: retryAfter });

    const form = await postForm(formFields, limited.origin);
    expect(form.status).toBe(429);
    const html = await form.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(
      "Too many messages were sent from your connection. Please try again in a minute.",
    );
    expectStyleAllowed(html, form.headers.get("content-security-policy") ?? "");

    // Refused before its body is read: the edition comes from the Referer.
    const arabic = await postForm(formFields, limited.origin, {
      referer: `${limited.origin}/ar/contact`,
    });
    expect(arabic.status).toBe(429);
    const arabicHtml = await arabic.text();
    expect(arabicHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arabicHtml).toContain(
      "أُرسل عدد كبير جدًا من الرسائل من اتصالكم. يرجى المحاولة مرة أخرى بعد دقيقة.",
    );
    const french = await postForm(formFields, limited.origin, {
      referer: `${limited.origin}/fr/contact`,
    });
    expect(await french.text()).toContain(
      "Trop de messages ont été envoyés depuis votre connexion. Veuillez réessayer dans une minute.",
    );

    // Pages are not limited.
    expect((await fetch(`${limited.origin}/about`)).status).toBe(200);
  });
});
