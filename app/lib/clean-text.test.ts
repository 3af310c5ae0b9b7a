// @vitest-environment node
import { describe, expect, it } from "vitest";

import { cleanLine, cleanMultiline, escapeForTerminal } from "./clean-text";

describe("cleanLine", () => {
  it("drops terminal escapes, line breaks and bidi overrides from a one-line field", () => {
    expect(cleanLine("Karim\u001b[2J Haddad")).toBe("Karim [2J Haddad");
    expect(cleanLine("Karim\r\n# injected: yes")).toBe("Karim # injected: yes");
    // "gpj.exe" reversed by an override would display as "exe.jpg".
    expect(cleanLine("photo\u202egpj.exe")).toBe("photogpj.exe");
    expect(cleanLine("A\u2066B\u2069C\u0085D\u007f")).toBe("ABC D ");
  });

  it("keeps Arabic text and its directional marks", () => {
    expect(cleanLine("كريم حداد\u200f")).toBe("كريم حداد\u200f");
  });
});

describe("cleanMultiline", () => {
  it("keeps the line breaks of a description, as \\n, and drops every other control", () => {
    expect(cleanMultiline("Line one\r\nLine two\rLine three\u2028four")).toBe(
      "Line one\nLine two\nLine three\nfour",
    );
    expect(cleanMultiline("Speed\u0007 300\tm/min \u202eevil\u202c")).toBe("Speed 300 m/min evil");
  });
});

describe("escapeForTerminal", () => {
  it("shows controls and overrides as visible escapes", () => {
    expect(escapeForTerminal("a\u001b[2Jb\u202ec\nd")).toBe("a\\u001b[2Jb\\u202ec\\u000ad");
    expect(escapeForTerminal("Rotomec 4003 – كريم")).toBe("Rotomec 4003 – كريم");
  });
});
