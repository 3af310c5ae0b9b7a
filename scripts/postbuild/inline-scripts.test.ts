// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  cspHash,
  decodeEntities,
  findExternalScripts,
  findInlineHandlers,
  findInlineScripts,
  findRawTextElements,
  inlineScriptHashes,
  isOtherOrigin,
  parseAttributes,
  policySources,
  unhashedScripts,
} from "./inline-scripts.ts";

describe("cspHash", () => {
  it("matches the CSP specification's example", () => {
    // From the CSP Level 3 specification, section "Hash usage for script elements".
    expect(cspHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it("hashes the text as the browser sees it, with newlines normalised", () => {
    expect(cspHash("a();\r\nb();\rc();")).toBe(cspHash("a();\nb();\nc();"));
    expect(cspHash("a(); ")).not.toBe(cspHash("a();"));
  });
});

describe("findRawTextElements", () => {
  it("ends an element's text at its own end tag, not at another element's", () => {
    const html = `<script>const css = "<style>a{}</style>";</script><style>b{content:"<script>"}</style>`;
    expect(findRawTextElements(html)).toEqual([
      { tag: "script", attributes: "", content: 'const css = "<style>a{}</style>";' },
      { tag: "style", attributes: "", content: 'b{content:"<script>"}' },
    ]);
  });

  it("skips comments and custom elements whose names start like script or style", () => {
    const html = `<!-- <script>old()</script> --><style-guide>x</style-guide><script-info>y</script-info>`;
    expect(findRawTextElements(html)).toEqual([]);
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
    const policy = `default-src 'none'; script-src 'self' ${cspHash("one()")}`;
    expect(unhashedScripts("<script>one()</script><script>evil()</script>", policy)).toEqual([
      "<script>evil()…",
    ]);
  });

  it("reads the hashes from script-src-elem, script-src or default-src, as browsers do", () => {
    const hash = cspHash("one()");
    const page = "<script>one()</script>";
    expect(unhashedScripts(page, `default-src ${hash}`)).toEqual([]);
    expect(unhashedScripts(page, `default-src ${hash}; script-src 'self'`)).toHaveLength(1);
    expect(unhashedScripts(page, `script-src ${hash}; script-src-elem 'self'`)).toHaveLength(1);
  });
});

describe("findExternalScripts", () => {
  it("lists script sources with their integrity", () => {
    expect(
      findExternalScripts(
        `<script type="module" src="/assets/a.js"></script><script src="https://cdn.example/x.js?a=1&amp;b=2" integrity="sha384-abc" crossorigin></script><script>inline()</script>`,
      ),
    ).toEqual([
      { src: "/assets/a.js", integrity: "" },
      { src: "https://cdn.example/x.js?a=1&b=2", integrity: "sha384-abc" },
    ]);
  });

  it("tells our paths from other origins", () => {
    for (const url of ["https://cdn.example/a.js", "http://x.example/a.js", "//cdn.example/a.js"]) {
      expect(isOtherOrigin(url), url).toBe(true);
    }
    for (const url of ["/assets/a.js", "assets/a.js", "./a.js"]) {
      expect(isOtherOrigin(url), url).toBe(false);
    }
  });
});

describe("parseAttributes", () => {
  it("reads quoted, bare and valueless attributes, the first of a name winning", () => {
    const attributes = parseAttributes(` type="module" SRC='/a.js' async data-x=1 type="text/x"`);
    expect(Object.fromEntries(attributes)).toEqual({
      type: "module",
      src: "/a.js",
      async: "",
      "data-x": "1",
    });
  });

  it("decodes character references", () => {
    expect(decodeEntities("&#39;none&#x27; &amp; &quot;x&quot; &unknown;")).toBe(
      `'none' & "x" &unknown;`,
    );
  });
});

describe("policySources", () => {
  it("takes the first directive present, and the first occurrence of it", () => {
    const policy = "default-src 'none'; Script-Src 'self' a; script-src b";
    expect(policySources(policy, ["script-src-elem", "script-src", "default-src"])).toEqual([
      "'self'",
      "a",
    ]);
    expect(policySources(policy, ["style-src", "default-src"])).toEqual(["'none'"]);
    expect(policySources(policy, ["img-src"])).toEqual([]);
  });
});

describe("findInlineHandlers", () => {
  it("finds event-handler attributes and javascript: URLs", () => {
    expect(
      findInlineHandlers(
        `<img src="a.png" onerror="x()"><a href="javascript:void 0">a</a><script onload="y()" src="/a.js"></script>`,
      ),
    ).toHaveLength(3);
  });

  it("ignores attribute-like text inside scripts, styles and comments, and harmless attributes", () => {
    expect(
      findInlineHandlers(
        `<script>el.setAttribute("onclick", "x")</script><style>a[onclick="x"]{}</style><!-- <a onclick="x"> --><button type="button" aria-controls="menu">Menu</button>`,
      ),
    ).toEqual([]);
  });
});
