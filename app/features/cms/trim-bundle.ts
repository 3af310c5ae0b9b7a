import type { Plugin } from "vite";

/**
 * The editor's bundle (Sveltia CMS from npm, app/features/cms/) without what
 * this site never uses and without a CDN:
 *
 * - Its code highlighting (250 Shiki grammars and themes, 15 MB), maps
 *   (Leaflet, Terra Draw) and SVG optimizer are loaded only by fields this
 *   site does not have: they become empty modules, so the build neither
 *   ships nor compresses them.
 * - Its stylesheet names web fonts on cdn.jsdelivr.net; the npm package
 *   also bundles the same fonts and loads them from beside the script. The
 *   CDN rules are dropped (a `local()` source with a format hint is invalid,
 *   so the browser ignores the rule), and the editor makes no request to
 *   another origin its policy would have to allow or refuse.
 */

const unused = [
  /^@shikijs\/(?:langs|themes)\//,
  /^leaflet(?:\/|$)/,
  /^terra-draw(?:-leaflet-adapter)?(?:\/|$)/,
  /^svgo(?:\/|$)/,
];
const STUB = "\0unused-editor-module:";
const CDN_FONT = /url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)]+\)/g;

const fromEditor = (importer: string | undefined) =>
  importer !== undefined && importer.replaceAll("\\", "/").includes("/@sveltia/cms/");

export function trimEditorBundle(): Plugin {
  return {
    name: "trim-editor-bundle",
    enforce: "pre",
    resolveId(source, importer) {
      if (fromEditor(importer) && unused.some((pattern) => pattern.test(source))) {
        return `${STUB}${source}`;
      }
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      // The SVG optimizer's one function, as a pass-through; the rest are never called.
      if (id.includes("svgo")) {
        return "export const optimize = (data) => ({ data }); export default { optimize };";
      }
      return id.includes("@shikijs/langs/") ? "export default [];" : "export default {};";
    },
    transform(code, id) {
      if (!id.replaceAll("\\", "/").endsWith("/@sveltia/cms/npm/index.js")) return null;
      const trimmed = code.replace(CDN_FONT, 'local("bundled font")');
      if (trimmed === code) {
        this.warn("Sveltia CMS no longer names CDN fonts: app/features/cms/trim-bundle.ts can go.");
      }
      return { code: trimmed, map: null };
    },
  };
}
