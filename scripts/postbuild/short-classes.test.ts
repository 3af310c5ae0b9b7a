// @vitest-environment node
import { describe, expect, it } from "vitest";

import { scriptWords } from "./script-words.ts";
import { classRenames, shortName, shortenClasses } from "./short-classes.ts";

const page = (body: string, css: string, scripts = "") =>
  `<!doctype html><html lang="en"><head><style>${css}</style></head><body>${body}${scripts}</body></html>`;

describe("shortName", () => {
  it("hands out distinct identifiers that need no escape", () => {
    const names = Array.from({ length: 5000 }, (_, index) => shortName(index));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z][\w-]*$/);
    expect(names.slice(0, 3)).toEqual(["a", "b", "c"]);
  });
});

describe("classRenames", () => {
  it("renames the styled classes, the most frequent first, and never to a name in use", () => {
    const html = page(
      '<p class="b text-lg"></p><p class="text-lg"></p><i class="lucide"></i>',
      ".text-lg{font-size:1.125rem}.b{color:red}",
    );
    const renames = classRenames(html, [".text-lg{font-size:1.125rem}.b{color:red}"], new Set());
    expect(renames.get("text-lg")).toBe("a");
    // "b" is taken by the page itself: the next name goes to it.
    expect(renames.get("b")).toBe("c");
    // Nothing styles it: it keeps its name.
    expect(renames.has("lucide")).toBe(false);
  });

  it("leaves the classes a script uses", () => {
    const css = ".block{display:block}.flex{display:flex}";
    const html = page('<p class="block flex"></p>', css);
    const renames = classRenames(html, [css], scriptWords('player.className = "block size-full"'));
    expect(renames.has("block")).toBe(false);
    expect(renames.get("flex")).toBe("a");
  });
});

describe("shortenClasses", () => {
  it("renames the markup and the selectors alike, escaped names and nested selectors included", () => {
    const css =
      ".lg\\:grid-cols-\\[1fr_2fr\\]{grid-template-columns:1fr 2fr}" +
      ".\\[\\&\\>svg\\]\\:w-full>svg{width:100%}" +
      ".group:has(:focus-visible) .ring{outline:1px solid}" +
      ":where(.space-y-4>:not(:last-child)){margin-top:1rem}";
    const html = page(
      '<div class="lg:grid-cols-[1fr_2fr] [&amp;&gt;svg]:w-full group space-y-4"><a class="ring">x</a></div>',
      css,
    );
    const result = shortenClasses(html);
    const classes = [...result.matchAll(/class="([^"]*)"/g)].map((match) => match[1]);
    expect(classes.join(" ")).toMatch(/^[a-e]( [a-e]){4}$/);
    const style = /<style>([\s\S]*)<\/style>/.exec(result)![1]!;
    expect(style).not.toMatch(/grid-cols|svg\]|group|space-y|ring/);
    expect(style).toContain("grid-template-columns:1fr 2fr");
    expect(style).toContain(":has(:focus-visible)");
  });

  it("keeps script text, comments and the classes named in scripts as written", () => {
    const css = ".hidden{display:none}.flex{display:flex}";
    const script =
      '<script type="module">el.classList.add("hidden");const x=`<p class=${y}>`</script>';
    const html = page('<!-- <p class="flex"> --><p class="hidden flex"></p>', css, script);
    const result = shortenClasses(html);
    expect(result).toContain('<p class="hidden a"></p>');
    expect(result).toContain('<!-- <p class="flex"> -->');
    expect(result).toContain(script);
    expect(result).toContain(".hidden{display:none}.a{display:flex}");
  });

  it("keeps the names a tool reads: html-validate lets a phone link wrap-proof by its class", () => {
    const css = ".whitespace-nowrap{white-space:nowrap}.flex{display:flex}";
    const html = page('<a href="tel:+1" class="flex whitespace-nowrap">+1 301</a>', css);
    expect(shortenClasses(html)).toContain('class="a whitespace-nowrap"');
  });

  it("leaves a page with an island as it is: React renders its classes again", () => {
    const html = page('<astro-island></astro-island><p class="flex"></p>', ".flex{display:flex}");
    expect(shortenClasses(html)).toBe(html);
  });
});
