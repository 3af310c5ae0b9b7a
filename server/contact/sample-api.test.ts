// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sampleFields } from "../../app/islands/sample-form/fields.ts";
import { classifyResponse } from "../../app/islands/submit/submit.ts";

import { startSmtp } from "../test-utils/smtp.ts";
import { startTestServer } from "../test-utils/test-server.ts";

/**
 * POST /api/sample, the film sample request: the same store, outbox, spam
 * checks and rate limit as the contact form, its own rules, reference
 * letter, details and no-JavaScript pages.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ smtp: smtp.settings });
});
afterAll(async () => {
  await server.app.close();
  await smtp.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  product: "bopp-films",
  grade: "bopp-heat-sealable",
  thickness: "20",
  width: "1000",
  core: "6",
  quantity: "50",
  quantityUnit: "kg",
  application:
    "Biscuit packs, printed BOPP laminated to metallized CPP, HFFS at 60 packs a minute.",
  country: "MA",
  city: "Casablanca port",
  company: "Atlas Converting SARL",
  name: "Youssef Benali",
  email: "youssef@atlas.example",
  phone: "+212 522 000 000",
  idempotencyKey: crypto.randomUUID(),
  website: "",
  startedAt: Date.now() - 90_000,
  ...overrides,
});

const postSample = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/sample`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const postSampleForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/sample`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const storedByKey = async (key: string, includeSpam = false) =>
  (await server.store.list({ includeSpam })).filter((inquiry) => inquiry.idempotencyKey === key);

describe("a sample request from the script", () => {
  it("is stored as a sample with its details, answered with an S- reference, and emailed", async () => {
    const sent = request({ thickness: "٢٠", width: "1000,5" });
    const response = await postSample(sent);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { reference: string };
    expect(classifyResponse(201, body, null, sampleFields)).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^S-\d{4}-\d{3}$/),
    });

    const [stored] = await storedByKey(sent.idempotencyKey);
    expect(stored).toMatchObject({
      kind: "sample",
      reference: body.reference,
      subject: "BOPP Films — Heat-sealable, coextruded",
      message: sent.application,
      name: "Youssef Benali",
      edition: "en",
      spam: null,
    });
    expect(Object.fromEntries(stored!.details)).toEqual({
      Product: "BOPP Films",
      Grade: "Heat-sealable, coextruded",
      Thickness: "20 µm",
      Width: "1000.5 mm",
      Core: "6 in",
      "Trial quantity": "50 kg",
      "Delivery country": "Morocco (MA)",
      "City or port": "Casablanca port",
      Company: "Atlas Converting SARL",
    });

    // The outbox emails it to the firm like every inquiry, its details listed.
    await until(() => smtp.messages.some((message) => message.includes(body.reference)));
    const email = smtp.messages.find((message) => message.includes(body.reference))!;
    expect(email).toContain("A sample request from the website.");
    expect(email).toMatch(new RegExp(`^Reference: +${body.reference}\r$`, "m"));
    expect(email).toContain("Reply-To: Youssef Benali <youssef@atlas.example>");
    expect(email).toMatch(/^Trial quantity: +50 kg\r$/m);
    expect(email).toMatch(/^City or port: +Casablanca port\r$/m);
  });

  it("answers a retry with the same reference and stores it once", async () => {
    const sent = request();
    const first = (await (await postSample(sent)).json()) as { reference: string };
    const again = await postSample(sent);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { reference: string }).reference).toBe(first.reference);
    expect(await storedByKey(sent.idempotencyKey)).toHaveLength(1);
  });

  it("takes 'advise me' and blank sizes", async () => {
    const sent = request({ grade: "advise", thickness: "", width: "", core: "" });
    expect((await postSample(sent)).status).toBe(201);
    const [stored] = await storedByKey(sent.idempotencyKey);
    expect(stored!.subject).toBe("BOPP Films — Not sure, advise");
    expect(Object.fromEntries(stored!.details)).toMatchObject({
      Thickness: "(not given)",
      Width: "(not given)",
      Core: "(no preference)",
    });
  });

  it("answers invalid fields with 400 and the edition's messages, and stores nothing", async () => {
    const sent = request({
      product: "inks",
      grade: "cpp-retort",
      thickness: "2000",
      quantity: "",
      country: "XX",
      city: " ",
      email: "not-an-email",
      edition: "fr",
    });
    const response = await postSample(sent);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toEqual({
      product: "Veuillez choisir le film",
      grade: "Cette qualité n’existe pas pour le film choisi",
      // The French edition's typography: a narrow no-break space before the colon.
      thickness: expect.stringMatching(
        /^Épaisseur en µm\s:\sindiquez un nombre compris entre 5 et 500$/u,
      ),
      quantity: "Veuillez indiquer la quantité d’essai",
      country: "Veuillez choisir le pays de livraison",
      city: "Veuillez indiquer la ville ou le port de livraison",
      email: "Veuillez saisir une adresse e-mail valide",
    });
    expect(await storedByKey(sent.idempotencyKey, true)).toEqual([]);
  });

  it("refuses a grade of another film even when everything else is right", async () => {
    const response = await postSample(request({ grade: "pet-metallized" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      errors: { grade: "This grade is not made in the film you chose" },
    });
  });

  it("keeps a filled honeypot out of the inquiries but answers it like a success", async () => {
    const sent = request({ website: "http://spam.example" });
    expect((await postSample(sent)).status).toBe(201);
    expect(await storedByKey(sent.idempotencyKey)).toEqual([]);
    expect((await storedByKey(sent.idempotencyKey, true))[0]?.spam).toBeTruthy();
  });
});

describe("a sample request without JavaScript", () => {
  const formFields = (overrides: Record<string, string> = {}) => {
    const { idempotencyKey: _key, startedAt: _started, ...fields } = request();
    return {
      ...(fields as Record<string, string>),
      startedAt: String(Date.now() - 90_000),
      ...overrides,
    };
  };

  it("redirects with 303 to the edition's thank-you, with the reference", async () => {
    const response = await postSampleForm(formFields({ edition: "ar" }));
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/ar\/sample-request\?sent=1&ref=S-\d{4}-\d{3}#sample-sent$/);
    const reference = new URL(location, server.origin).searchParams.get("ref");
    const stored = (await server.store.list()).find((inquiry) => inquiry.reference === reference);
    expect(stored).toMatchObject({ kind: "sample", channel: "form", edition: "ar" });
  });

  it("answers invalid input with the form again in the edition, every value and choice kept", async () => {
    const response = await postSampleForm(
      formFields({
        edition: "ar",
        grade: "bopp-matte",
        core: "3",
        quantityUnit: "rolls",
        quantity: "",
        company: "شركة الأطلس <b>",
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("يرجى ذكر كمية التجربة");
    expect(html).toContain('aria-describedby="field-quantity-error"');
    expect(html).toContain('<option value="bopp-films" selected>');
    expect(html).toContain('<option value="bopp-matte" selected>');
    expect(html).toContain('<option value="3" selected>');
    expect(html).toContain('<option value="rolls" selected>');
    expect(html).toContain('<option value="MA" selected>');
    expect(html).toContain('value="شركة الأطلس &lt;b&gt;"');
    expect(html).toContain("Biscuit packs, printed BOPP");
    expect(html).toContain('action="/api/sample"');
    expect(html).toContain('<input type="hidden" name="edition" value="ar">');
    expect(html).toContain('href="/ar/sample-request"');
    expect(html).toContain('href="/ar/privacy"');
  });

  it("selects a grade listed under two films once", async () => {
    const response = await postSampleForm(
      formFields({ product: "metallized-films", grade: "bopp-metallized", quantity: "" }),
    );
    const html = await response.text();
    expect(html.match(/<option value="bopp-metallized" selected>/g)).toHaveLength(1);
  });
});

describe("the rate limit", () => {
  let limited: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimit: { max: 1, windowMs: 60_000 } });
  });
  afterAll(() => limited.app.close());

  it("is the contact form's: 429 with Retry-After, a page in the edition without JavaScript", async () => {
    const post = (body: string, type: string, headers: Record<string, string> = {}) =>
      fetch(`${limited.origin}/api/sample`, {
        method: "POST",
        headers: { "content-type": type, ...headers },
        body,
      });
    expect((await post(JSON.stringify(request()), "application/json")).status).toBe(201);
    const refused = await post(JSON.stringify(request()), "application/json");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const page = await post("name=x", "application/x-www-form-urlencoded", {
      referer: `${limited.origin}/fr/sample-request`,
    });
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toContain("Votre demande d’échantillons n’a pas été envoyée.");
    expect(html).toContain('href="/fr/sample-request"');
  });
});
