import { describe, expect, it } from "vitest";

import { fileLanguageNote } from "./machine-documents";

describe("fileLanguageNote", () => {
  it("names a file's language in the page's words when it is not the page's own", () => {
    expect(fileLanguageNote("en", "fr-FR", "en {language}")).toBe("en anglais");
    expect(fileLanguageNote("en", "ar-u-nu-latn", "باللغة {language}")).toBe("باللغة الإنجليزية");
    expect(fileLanguageNote("de", "en-GB", "in {language}")).toBe("in German");
  });

  it("says nothing of a file in the page's own language", () => {
    expect(fileLanguageNote("en", "en-GB", "in {language}")).toBeNull();
    expect(fileLanguageNote("fr", "fr-FR", "en {language}")).toBeNull();
    expect(fileLanguageNote("ar", "ar-u-nu-latn", "باللغة {language}")).toBeNull();
  });
});
