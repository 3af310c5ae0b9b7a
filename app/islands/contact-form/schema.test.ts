// @vitest-environment node
import { describe, expect, it } from "vitest";

import { contact } from "~/content/contact";

import { createContactSchema, createSubmissionSchema, fieldErrors } from "./schema";

const { form: contactFormCopy, messages: contactMessages } = contact;

const contactSchema = createContactSchema(contactMessages, contactFormCopy.labels);
const contactSubmissionSchema = createSubmissionSchema(contactMessages, contactFormCopy.labels);

const valid = {
  name: "Amina Yusuf",
  email: "amina@example.com",
  phone: "",
  subject: "BOPP film quote",
  message: "Please quote 20 tonnes of 20 micron BOPP.",
};

const errorsFor = (values: Record<string, unknown>) => {
  const result = contactSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};

describe("contactSchema", () => {
  it("accepts a complete message and trims every field", () => {
    const result = contactSchema.parse({ ...valid, name: "  Amina  ", phone: " +971 4 000 " });
    expect(result.name).toBe("Amina");
    expect(result.phone).toBe("+971 4 000");
  });

  it("gives the spec's message for each required field", () => {
    expect(errorsFor({ name: "", email: "", phone: "", subject: "", message: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("treats whitespace-only values as empty", () => {
    expect(errorsFor({ ...valid, name: "   ", message: "\n\t" })).toEqual({
      name: "Name is required",
      message: "Message is required",
    });
  });

  it("rejects an invalid email with the spec's message", () => {
    for (const email of ["amina", "amina@", "@example.com", "amina@example", "a b@example.com"]) {
      expect(errorsFor({ ...valid, email }), email).toEqual({
        email: "Please enter a valid email",
      });
    }
  });

  it("has no rule for phone, which is optional", () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(contactSchema.parse(withoutPhone).phone).toBe("");
    expect(errorsFor({ ...valid, phone: "anything at all" })).toEqual({});
  });

  it("caps each field's length with a clear message", () => {
    expect(errorsFor({ ...valid, name: "x".repeat(101) })).toEqual({
      name: "Name must be 100 characters or fewer",
    });
    expect(errorsFor({ ...valid, name: "x".repeat(100) })).toEqual({});
    expect(errorsFor({ ...valid, phone: "1".repeat(41) }).phone).toMatch(/40 characters/);
    expect(errorsFor({ ...valid, subject: "s".repeat(151) }).subject).toMatch(/150 characters/);
    expect(errorsFor({ ...valid, message: "m".repeat(5001) }).message).toBe(
      "Message must be 5,000 characters or fewer",
    );
    expect(errorsFor({ ...valid, email: `${"e".repeat(250)}@example.com` }).email).toMatch(
      /254 characters/,
    );
  });
});

describe("contactSubmissionSchema", () => {
  it("requires an idempotency key and keeps the spam-filter fields", () => {
    expect(contactSubmissionSchema.safeParse(valid).success).toBe(false);
    const parsed = contactSubmissionSchema.parse({
      ...valid,
      idempotencyKey: "0f4c7a9e-5b1d-4c9e-9d1a-2f3b4c5d6e7f",
      startedAt: "1700000000000",
    });
    expect(parsed.website).toBe("");
    expect(parsed.startedAt).toBe(1_700_000_000_000);
  });
});
