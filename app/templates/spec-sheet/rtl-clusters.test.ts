// @vitest-environment node
import { describe, expect, it } from "vitest";

import { reverseRightToLeftClusters } from "./rtl-clusters.ts";

const cmap = (entries: string) =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Length 9 >>\nstream\n\x80\x81binary\nendstream\nbegincmap\n3 beginbfchar\n${entries}endbfchar\nendcmap\n%%EOF`,
    "latin1",
  );

describe("reverseRightToLeftClusters", () => {
  it("writes the letters of an Arabic ligature glyph in reverse: لا as ال", () => {
    const out = reverseRightToLeftClusters(cmap("<000D> <06440627>\n<0035> <062C064E0651>\n"));
    expect(out.toString("latin1")).toContain("<000D> <06270644>\n<0035> <0651064E062C>\n");
  });

  it("leaves single letters, Latin ligatures and other bytes alone, and the length too", () => {
    const input = cmap("<0001> <0644>\n<0002> <00660069>\n<0003> <0041>\n");
    const out = reverseRightToLeftClusters(input);
    expect(out.equals(input)).toBe(true);
  });

  it("changes nothing outside the ToUnicode entries", () => {
    const input = Buffer.from("stream <000D> <06440627> endstream", "latin1");
    expect(reverseRightToLeftClusters(input).equals(input)).toBe(true);
  });
});
