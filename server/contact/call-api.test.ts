// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { company } from "../../app/content/company.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { callFields } from "../../app/islands/call-form/fields.ts";
import { classifyResponse } from "../../app/islands/submit/submit.ts";
import { bookableSlots, slotId } from "../../app/lib/call-slots.ts";

import { startTestServer } from "../test-utils/test-server.ts";

import { inquiryEmail } from "./inquiry-email.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

/** Slots the page offers now, as the form sends them. */
const offered = () => bookableSlots(company, Date.now()).map(slotId);

const request = (overrides: Record<string, unknown> = {}) => ({
  name: "Faisal Al-Harbi",
  email: "faisal@example.sa",
  phone: "+966 11 000 0000",
  company: "Riyadh Flexibles",
  topic: "technical-advisory",
  note: "Seal failures on a metallized CPP laminate.",
  timeZone: "Asia/Riyadh",
  slots: offered().slice(0, 2),
  idempotencyKey: crypto.randomUUID(),
  website: "",
  startedAt: Date.now() - 60_000,
  edition: "ar",
  ...overrides,
});

const post = (body: unknown) =>
  fetch(`${server.origin}/api/call`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const postForm = (
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) =>
  fetch(`${server.origin}/api/call`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(
      Object.entries(fields).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => [name, item]),
      ),
    ).toString(),
  });

const storedByKey = async (key: string) =>
  (await server.store.list()).filter((inquiry) => inquiry.idempotencyKey === key);

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: Record<string, string> }).errors;

describe("POST /api/call with JSON (the form's script)", () => {
  it("stores a call request with its slots in office and visitor time, and answers its R- reference", async () => {
    const sent = request();
    const response = await post(sent);
    expect(response.status).toBe(201);
    const outcome = classifyResponse(response.status, await response.json(), null, callFields);
    expect(outcome).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^R-\d{4}-\d{3}$/),
    });

    const [stored, ...others] = await storedByKey(sent.idempotencyKey);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      kind: "call",
      status: "pending",
      edition: "ar",
      subject: "Technical advisory",
      phone: sent.phone,
      message: sent.note,
    });
    const details = Object.fromEntries(stored!.details);
    expect(details).toMatchObject({
      Topic: "Technical advisory",
      Company: "Riyadh Flexibles",
      "Visitor time zone": "Asia/Riyadh",
    });
    // Each slot in the office's time and the visitor's: "Mon 30 Nov, 09:00 office time (Mon 30 Nov, 17:00 in Asia/Riyadh)".
    expect(details["Preferred time 1"]).toMatch(
      /^\w{3} \d{1,2} \w{3}, \d\d:00 office time \(\w{3} \d{1,2} \w{3}, \d\d:00 in Asia\/Riyadh\)$/,
    );
    expect(details["Preferred time 2"]).toBeDefined();

    // The outbox's email names the kind, the reference and the topic, and lists the slots.
    const email = inquiryEmail(stored!, { to: "office@example.com", from: "site@example.com" });
    expect(email.subject).toContain(`Call request ${stored!.reference}: Technical advisory`);
    expect(String(email.text)).toContain("Preferred time 1");
  });

  it("answers a retry with the same reference and stores it once", async () => {
    const sent = request({ slots: offered().slice(2, 5) });
    const first = (await (await post(sent)).json()) as { reference: string };
    const again = await post(sent);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { reference: string }).reference).toBe(first.reference);
    expect(await storedByKey(sent.idempotencyKey)).toHaveLength(1);
  });

  it("refuses one slot, four, a duplicate, a closed hour and a past one, in the edition's words", async () => {
    const [a, b, c, d] = offered();
    const { messages } = getEdition("fr").t.callRequest;
    const cases = [
      [[a], messages.slotsCount],
      [[a, b, c, d], messages.slotsCount],
      [[a, a], messages.slotInvalid],
      // 03:00 at the office, and a Sunday slot long past.
      [[a, a!.replace(/T\d\d/, "T08")], messages.slotInvalid],
      [[a, "2020-01-06T14:00:00.000Z"], messages.slotInvalid],
      [[a, "tomorrow at five"], messages.slotInvalid],
    ] as const;
    for (const [slots, message] of cases) {
      const response = await post(request({ slots, edition: "fr" }));
      expect(response.status, JSON.stringify(slots)).toBe(400);
      expect((await errorsOf(response)).slots).toBe(message);
    }
  });

  it("names each missing field in the edition's words", async () => {
    const { messages } = getEdition("fr").t.callRequest;
    const response = await post({ idempotencyKey: crypto.randomUUID(), edition: "fr" });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual({
      timeZone: messages.timeZoneInvalid,
      preferredTimes: messages.preferredTimesRequired,
      topic: messages.topicRequired,
      name: messages.nameRequired,
      email: messages.emailRequired,
      phone: messages.phoneRequired,
    });
  });

  it("requires a real time zone, a phone and a topic", async () => {
    const { messages } = getEdition("ar").t.callRequest;
    const response = await post(request({ timeZone: "Mars/Olympus", phone: " ", topic: "gossip" }));
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toMatchObject({
      timeZone: messages.timeZoneInvalid,
      phone: messages.phoneRequired,
      topic: messages.topicRequired,
    });
  });
});

describe("POST /api/call from the plain form (no JavaScript)", () => {
  const fields = {
    name: "Chidi Okeke",
    email: "chidi@example.ng",
    phone: "+234 1 000 0000",
    company: "",
    topic: "procurement",
    note: "",
    timeZone: "Africa/Lagos",
    preferredTimes: "Tuesday or Wednesday, 15:00 to 17:00",
    website: "",
    edition: "fr",
  };

  it("stores the times as written and redirects 303 to the edition's thank-you with the reference", async () => {
    const response = await postForm(fields);
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/fr\/request-a-call\?sent=1&ref=R-\d{4}-\d{3}#call-requested$/);
    const reference = new URL(location, server.origin).searchParams.get("ref");
    const [stored] = (await server.store.list()).filter((item) => item.reference === reference);
    expect(stored).toMatchObject({ kind: "call", channel: "form", edition: "fr" });
    expect(stored!.details).toContainEqual(["Preferred times (as written)", fields.preferredTimes]);
  });

  it("accepts the slots a page sends as repeated fields", async () => {
    const response = await postForm({
      ...fields,
      preferredTimes: "",
      slots: offered().slice(0, 3),
    });
    expect(response.status).toBe(303);
  });

  it("answers invalid input with the form again in the edition, every value kept", async () => {
    const response = await postForm({
      ...fields,
      email: "chidi@",
      preferredTimes: "",
      edition: "ar",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    const { messages } = getEdition("ar").t.callRequest;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(messages.emailInvalid);
    expect(html).toContain(messages.preferredTimesRequired);
    expect(html).toContain('value="Chidi Okeke"');
    expect(html).toContain('value="chidi@"');
    expect(html).toContain('<option value="Africa/Lagos" selected>');
    expect(html).toContain('<option value="procurement" selected>');
    expect(html).toContain('aria-describedby="field-email-error"');
  });

  it("answers a zone named like an object's method with the form again, not a 500", async () => {
    for (const timeZone of ["toString", "valueOf", "__proto__", "constructor"]) {
      const response = await postForm({ ...fields, timeZone });
      expect(response.status, timeZone).toBe(400);
      expect(await response.text()).toContain('<html lang="fr"');
    }
  });
});
