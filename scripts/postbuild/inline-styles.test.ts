// @vitest-environment node
import { describe, expect, it } from "vitest";

import { cspHash } from "./inline-scripts.ts";
import {
  findInlineStyles,
  findStyleAttributes,
  inlineStyleHashes,
  unhashedStyles,
} from "./inline-styles.ts";

const island = "astro-island,astro-slot,astro-static-slot{display:contents}";

describe("findInlineStyles", () => {
  const html = `<head><style>body{margin:0}
.a{color:red}</style><STYLE media="print">.b{}</STYLE><style>${island}</style></head>
<body><script>const s = "<style>x{}</style>";</script><style>${island}</style></body>`;

  it("finds every style element, but not style-like text in scripts", () => {
    expect(findInlineStyles(html).map((style) => style.content)).toEqual([
      "body{margin:0}\n.a{color:red}",
      ".b{}",
      island,
      island,
    ]);
  });

  it("gives each distinct style one hash, of its exact text", () => {
    const hashes = inlineStyleHashes(html);
    expect(hashes).toHaveLength(3);
    expect(hashes).toContain(cspHash(island));
    // As Chromium reports them when it blocks these styles (checked with Chromium 156).
    expect(cspHash(island)).toBe("'sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow='");
    expect(cspHash('a{}\r\nb{content:"é"}')).toBe(
      "'sha256-Ph5RNOE2ycHFXA6XlBC5FByXFY5G2XgQICIYRmRNtpA='",
    );
  });

  it("reports styles a policy does not allow", () => {
    const policy = `default-src 'none'; style-src 'self' ${cspHash(island)}`;
    expect(unhashedStyles(`<style>${island}</style><style>body{}</style>`, policy)).toEqual([
      "<style>body{}…",
    ]);
    expect(unhashedStyles(`<style>${island} </style>`, policy)).toHaveLength(1);
  });

  it("reads the hashes from style-src-elem, style-src or default-src", () => {
    const page = `<style>${island}</style>`;
    expect(unhashedStyles(page, `default-src ${cspHash(island)}`)).toEqual([]);
    expect(unhashedStyles(page, `default-src ${cspHash(island)}; style-src 'self'`)).toHaveLength(
      1,
    );
  });
});

describe("findStyleAttributes", () => {
  it("finds style attributes on any element, SVG included", () => {
    expect(
      findStyleAttributes(
        `<h1 style="color:red">a</h1><svg viewBox="0 0 1 1"><path STYLE='fill:red' d="M0"/></svg><p class="x" style=color:blue>b</p>`,
      ),
    ).toHaveLength(3);
  });

  it("ignores style-like text in scripts, styles and comments, and other attributes", () => {
    expect(
      findStyleAttributes(
        `<script>el.setAttribute("style", "x")</script><style>[style="x"]{}</style><!-- <p style="x"> --><p data-style="x" class="style">style="x"</p>`,
      ),
    ).toEqual([]);
  });
});
