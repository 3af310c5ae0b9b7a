// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  findInlineHandlers,
  findInlineScripts,
  inlineScriptHashes,
  scriptHash,
  unhashedScripts,
} from "./inline-scripts.ts";

describe("scriptHash", () => {
  it("matches the CSP specification's example", () => {
    // From the CSP Level 3 specification, section "Hash usage for script elements".
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it("hashes the text as the browser sees it, with newlines normalised", () => {
    expect(scriptHash("a();\r\nb();\rc();")).toBe(scriptHash("a();\nb();\nc();"));
    expect(scriptHash("a(); ")).not.toBe(scriptHash("a();"));
  });
});

describe("findInlineScripts", () => {
  const html = `<head><script>one()</script><SCRIPT type="module" async="">import "/a.js";</SCRIPT>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script src="/assets/entry.js"></script><script type="module" src='/b.js' async></script></head>
<body><script id="_R_">two()</script ></body>`;

  it("finds every script without src, whatever its type or case", () => {
    expect(findInlineScripts(html).map((script) => script.content)).toEqual([
      "one()",
      'import "/a.js";',
      '{"@type":"Organization"}',
      "two()",
    ]);
  });

  it("gives each distinct script one hash", () => {
    expect(inlineScriptHashes(`${html}<script>one()</script>`)).toHaveLength(4);
  });

  it("reports scripts a policy does not allow", () => {
    const policy = `default-src 'self'; script-src 'self' ${scriptHash("one()")}`;
    expect(unhashedScripts("<script>one()</script><script>evil()</script>", policy)).toEqual([
      "<script>evil()…",
    ]);
  });
});

describe("findInlineHandlers", () => {
  it("finds event-handler attributes and javascript: URLs", () => {
    expect(
      findInlineHandlers(`<img src="a.png" onerror="x()"><a href="javascript:void 0">a</a>`),
    ).toHaveLength(2);
  });

  it("ignores attribute-like text inside scripts and harmless attributes", () => {
    expect(
      findInlineHandlers(
        `<script>el.setAttribute("onclick", "x")</script><button type="button" aria-controls="menu">Menu</button>`,
      ),
    ).toEqual([]);
  });
});
