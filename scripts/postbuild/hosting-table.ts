import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { editorApi, editorPath, paths } from "../../app/content/paths.ts";
import { YOUTUBE_EMBED_ORIGIN } from "../../app/inventory/listing-constants.ts";
import { redirects } from "../../app/site/redirects.ts";
import { absoluteUrl } from "../../app/site/url.ts";
import {
  defaultLocale,
  localizePath,
  prefixedLocales,
  splitLocale,
} from "../../app/i18n/locales.ts";
import type { HeaderRule, HostingTable, Redirect } from "../../server/http/hosting.ts";

import { inlineScriptHashes } from "./inline-scripts.ts";
import { inlineStyleHashes } from "./inline-styles.ts";
import { hostConfigFiles, isCompressedVariant, isHtmlFile, listFiles } from "./site-files.ts";

/**
 * The one source of the site's HTTP behaviour: security headers, the
 * per-page Content-Security-Policy, caching and redirects. The build turns
 * it into build/hosting.json, which the production server reads and from
 * which `_headers`, `_redirects` and the nginx example are rendered.
 */

/** Sent with every response. */
export const securityHeaders = {
  // One year. Not includeSubDomains: the firm's other subdomains are not ours to vouch for.
  "Strict-Transport-Security": "max-age=31536000",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  // Other sites' pages may not load our files (images, fonts, scripts) as subresources.
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/**
 * Every document keeps other sites' windows out of its browsing context
 * group. It is set with each rule rather than for `/*` because the editor
 * differs: its GitHub sign-in opens a window that must be able to answer it
 * (`same-origin-allow-popups`). The server's own answers (API pages,
 * redirects) get it from the defaults.
 */
export const openerPolicy = { "Cross-Origin-Opener-Policy": "same-origin" } as const;
export const editorOpenerPolicy = {
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
} as const;
/**
 * The editor's sign-in window goes /api/cms/auth → GitHub → /api/cms/callback
 * and must still reach /admin at the end: one response of the chain with
 * `same-origin` would put the window in a browsing context group of its own
 * and the editor would see it closed ("Authentication aborted"). Nothing
 * under /api/cms is cached either: it carries one-time states and tokens.
 */
export const editorApiHeaders = {
  "Cross-Origin-Opener-Policy": "unsafe-none",
  "Cache-Control": "no-store",
} as const;

export const cacheControl = {
  /** Vite's content-hashed files never change under their name. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML and data files: cached, but revalidated (ETag) on every use. */
  revalidate: "no-cache",
} as const;

/** Where the hashed build assets live. */
export const assetsPrefix = "/assets/";

export const redirectStatus = 301;
export const unknownPathStatus = 302;
export const trailingSlashStatus = 308;

/**
 * Where paths the build did not produce go: an unknown path in an edition
 * to that edition's home (`/fr/nope` → `/fr`), any other to `/`, as
 * `redirectTarget` in app/site/redirects.ts says. Never by the
 * browser's language. The most specific prefix comes first; `/*` is last.
 */
export const unknownPathRules: readonly Redirect[] = [
  ...prefixedLocales.map((locale) => ({
    from: `${localizePath(paths.home, locale)}/*`,
    to: localizePath(paths.home, locale),
    status: unknownPathStatus,
  })),
  { from: "/*", to: paths.home, status: unknownPathStatus },
];

/**
 * The page a static host shows for an unknown path under a rule's prefix
 * (static-host-config.ts writes one per rule): `/*` → `404.html`,
 * `/fr/*` → `fr/404.html`. Such files configure the host and are never
 * served as pages by the server.
 */
export function notFoundFile(rule: Pick<Redirect, "from">): string {
  return `${rule.from.slice(1, -1)}404.html`;
}

/** The CSP hashes of one HTML file's inline scripts and `<style>` elements. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

const noInlineCode: InlineHashes = { scripts: [], styles: [] };

/**
 * What one page plays from elsewhere: the frame origins its video facade
 * loads after a click (only those in `frameOrigins`), and whether it has a
 * `<video>` of our own. Read from the page's final HTML, so only a machine
 * page whose listing has a video gets `frame-src` or `media-src`.
 */
export interface PageEmbeds {
  frames: readonly string[];
  media: boolean;
}

export const noEmbeds: PageEmbeds = { frames: [], media: false };

/** The only origins a page may frame: YouTube's privacy-enhanced player. */
export const frameOrigins: readonly string[] = [YOUTUBE_EMBED_ORIGIN];

/** A page's embeds, from the attributes machine-video.tsx writes; any other origin is ignored. */
export function pageEmbeds(html: string): PageEmbeds {
  const frames = new Set<string>();
  for (const match of html.matchAll(/\sdata-video-embed="([^"]*)"/g)) {
    let origin: string;
    try {
      origin = new URL(match[1]!.replaceAll("&amp;", "&")).origin;
    } catch {
      continue;
    }
    if (frameOrigins.includes(origin)) frames.add(origin);
  }
  const media = /<video\b[^>]*\ssrc="\/(?!\/)/.test(html);
  return { frames: [...frames], media };
}

/**
 * A page's policy: nothing by default, and each kind of resource the pages
 * use allowed from this origin only. Inline scripts and styles run only if
 * the build hashed them; there is no 'unsafe-inline' (the build fails on a
 * `style` attribute instead). base-uri is 'none' because no page has a
 * `<base>`, so an injected one cannot re-point relative script URLs.
 * object-src repeats default-src for scanners that look for it.
 */
export function pagePolicy(
  hashes: InlineHashes,
  extraOrigins: readonly string[] = [],
  imageSources: readonly string[] = [],
  embeds: PageEmbeds = noEmbeds,
): string {
  const self = ["'self'", ...extraOrigins].join(" ");
  return [
    "default-src 'none'",
    ["script-src 'self'", ...hashes.scripts].join(" "),
    ["style-src 'self'", ...hashes.styles].join(" "),
    ["img-src 'self'", ...imageSources].join(" "),
    ...(embeds.media ? ["media-src 'self'"] : []),
    ...(embeds.frames.length > 0 ? [["frame-src", ...embeds.frames].join(" ")] : []),
    "font-src 'self'",
    `connect-src ${self}`,
    "manifest-src 'self'",
    `form-action ${self}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Image sources a page needs beyond its own origin, by its path in every
 * edition: the seller's form previews the chosen photos from `blob:` URLs.
 * Every other page keeps `img-src 'self'`.
 */
export const pageImageSources: Readonly<Record<string, readonly string[]>> = {
  [paths.sellEquipment]: ["blob:"],
};

/**
 * The editor at /admin (Sveltia CMS, a third-party app; app/admin/)
 * runs only its own scripts, like every page, but injects its components'
 * styles at run time, so its policy alone allows inline styles. It talks to
 * GitHub's API (and status page), shows the signed-in user's avatar, and
 * previews chosen photos from blob: URLs. The site's pages never get this.
 */
export function editorPolicy(hashes: InlineHashes): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...hashes.scripts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https://avatars.githubusercontent.com",
    "font-src 'self'",
    "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** For everything that is not a page: nothing may load or run. */
export const resourcePolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The origin of a cross-origin CONTACT_ENDPOINT, which the policy must allow. */
export function endpointOrigins(endpoint: string | undefined): string[] {
  if (!endpoint || !/^https?:\/\//i.test(endpoint.trim())) return [];
  return [new URL(endpoint.trim()).origin];
}

/** The folder of a machine's documents under its page (app/i18n/links.ts, machineDocumentPath). */
const machineDocumentsFolder = "documents";

/**
 * The headers of a PDF the build made (a machine's spec sheet). Browsers open
 * it in place; saved or forwarded, it keeps a name that says which machine
 * and edition it is ("bopp-film-line-2018-spec-sheet-fr.pdf") rather than
 * "spec-sheet.pdf". The page it sits under, if there is one, is its
 * canonical address, so search engines send people to the page.
 */
export function documentHeaders(path: string, pages: ReadonlySet<string>): Record<string, string> {
  const segments = decodeURI(path).split("/").filter(Boolean);
  const { locale } = splitLocale(decodeURI(path));
  const file = segments.at(-1)!.replace(/\.pdf$/i, "");
  // A listing's own document (…/<slug>/documents/manual.pdf): one file for every edition, named after the machine.
  const listingDocument = segments.at(-2) === machineDocumentsFolder;
  const parent = listingDocument ? segments.at(-3) : segments.at(-2);
  const edition = locale === defaultLocale || listingDocument ? "" : `-${locale}`;
  const name = `${parent && parent !== locale ? `${parent}-` : ""}${file}${edition}.pdf`;
  const page = listingDocument
    ? path.slice(0, path.lastIndexOf(`/${machineDocumentsFolder}/`))
    : path.slice(0, path.lastIndexOf("/"));
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${name.replace(/[^\w.-]/g, "_")}"`,
    ...(pages.has(page) ? { Link: `<${absoluteUrl(page)}>; rel="canonical"` } : {}),
  };
}

/** `about/index.html` → `/about`; `index.html` → `/`. Other files are not pages. */
export function pagePathOf(file: string): string | null {
  if (file === "index.html") return paths.home;
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : null;
}

interface TableInput {
  /** Every file of build/client, relative to it. */
  files: readonly string[];
  /** Inline-script and style hashes of each HTML file. */
  inlineHashes: ReadonlyMap<string, InlineHashes>;
  /** What each HTML file frames or plays (a machine page's video); none if absent. */
  embeds?: ReadonlyMap<string, PageEmbeds>;
  contactEndpoint?: string;
}

export function createHostingTable({
  files,
  inlineHashes,
  embeds,
  contactEndpoint,
}: TableInput): HostingTable {
  const extraOrigins = endpointOrigins(contactEndpoint);
  const pages: Record<string, string> = {};
  const publicFiles: string[] = [];
  const notFoundFiles = new Set(unknownPathRules.map(notFoundFile));
  for (const file of files) {
    if (hostConfigFiles.includes(file) || notFoundFiles.has(file) || isCompressedVariant(file)) {
      continue;
    }
    const page = pagePathOf(file);
    if (page) pages[page] = file;
    else publicFiles.push(encodeURI(`/${file}`));
  }

  const headers: HeaderRule[] = [
    { for: "/*", headers: { ...securityHeaders } },
    { for: `${editorApi}/*`, headers: { ...editorApiHeaders } },
    {
      for: `${assetsPrefix}*`,
      headers: {
        "Content-Security-Policy": resourcePolicy,
        "Cache-Control": cacheControl.immutable,
        ...openerPolicy,
      },
    },
  ];
  for (const [path, file] of Object.entries(pages)) {
    const hashes = inlineHashes.get(file) ?? noInlineCode;
    const rule =
      path === editorPath
        ? {
            "Content-Security-Policy": editorPolicy(hashes),
            "Cache-Control": cacheControl.revalidate,
            ...editorOpenerPolicy,
            // With the page's own meta element: search engines leave the editor out.
            "X-Robots-Tag": "noindex, nofollow",
          }
        : {
            "Content-Security-Policy": pagePolicy(
              hashes,
              extraOrigins,
              pageImageSources[splitLocale(path).path],
              embeds?.get(file),
            ),
            "Cache-Control": cacheControl.revalidate,
            ...openerPolicy,
          };
    headers.push({ for: path, headers: rule });
  }
  const pageSet = new Set(Object.keys(pages));
  for (const path of publicFiles) {
    if (path.startsWith(assetsPrefix)) continue;
    // An HTML file outside the route table (a verification page, say) is a page too.
    const hashes = inlineHashes.get(decodeURI(path).slice(1));
    const policy = hashes ? pagePolicy(hashes, extraOrigins) : resourcePolicy;
    headers.push({
      for: path,
      headers: {
        "Content-Security-Policy": policy,
        // Revalidated like pages: a listing's sheet changes when the listing does.
        "Cache-Control": cacheControl.revalidate,
        ...openerPolicy,
        ...(/\.pdf$/i.test(path) ? documentHeaders(path, pageSet) : {}),
      },
    });
  }

  return {
    headers,
    defaultHeaders: { "Content-Security-Policy": resourcePolicy, ...openerPolicy },
    redirects: Object.entries(redirects).map(([from, to]) => ({
      from,
      to,
      status: redirectStatus,
    })),
    pages,
    files: publicFiles,
    unknownPaths: unknownPathRules.map((rule) => ({ ...rule })),
    trailingSlashStatus,
  };
}

export function hashInlineCode(html: string): InlineHashes {
  return { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) };
}

/** Hashes the inline scripts and styles of every HTML file and writes build/hosting.json. */
export async function writeHostingTable(
  buildDir: string,
  contactEndpoint?: string,
): Promise<HostingTable> {
  const clientDir = join(buildDir, "client");
  const files = await listFiles(clientDir);
  const hashes = new Map<string, InlineHashes>();
  const embeds = new Map<string, PageEmbeds>();
  for (const file of files.filter(isHtmlFile)) {
    const html = await readFile(join(clientDir, file), "utf8");
    hashes.set(file, hashInlineCode(html));
    embeds.set(file, pageEmbeds(html));
  }
  const table = createHostingTable({ files, inlineHashes: hashes, embeds, contactEndpoint });
  await writeFile(join(buildDir, "hosting.json"), `${JSON.stringify(table, null, 2)}\n`);
  return table;
}
