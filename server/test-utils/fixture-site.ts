import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { postBuild } from "../../scripts/postbuild/post-build.ts";

/** The stylesheet Astro inlines into every page (`inlineStylesheets: "always"`). */
export const fixtureStylesheet = `body{margin:0}\n${".a{color:red}\n".repeat(20)}`;
/** The style Astro adds to pages with islands. */
export const islandStyle = "astro-island,astro-slot,astro-static-slot{display:contents}";

/**
 * A page like the prerendered ones: an inline stylesheet, inline scripts of
 * several kinds plus a module entry, and no `style` attribute. `lang` and
 * `dir` as in the edition's pages (`/fr/…`, `/ar/…`).
 */
export function fixturePage(
  title: string,
  inline = `window.__page = ${JSON.stringify(title)};`,
  styles: readonly string[] = [fixtureStylesheet],
  { lang = "en", dir }: { lang?: string; dir?: "ltr" | "rtl" } = {},
) {
  return `<!DOCTYPE html><html lang="${lang}"${dir ? ` dir="${dir}"` : ""}><head><meta charset="utf-8"><title>${title}</title>
${styles.map((style) => `<style>${style}</style>`).join("")}
<script type="application/ld+json">{"@context":"https://schema.org","name":${JSON.stringify(title)}}</script>
</head><body><h1 class="a">${title}</h1>
<script>${inline}</script>
<script type="module" async="">import "/assets/entry-DF5GAwUY.js";</script>
<script type="module" src="/assets/entry-DF5GAwUY.js"></script>
${"<p>Flexible packaging, films and machinery.</p>\n".repeat(40)}</body></html>`;
}

/** Each edition's web app manifest, in its language and direction. */
function fixtureManifest(lang: string, dir: "ltr" | "rtl", start: string) {
  const manifest = {
    name: "FlexPack Consulting",
    lang,
    dir,
    start_url: start,
    display: "standalone",
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const french = { lang: "fr", dir: "ltr" } as const;
const arabic = { lang: "ar", dir: "rtl" } as const;

export const fixtureFiles: Record<string, string | Buffer> = {
  "index.html": fixturePage("Home"),
  "about/index.html": fixturePage("About"),
  "contact/index.html": fixturePage("Contact", "window.__contact = true;\r\nwindow.__lines = 2;", [
    fixtureStylesheet,
    islandStyle,
  ]),
  "machinery/machinery-division/index.html": fixturePage("Machinery Division"),
  "__spa-fallback.html": fixturePage("Fallback", "window.__spa = true;"),
  "assets/entry-DF5GAwUY.js": `export const site = "flexpack";\n${"console.info('x');\n".repeat(200)}`,
  "assets/app-Dgly0Iwd.css": `body{margin:0}\n${".a{color:red}\n".repeat(200)}`,
  "assets/hero-DBSlmlBg.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`,
  "assets/inter-Dx4kXJAl.woff2": randomBytes(2048),
  "robots.txt": "User-agent: *\nAllow: /\n",
};

/**
 * The French and Arabic editions: some of the same pages under /fr and /ar,
 * with scripts of their own, and each edition's web app manifest. Apart from
 * `fixtureFiles` so that tests about the English build stay as they are.
 */
export const editionFixtureFiles: Record<string, string | Buffer> = {
  "fr/index.html": fixturePage("Accueil", undefined, undefined, french),
  "fr/about/index.html": fixturePage("À propos", undefined, undefined, french),
  "fr/contact/index.html": fixturePage(
    "Nous contacter",
    "window.__contact = 'fr';",
    [fixtureStylesheet, islandStyle],
    french,
  ),
  "ar/index.html": fixturePage("الرئيسية", undefined, undefined, arabic),
  "ar/contact/index.html": fixturePage(
    "تواصلوا معنا",
    "window.__contact = 'ar';",
    [fixtureStylesheet, islandStyle],
    arabic,
  ),
  "ar/machinery/machinery-division/index.html": fixturePage(
    "قسم الآلات",
    undefined,
    undefined,
    arabic,
  ),
  "manifest.webmanifest": fixtureManifest("en", "ltr", "/"),
  "fr/manifest.webmanifest": fixtureManifest("fr", "ltr", "/fr"),
  "ar/manifest.webmanifest": fixtureManifest("ar", "rtl", "/ar"),
};

/** The English build with the French and Arabic editions. */
export const fixtureFilesWithEditions = { ...fixtureFiles, ...editionFixtureFiles };

/** A finished build directory (client/ and hosting.json) in a temporary folder. */
export async function createFixtureBuild(files = fixtureFiles): Promise<string> {
  const buildDir = await mkdtemp(join(tmpdir(), "flexpack-build-"));
  for (const [file, content] of Object.entries(files)) {
    const path = join(buildDir, "client", file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }
  await postBuild(buildDir);
  return buildDir;
}
