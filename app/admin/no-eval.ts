/**
 * Sveltia CMS bundles zod 4, which probes once whether `Function("")` runs
 * (to compile its parsers) unless its global configuration says jitless.
 * The editor's policy refuses eval, so the probe would only report a
 * violation: this module, imported before the editor, sets the global
 * configuration zod reads (`globalThis.__zod_globalConfig`), as
 * `z.config({ jitless: true })` does for the site's own forms.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
