// @vitest-environment node
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import {
  createFixtureBuild as createBuild,
  fixtureFiles,
  fixturePage,
} from "../../server/test-utils/fixture-site.ts";

import { checkContentSecurity } from "./check-csp.ts";
import { cspHash } from "./inline-scripts.ts";
import { postBuild } from "./post-build.ts";

const builds: string[] = [];
async function createFixtureBuild(files = fixtureFiles) {
  const dir = await createBuild(files);
  builds.push(dir);
  return dir;
}
afterEach(() =>
  Promise.all(builds.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))),
);

// Each test runs the whole post-build (pruning every page's stylesheet,
// brotli and gzip) once or twice: 1 to 9 s on a busy 2-core host.
describe("postBuild", { timeout: 30_000 }, () => {
  it("writes the table, the static host files, the nginx example and compressed twins", async () => {
    const buildDir = await createFixtureBuild();
    const client = join(buildDir, "client");
    for (const file of [
      "hosting.json",
      "nginx.conf",
      "client/_headers",
      "client/_redirects",
      "client/404.html",
    ]) {
      expect(existsSync(join(buildDir, file)), file).toBe(true);
    }
    for (const file of [
      "index.html",
      "about/index.html",
      "assets/entry-DF5GAwUY.js",
      "assets/app-Dgly0Iwd.css",
      "assets/hero-DBSlmlBg.svg",
      "404.html",
    ]) {
      const original = await readFile(join(client, file));
      expect(
        brotliDecompressSync(await readFile(join(client, `${file}.br`))).equals(original),
        file,
      ).toBe(true);
      expect(gunzipSync(await readFile(join(client, `${file}.gz`))).equals(original), file).toBe(
        true,
      );
    }
    // Binary files, and text that would not get smaller, stay as they are.
    expect(existsSync(join(client, "assets/inter-Dx4kXJAl.woff2.br"))).toBe(false);
    expect(existsSync(join(client, "robots.txt.br"))).toBe(false);
    expect(existsSync(join(client, "_headers.br"))).toBe(false);
  });

  it("gives static hosts a 404 page that allows nothing and sends people home", async () => {
    const buildDir = await createFixtureBuild();
    const page = await readFile(join(buildDir, "client/404.html"), "utf8");
    expect(page).toContain(
      '<meta http-equiv="Content-Security-Policy" content="default-src \'none\';',
    );
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/">');
    expect(page).not.toContain("<script");
  });

  it("fails when a page has an inline event handler", async () => {
    const files = {
      ...fixtureFiles,
      "about/index.html": fixturePage("About").replace("<h1", '<h1 onclick="steal()"'),
    };
    await expect(createFixtureBuild(files)).rejects.toThrow(
      /about\/index\.html: inline event handler/,
    );
  });

  it("fails when a page has a style attribute, which the policy cannot allow", async () => {
    const files = {
      ...fixtureFiles,
      "about/index.html": fixturePage("About").replace("<h1", '<h1 style="color:red"'),
    };
    await expect(createFixtureBuild(files)).rejects.toThrow(
      /about\/index\.html: style attribute, which no hash can allow: <h1 style="color:red"/,
    );
  });

  it("fails when a script from another origin has no integrity or comes over http", async () => {
    const withScript = (script: string) => ({
      ...fixtureFiles,
      "about/index.html": fixturePage("About").replace("</body>", `${script}</body>`),
    });
    await expect(
      createFixtureBuild(withScript('<script src="https://cdn.example/lib.js"></script>')),
    ).rejects.toThrow(
      /about\/index\.html: script from another origin without integrity: https:\/\/cdn\.example\/lib\.js/,
    );
    await expect(
      createFixtureBuild(
        withScript('<script src="//cdn.example/lib.js" integrity="sha384-x" crossorigin></script>'),
      ),
    ).rejects.toThrow(/script from another origin not over https: \/\/cdn\.example/);
    // With https and integrity it builds (the policy's script-src still decides if it runs).
    await expect(
      createFixtureBuild(
        withScript(
          '<script src="https://cdn.example/lib.js" integrity="sha384-x" crossorigin></script>',
        ),
      ),
    ).resolves.toBeTruthy();
  });

  it("fails when an inline script changed after the policy was made", async () => {
    const buildDir = await createFixtureBuild();
    const table = JSON.parse(await readFile(join(buildDir, "hosting.json"), "utf8"));
    const page = join(buildDir, "client/contact/index.html");
    await writeFile(
      page,
      (await readFile(page, "utf8")).replace("</body>", "<script>added()</script></body>"),
    );
    await expect(checkContentSecurity(buildDir, table)).rejects.toThrow(
      /contact\/index\.html: inline script without a hash in its policy: <script>added\(\)/,
    );
    // Building again hashes it.
    await expect(postBuild(buildDir)).resolves.toBeTruthy();
  });

  it("fails when an inline style changed after the policy was made", async () => {
    const buildDir = await createFixtureBuild();
    const table = JSON.parse(await readFile(join(buildDir, "hosting.json"), "utf8"));
    const page = join(buildDir, "client/about/index.html");
    await writeFile(
      page,
      (await readFile(page, "utf8")).replace("</head>", "<style>h1{color:red}</style></head>"),
    );
    await expect(checkContentSecurity(buildDir, table)).rejects.toThrow(
      /about\/index\.html: inline style without a hash in its policy: <style>h1\{color:red\}/,
    );
    await expect(postBuild(buildDir)).resolves.toBeTruthy();
    const policy = JSON.parse(await readFile(join(buildDir, "hosting.json"), "utf8")).headers.find(
      (rule: { for: string }) => rule.for === "/about",
    ).headers["Content-Security-Policy"];
    expect(policy).toContain(cspHash("h1{color:red}"));
  });

  it("fails when a page's policy allows anything unsafe", async () => {
    const buildDir = await createFixtureBuild();
    const table = JSON.parse(await readFile(join(buildDir, "hosting.json"), "utf8"));
    const rule = table.headers.find((candidate: { for: string }) => candidate.for === "/about");
    rule.headers["Content-Security-Policy"] += "; style-src-attr 'unsafe-inline'";
    await expect(checkContentSecurity(buildDir, table)).rejects.toThrow(
      /about\/index\.html: its policy allows 'unsafe-inline'/,
    );
  });
});
