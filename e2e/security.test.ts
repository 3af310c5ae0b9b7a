import type { APIRequestContext } from "@playwright/test";

import { paths } from "../app/content/paths.ts";
import { splitLocale } from "../app/i18n/locales.ts";
import { cspHash, findInlineScripts } from "../scripts/postbuild/inline-scripts.ts";
import { findInlineStyles, findStyleAttributes } from "../scripts/postbuild/inline-styles.ts";

import { expect, gotoReady, once, test, type Page } from "./fixtures.ts";
import { editionPaths } from "./site-data.ts";

/**
 * The production server's headers on every route, and the pages working
 * under their Content-Security-Policy (nothing by default, inline scripts
 * and styles by hash only): hydrated, interactive, and without a single
 * violation reported by the browser.
 */

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

const policyOf = async (request: APIRequestContext, path: string) =>
  (await request.get(path)).headers()["content-security-policy"];

test.describe("security headers", once, () => {
  // One test per page, in every edition: a failure names its page.
  for (const path of editionPaths) {
    test(`${path} sends its own policy, HSTS and the other headers`, async ({ request }) => {
      const response = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["strict-transport-security"], path).toBe("max-age=31536000");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["cache-control"], path).toBe("no-cache");
      expect(headers.etag, path).toBeTruthy();
      expect(headers["content-encoding"], path).toBe("br");

      const header = headers["content-security-policy"]!;
      expect(header, path).not.toContain("unsafe");
      const policy = directives(header);
      expect(policy.get("default-src"), path).toEqual(["'none'"]);
      for (const name of ["frame-ancestors", "object-src", "base-uri"]) {
        expect(policy.get(name), `${path} ${name}`).toEqual(["'none'"]);
      }
      for (const name of ["font-src", "connect-src", "manifest-src", "form-action"]) {
        expect(policy.get(name), `${path} ${name}`).toEqual(["'self'"]);
      }
      // The seller's form previews chosen photos from blob: URLs; no other page may.
      expect(policy.get("img-src"), `${path} img-src`).toEqual(
        splitLocale(path).path === paths.sellEquipment ? ["'self'", "blob:"] : ["'self'"],
      );
      const hashes = (name: string) => {
        const [self, ...rest] = policy.get(name)!;
        expect(self, `${path} ${name}`).toBe("'self'");
        expect(
          rest.every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
          `${path} ${name}`,
        ).toBe(true);
        return rest;
      };
      const scriptHashes = hashes("script-src");
      const styleHashes = hashes("style-src");

      // Every page has JSON-LD and the inlined stylesheet, and each is one of the hashes.
      const html = await response.text();
      const scripts = findInlineScripts(html);
      const styles = findInlineStyles(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(styles.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(scriptHashes, path).toContain(cspHash(script.content));
      for (const style of styles) expect(styleHashes, path).toContain(cspHash(style.content));
      expect(findStyleAttributes(html), path).toEqual([]);
    });
  }

  test("each page has a policy of its own", async ({ request }) => {
    // Per-page policies: the pages' scripts differ, so do their policies.
    expect(await policyOf(request, paths.home)).not.toBe(await policyOf(request, paths.contact));
  });

  test("hashed assets are immutable; missing files are a plain 404", async ({ request }) => {
    // Home (the site script, an illustration) and an island page (its components).
    const assets: string[] = [];
    for (const path of [paths.home, paths.usedEquipment]) {
      const html = await (await request.get(path)).text();
      for (const [, asset] of html.matchAll(
        /(?:src|href|component-url|renderer-url)="(\/assets\/[^"]+)"/g,
      )) {
        assets.push(asset!);
      }
    }
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of new Set(assets)) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe(
        "public, max-age=31536000, immutable",
      );
      expect(response.headers()["x-content-type-options"], asset).toBe("nosniff");
      expect(response.headers()["cross-origin-resource-policy"], asset).toBe("same-origin");
      expect(response.headers()["content-security-policy"], asset).toMatch(/^default-src 'none'/);
    }
    for (const missing of ["/assets/missing.js", "/favicon.png"]) {
      const response = await request.get(missing, { maxRedirects: 0 });
      expect(response.status(), missing).toBe(404);
      expect(response.headers()["content-type"], missing).toMatch(/^text\/plain/);
      expect(response.headers()["strict-transport-security"], missing).toBe("max-age=31536000");
    }
  });

  test("redirects with real status codes", async ({ request }) => {
    const expected: [string, number, string][] = [
      ["/no-such-page", 302, "/"],
      ["/about/", 308, "/about"],
      [paths.machinery, 301, paths.machineryDivision],
    ];
    for (const [path, status, location] of expected) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expect(response.headers().location, path).toBe(location);
      expect(response.headers()["content-security-policy"], path).toBeTruthy();
    }
  });

  test("/healthz answers load balancers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

test.describe("pages under their policy", () => {
  // Every page's own policy blocks nothing it needs: the walks that load each
  // page anyway watch for violations, the English ones in e2e/routes.test.ts,
  // the French and Arabic in e2e/editions.test.ts.

  test("the header menu, the equipment dialog and the contact form work", async ({
    page,
    shell,
    cspViolations,
  }) => {
    await gotoReady(page, paths.about);
    // The dropdowns are <details>; the site script closes one when another opens.
    await shell.openDropdown("Services");
    await expect(shell.dropdown("Services")).toHaveJSProperty("open", true);
    await shell.toggle("Products").click();
    await expect(shell.dropdown("Products")).toHaveJSProperty("open", true);
    await expect(shell.dropdown("Services")).toHaveJSProperty("open", false);

    await gotoReady(page, paths.usedEquipment);
    await page.getByRole("button", { name: "Details of Metallizer" }).click();
    await expect(page.getByRole("dialog")).toHaveAccessibleName("Metallizer");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await gotoReady(page, paths.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(
      form.getByRole("textbox", { name: "Name", exact: true }),
    ).toHaveAccessibleDescription("Name is required");

    expect(await cspViolations()).toEqual([]);
  });

  /** Opens /about with `edit` applied to its HTML, under the server's own headers. */
  async function gotoEdited(page: Page, edit: (html: string) => string) {
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      // The text is decoded: send it as such, with the server's policy.
      const {
        "content-encoding": _encoding,
        "content-length": _length,
        ...headers
      } = response.headers();
      await route.fulfill({
        status: response.status(),
        headers,
        body: edit(await response.text()),
      });
    });
    await gotoReady(page, paths.about);
  }

  test(
    "an inline script the policy does not list is blocked",
    once,
    async ({ page, cspViolations }) => {
      // Proves the policy is enforced, so "no violation" above means something.
      await gotoEdited(page, (html) =>
        html.replace("</body>", "<script>window.__injected = true</script></body>"),
      );
      expect(await page.evaluate(() => "__injected" in window)).toBe(false);
      expect((await cspViolations()).join("\n")).toMatch(/script-src/);
    },
  );

  test(
    "inline styles the policy does not list are not applied",
    once,
    async ({ page, cspViolations }) => {
      await gotoEdited(page, (html) =>
        html
          .replace("</head>", "<style>h1{visibility:hidden}</style></head>")
          .replace("<h1", '<h1 style="display:none"'),
      );
      // Neither the added style element nor the style attribute hides the heading.
      await expect(page.locator("h1")).toBeVisible();
      const reports = (await cspViolations()).join("\n");
      expect(reports).toMatch(/style-src-elem/);
      expect(reports).toMatch(/style-src-attr/);
    },
  );
});
