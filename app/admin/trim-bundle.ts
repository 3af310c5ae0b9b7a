import { readFile } from "node:fs/promises";
import { dirname, posix, resolve } from "node:path";

import type { Plugin } from "vite";

import { subsetIconFont } from "./icon-font.ts";

/**
 * The editor's bundle (Sveltia CMS from npm, app/admin/) without what
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
const isEditorEntry = (id: string) =>
  id.replaceAll("\\", "/").endsWith("/@sveltia/cms/npm/index.js");

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
      if (!isEditorEntry(id)) return null;
      const trimmed = code.replace(CDN_FONT, 'local("bundled font")');
      if (trimmed === code) {
        this.warn("Sveltia CMS no longer names CDN fonts: app/admin/trim-bundle.ts can go.");
      }
      return { code: trimmed, map: null };
    },
  };
}

/** Where Sveltia CMS's entry loads its icon font, beside itself. */
const SVELTIA_ICON_FONT =
  /new URL\(\s*(["'`])(assets\/material-symbols-outlined-[\w-]+\.woff2)\1\s*,\s*import\.meta\.url\s*\)\.href/g;
/** Stands for the subset's address until the chunk is written (a global name survives minifying). */
const ICON_FONT_URL = "__EDITOR_ICON_FONT_URL__";

/**
 * The editor's icon font (Material Symbols, 736 KB) cut to the icons the
 * editor's code names, at the one weight it draws them (./icon-font.ts):
 * about 41 KB. The names are read from every module of the build once all
 * are loaded, so the collections' own icons (./cms-config.ts) count too.
 * The subset is emitted as an asset of its own, hashed from its content, and
 * Sveltia's reference to the full font is pointed at it when the chunk is
 * rendered, before chunks are hashed. Whatever would make the subset wrong
 * (Sveltia loading the font another way, the font missing, a weight or a
 * ligature the subset cannot keep) stops the build with a message naming it.
 */
export function subsetEditorIcons(): Plugin {
  let fontPath: string | undefined;
  let reference: string | undefined;
  let pointed = false;
  return {
    name: "subset-editor-icons",
    apply: "build",
    transform(code, id) {
      if (!isEditorEntry(id)) return null;
      const found = [...code.matchAll(SVELTIA_ICON_FONT)];
      if (found.length !== 1 || !found[0]?.[2]) {
        this.error(
          `Sveltia CMS (${id}) no longer loads its icon font as ` +
            "new URL(`assets/material-symbols-outlined-….woff2`, import.meta.url) " +
            `(found ${found.length}): update subsetEditorIcons in app/admin/trim-bundle.ts.`,
        );
      }
      fontPath = resolve(dirname(id), found[0][2]);
      return { code: code.replace(SVELTIA_ICON_FONT, ICON_FONT_URL), map: null };
    },
    async buildEnd(error) {
      if (error) return;
      if (fontPath === undefined) {
        this.error(
          "Sveltia CMS's entry (@sveltia/cms/npm/index.js) was not in the editor's build.",
        );
      }
      const woff2 = await readFile(fontPath).catch(() => {
        this.error(`The editor's icon font is missing: ${fontPath}.`);
      });
      const code = [...this.getModuleIds()].map((id) => this.getModuleInfo(id)?.code ?? "");
      try {
        const { font } = await subsetIconFont(woff2, code);
        reference = this.emitFile({
          type: "asset",
          name: "material-symbols-outlined.woff2",
          source: font,
        });
      } catch (cause) {
        this.error(`The editor's icon font: ${(cause as Error).message}`);
      }
    },
    renderChunk(code, chunk) {
      if (!code.includes(ICON_FONT_URL) || reference === undefined) return null;
      pointed = true;
      const file = posix.relative(posix.dirname(chunk.fileName), this.getFileName(reference));
      const url = `new URL(${JSON.stringify(`./${file}`)},import.meta.url).href`;
      return { code: code.replaceAll(ICON_FONT_URL, url), map: null };
    },
    generateBundle() {
      if (!pointed) this.error("No chunk of the editor loads the icon font subset.");
    },
  };
}
