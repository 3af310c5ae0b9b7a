import type { Plugin } from "vite";

/**
 * A machine's photos live beside its `index.en.md`, and the build refuses a
 * listing whose photo is anywhere else. Sveltia CMS offers every image field
 * a "Global Assets" library too (the config's `media_folder`, which it
 * requires), and it has no setting to hide it: a photo uploaded there lands
 * in app/content/inventory itself and the listing names it by that path, so
 * one click would stop every publish. This plugin turns that library off in
 * the editor's bundle: the photo dialog offers the entry's own folder only.
 * The build fails if the code it changes is no longer there (a new Sveltia
 * version): check the dialog again, then update the pattern.
 */

/** The global library's entry in the field's library map, as the npm bundle writes it. */
const GLOBAL_LIBRARY = /global:\{folder:([\w$]+),enabled:\1!==void 0\}/g;

/** The bundle with the field dialogs' global library disabled; throws unless it was there once. */
export function disableGlobalAssets(code: string): string {
  const found = code.match(GLOBAL_LIBRARY)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `Sveltia CMS's field library map was found ${found} times instead of once: the editor could offer "Global Assets" again. See app/admin/entry-assets-only.ts.`,
    );
  }
  return code.replace(GLOBAL_LIBRARY, "global:{folder:$1,enabled:!1}");
}

const isEditorBundle = (id: string) =>
  id.replaceAll("\\", "/").endsWith("/@sveltia/cms/npm/index.js");

export function entryAssetsOnly(): Plugin {
  return {
    name: "entry-assets-only",
    transform(code, id) {
      if (!isEditorBundle(id)) return null;
      return { code: disableGlobalAssets(code), map: null };
    },
  };
}
