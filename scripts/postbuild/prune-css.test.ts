// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { cspHash } from "./inline-scripts.ts";
import { findInlineStyles, inlineStyleHashes } from "./inline-styles.ts";
import {
  prunePageStyles,
  pruneStylesheet,
  selectorSymbols,
  vocabulary,
  withoutSvgNamespaces,
} from "./prune-css.ts";
import { loadedScriptWords, scriptWords } from "./script-words.ts";

const page = (body: string, css: string) =>
  `<!doctype html><html lang="en"><head><style>${css}</style></head><body>${body}<script>document.body.className="never-seen"</script></body></html>`;

describe("vocabulary", () => {
  it("reads classes, ids and elements from the markup, not from scripts or styles", () => {
    const words = vocabulary(
      page(
        '<main id="main" class="pt-4  text-lg"><svg class="lucide lucide-check"><path d=""/></svg></main>',
        ".x{color:red}",
      ),
    );
    expect([...words.classes].sort()).toEqual(["lucide", "lucide-check", "pt-4", "text-lg"]);
    expect([...words.ids]).toEqual(["main"]);
    expect(words.tags.has("svg")).toBe(true);
    expect(words.tags.has("path")).toBe(true);
    expect(words.classes.has("never-seen")).toBe(false);
  });
});

describe("pruneStylesheet", () => {
  const words = vocabulary(
    page(
      '<header class="group/dropdown"><a class="hover:underline text-brand-900" id="top">x</a><ul class="space-y-4"><li>a</li></ul></header>',
      "",
    ),
  );

  it("keeps the rules the page's markup can match, states and attributes included", () => {
    const css = [
      ".text-brand-900{color:var(--color-brand-900)}",
      ".hover\\:underline:hover{text-decoration:underline}",
      ":where(.space-y-4>:not(:last-child)){margin-bottom:1rem}",
      "[data-reveal=hidden]{opacity:0}",
      "#top{scroll-margin:1rem}",
      "a{color:inherit}",
      ".group-open\\/dropdown\\:block:is(:where(.group\\/dropdown):is([open]) *){display:block}",
    ].join("");
    const pruned = pruneStylesheet(css, words);
    expect(pruned).toContain(".text-brand-900{");
    expect(pruned).toContain(".hover\\:underline:hover{");
    expect(pruned).toContain(":where(.space-y-4>:not(:last-child))");
    expect(pruned).toContain("[data-reveal=hidden]");
    expect(pruned).toContain("#top{");
    expect(pruned).toContain("a{color:inherit}");
  });

  it("drops rules that need a class, id or element the page does not have", () => {
    const css = [
      ".catalogue-card{color:red}",
      "@media (min-width:62rem){.lg\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}}",
      ".group-hover\\:opacity-100:is(:where(.group):hover *){opacity:1}",
      "#contact-form{margin:0}",
      "table{border-collapse:collapse}",
      "::placeholder{opacity:1}",
      ":not(.catalogue-card){outline:0}",
    ].join("");
    const pruned = pruneStylesheet(css, words);
    expect(pruned).not.toContain("catalogue-card{");
    expect(pruned).not.toContain("grid-cols-3");
    expect(pruned).not.toContain("@media");
    expect(pruned).not.toContain("group-hover");
    expect(pruned).not.toContain("contact-form");
    expect(pruned).not.toContain("table");
    expect(pruned).not.toContain("placeholder");
    // A :not() of a missing class matches everything: kept.
    expect(pruned).toContain(":not(.catalogue-card)");
  });

  it("keeps text fields' pseudo-elements on a page with a text field only, not for a button", () => {
    const css =
      "::placeholder{opacity:1}::-webkit-date-and-time-value{min-height:1lh}::file-selector-button{margin:0}";
    const withButton = vocabulary(page('<button type="button">Menu</button>', ""));
    expect(pruneStylesheet(css, withButton)).toBe("");
    const withField = vocabulary(page('<textarea name="message"></textarea>', ""));
    expect(pruneStylesheet(css, withField)).toContain("::placeholder{opacity:1}");
  });

  it("drops the keyframes no remaining rule animates with", () => {
    const css =
      "@keyframes spin{to{transform:rotate(360deg)}}@keyframes pulse{50%{opacity:.5}}.block{animation:pulse 2s infinite}";
    const pruned = pruneStylesheet(css, vocabulary(page('<p class="block">x</p>', "")));
    expect(pruned).not.toContain("spin");
    expect(pruned).toContain("@keyframes pulse{");
  });

  it("keeps a selector list or an :is() when one alternative can match", () => {
    const pruned = pruneStylesheet(
      ".catalogue-card,.text-brand-900{color:red}:is(.catalogue-card,#top) a{font-weight:700}",
      words,
    );
    expect(pruned).toContain(".text-brand-900");
    expect(pruned).toContain(":is(.catalogue-card,#top) a");
  });

  it("drops the tokens and registered properties no remaining rule reads, through chains", () => {
    const pruned = pruneStylesheet(
      [
        ":root,:host{--color-brand-900:#0a2739;--color-unused:red;--font-sans:var(--font-base);--font-base:Arial;--chain:var(--color-unused)}",
        "@property --tw-shadow{syntax:'*';inherits:false;initial-value:0 0 #0000}",
        ".text-brand-900{color:var(--color-brand-900);font-family:var(--font-sans)}",
        ".catalogue-card{box-shadow:var(--tw-shadow);color:var(--chain)}",
      ].join(""),
      words,
    );
    expect(pruned).toContain("--color-brand-900:#0a2739");
    expect(pruned).toContain("--font-sans:var(--font-base)");
    expect(pruned).toContain("--font-base:Arial");
    expect(pruned).not.toContain("--color-unused");
    expect(pruned).not.toContain("--chain");
    expect(pruned).not.toContain("@property");
  });

  it("names the classes and ids of a stylesheet, inside :is() and :where() too", () => {
    const symbols = selectorSymbols(".a:is(:where(.b) *),#c .d:not(.e){color:red}");
    expect([...symbols.classes].sort()).toEqual(["a", "b", "d", "e"]);
    expect([...symbols.ids]).toEqual(["c"]);
  });
});

describe("another edition's rules", () => {
  const css = [
    "html:lang(ar){--tracking-tight:0}",
    'html[data-webfont-ar]:lang(ar){--font-sans:"IBM Plex Sans Arabic",Arial}',
    ":lang(ar) :is(.uppercase){text-transform:none}",
    "body{font-family:var(--font-sans,Arial)}",
    '@font-face{font-family:"IBM Plex Sans Arabic";src:url(/a.woff2)}',
    '@font-face{font-family:"Inter Fallback";src:local(Arial)}',
    '.x{font-family:"Inter Fallback";letter-spacing:var(--tracking-tight)}',
  ].join("");

  it("drops the root rules of another language and the faces nothing names any more", () => {
    const html = page('<p class="x uppercase">x</p>', css);
    const [style] = findInlineStyles(prunePageStyles(html));
    expect(style?.content).not.toContain("html:lang(ar)");
    expect(style?.content).not.toContain("IBM Plex Sans Arabic");
    // An element of the page may be in Arabic (the language switcher's link).
    expect(style?.content).toContain(":lang(ar) .uppercase");
    expect(style?.content).toContain("Inter Fallback");
  });

  it("keeps them on that language's pages", () => {
    const html = page('<p class="x">x</p>', css).replace('lang="en"', 'lang="ar" dir="rtl"');
    const [style] = findInlineStyles(prunePageStyles(html));
    expect(style?.content).toContain("html:lang(ar)");
    expect(style?.content).toContain("@font-face{font-family:IBM Plex Sans Arabic");
  });
});

describe("prunePageStyles", () => {
  it("rewrites the page's <style> to its own rules, so the policy hashes the pruned text", () => {
    const html = page('<p class="lead">x</p>', ".lead{font-size:1.25rem}.unused{color:red}");
    const pruned = prunePageStyles(html);
    const [style] = findInlineStyles(pruned);
    expect(style?.content).toBe(".lead{font-size:1.25rem}");
    expect(inlineStyleHashes(pruned)).toEqual([cspHash(".lead{font-size:1.25rem}")]);
  });

  it("drops the namespace of inline SVGs, which HTML implies", () => {
    expect(
      withoutSvgNamespaces(
        '<p>x</p><svg xmlns="http://www.w3.org/2000/svg" width="16" viewBox="0 0 24 24"><path d=""/></svg>',
      ),
    ).toBe('<p>x</p><svg width="16" viewBox="0 0 24 24"><path d=""/></svg>');
  });

  it("leaves a page with an island alone without the words of its scripts", () => {
    const html = page(
      '<astro-island uid="1"><form class="grid"></form></astro-island>',
      ".unused{color:red}",
    );
    expect(prunePageStyles(html)).toBe(html);
  });

  it("keeps on an island's page the rules its scripts' words can match: classes, ids, elements", () => {
    const html = page(
      '<astro-island uid="1"><form class="grid"></form></astro-island>',
      ".grid{display:grid}.error{color:red}#alert-dialog{margin:0}dialog{padding:0}.unused{color:blue}meter{inline-size:4rem}",
    );
    const words = scriptWords('jsx("dialog",{id:"alert-dialog",className:"error mt-2"})');
    const [style] = findInlineStyles(prunePageStyles(html, words));
    expect(style?.content).toBe(
      ".grid{display:grid}.error{color:red}#alert-dialog{margin:0}dialog{padding:0}",
    );
  });
});

describe("loadedScriptWords", () => {
  it("reads the island's component and renderer, what they import, and its props", async () => {
    const client = await mkdtemp(join(tmpdir(), "script-words-"));
    await mkdir(join(client, "assets"));
    await writeFile(
      join(client, "assets/catalogue.js"),
      'import{a}from"./shared.js";const b=()=>import("./dialog.js");export const c="card-grid lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]";',
    );
    await writeFile(join(client, "assets/shared.js"), 'export const a="text-muted";');
    await writeFile(
      join(client, "assets/dialog.js"),
      'jsx("dialog",{className:"backdrop:bg-ink/40"})',
    );
    await writeFile(join(client, "assets/client.js"), 'export const r="renderer-word";');
    const html =
      '<astro-island component-url="/assets/catalogue.js" renderer-url="/assets/client.js" ' +
      'props="{&quot;tone&quot;:[0,&quot;badge-sold&quot;]}"></astro-island>';
    const words = await loadedScriptWords(html, client, new Map());
    for (const word of [
      "card-grid",
      "text-muted",
      "dialog",
      "backdrop:bg-ink/40",
      "renderer-word",
      "badge-sold",
    ]) {
      expect(words).toContain(word);
    }
    await rm(client, { recursive: true });
  });
});
