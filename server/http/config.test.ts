// @vitest-environment node
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { ConfigError, configFromEnv } from "./config.ts";

describe("configFromEnv", () => {
  it("has working defaults: port 3000 on every interface, ./data, 5 posts a minute, no email", () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: resolve("data"),
      smtp: null,
      rateLimit: { max: 5, windowMs: 60_000 },
      trustProxy: false,
    });
    expect(config.buildDir).toBe(resolve(import.meta.dirname, "../../build"));
  });

  it("reads every setting", () => {
    const config = configFromEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/flexpack",
      SMTP_URL: "smtps://user:pass@smtp.example.com",
      CONTACT_TO: "sales@flexpack.example",
      CONTACT_FROM: "Website <web@flexpack.example>",
      CONTACT_RATE_LIMIT: "10",
      CONTACT_RATE_WINDOW: "300",
      TRUST_PROXY: "loopback",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/flexpack",
      smtp: {
        url: "smtps://user:pass@smtp.example.com",
        to: "sales@flexpack.example",
        from: "Website <web@flexpack.example>",
      },
      rateLimit: { max: 10, windowMs: 300_000 },
      trustProxy: "loopback",
    });
    expect(configFromEnv({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
  });

  it("turns the rate limit off with 0", () => {
    expect(configFromEnv({ CONTACT_RATE_LIMIT: "0" }).rateLimit).toBeNull();
  });

  it("refuses settings it cannot use", () => {
    expect(() => configFromEnv({ PORT: "http" })).toThrow(ConfigError);
    expect(() => configFromEnv({ CONTACT_RATE_LIMIT: "-1" })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => configFromEnv({ SMTP_URL: "smtp://localhost" })).toThrow(
      /CONTACT_TO and CONTACT_FROM/,
    );
  });

  it("reads the machine alerts' secret and the links' origin, and refuses a short secret", () => {
    expect(configFromEnv({}).alerts).toEqual({
      secret: null,
      siteUrl: "https://www.flexpack.example",
    });
    const secret = "0123456789abcdef0123456789abcdef";
    expect(
      configFromEnv({ ALERTS_SECRET: secret, SITE_URL: "https://www.example.com/" }).alerts,
    ).toEqual({ secret, siteUrl: "https://www.example.com" });
    expect(() => configFromEnv({ ALERTS_SECRET: "short" })).toThrow(/ALERTS_SECRET/);
    expect(() => configFromEnv({ SITE_URL: "www.example.com" })).toThrow(/SITE_URL/);
  });
});
