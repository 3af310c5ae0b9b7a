import { logoMark, logoMarkColors } from "../../app/content/brand.ts";
import { company, mailtoHref, telHref } from "../../app/content/company.ts";
import { paths } from "../../app/content/paths.ts";
import { localeSettings, localizePath, type Locale } from "../../app/i18n/locales.ts";

import { cspHash } from "./csp-hash.ts";
import { escapeHtml } from "./escape-html.ts";

/**
 * The frame of the small pages the server writes itself (the contact and
 * offer forms' answers to a visitor without JavaScript): the edition's
 * language and direction, the firm's direct contacts, a way back. No
 * script; the policy allows only its one stylesheet, by hash
 * (`serverPagePolicy`, below the styles).
 */

// Logical properties only (inline/block, start), so Arabic mirrors by `dir` alone.
// The site's tokens (app/styles/app.css): petrol, ink, accent; cards and fields as its forms draw them.
const styles = `
*,::before,::after{box-sizing:border-box}
body{margin:0;background:#f5f7f9;color:#1b2733;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body:lang(ar){line-height:1.8}
header{background:#fff;border-block-end:1px solid #d5dde5}
header>p,footer>p{max-width:42rem;margin:0 auto;padding:.875rem 1.25rem}
.brand a{display:inline-flex;align-items:center;gap:.625rem;color:#0a2739;font-weight:700;font-size:1.125rem;letter-spacing:-.01em;text-decoration:none}
.brand svg{flex:none}
main{max-width:42rem;margin-inline:auto;padding:2.5rem 1.25rem 3rem}
footer{background:#061a27;color:#d5e6f0;font-size:.875rem}
footer a{color:#fff}
a{color:#0b5c8a}
a[href^="tel:"]{white-space:nowrap}
a:focus-visible,input:focus-visible,textarea:focus-visible,button:focus-visible,select:focus-visible{outline:3px solid #0b5c8a;outline-offset:2px}
footer a:focus-visible{outline-color:#f2ab2f}
h1{margin:0 0 .75rem;font-size:1.875rem;line-height:1.2;letter-spacing:-.015em;color:#0a2739}
.problem{border-inline-start:4px solid #b42318;background:#fff;border-radius:8px;padding:1rem 1.25rem;margin-block:1.5rem}
.problem h2{margin:0 0 .5rem;font-size:1.125rem}
.problem ul{margin:0;padding-inline-start:1.25rem}
form{display:grid;gap:1.25rem;background:#fff;border:1px solid #d5dde5;border-radius:16px;box-shadow:0 1px 3px rgb(10 39 57/.08);padding:1.5rem;margin-block:1.5rem}
label{display:block;font-weight:600;margin-block-end:.375rem}
.hint{font-weight:400;color:#52606d}
input,textarea,select{display:block;width:100%;font:inherit;color:inherit;padding:.625rem .875rem;border:1px solid #9aa8b5;border-radius:8px;background:#fff}
fieldset{border:0;padding:0;margin:0;display:grid;gap:1.25rem}
legend{font-size:1.125rem;font-weight:700;color:#0a2739;margin-block-end:.25rem}
.again{border-inline-start:4px solid #b54708;background:#fffaeb;border-radius:8px;padding:.75rem 1rem}
[aria-invalid=true]{border-color:#b42318}
.error{margin:.375rem 0 0;color:#b42318;font-weight:600;font-size:.9375rem}
button{justify-self:start;font:inherit;font-weight:700;color:#fff;background:#0a2739;border:0;border-radius:999px;padding:.75rem 1.75rem;cursor:pointer}
button:hover{background:#124463}
.trap{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%)}
.check{display:flex;gap:.625rem;align-items:flex-start}
.check input{display:inline-block;width:auto;inline-size:1.25rem;block-size:1.25rem;margin:.2rem 0 0;flex:none}
.check label{margin:0;font-weight:400}
.privacy{margin:0;font-size:.875rem;color:#52606d}
`;

/** The brand mark as the site's header draws it (app/components/layout/logo.tsx), from app/content/brand.ts. */
function logoSvg(): string {
  const colors = logoMarkColors.dark;
  const layer = `fill="none" stroke-width="${logoMark.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"`;
  return `<svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 ${logoMark.size} ${logoMark.size}"><rect width="${logoMark.size}" height="${logoMark.size}" rx="${logoMark.tileRadius}" fill="${colors.tile}"/><path d="${logoMark.topLayer}" fill="${colors.top}"/><path d="${logoMark.middleLayer}" stroke="${colors.middle}" ${layer}/><path d="${logoMark.bottomLayer}" stroke="${colors.bottom}" ${layer}/></svg>`;
}

/** Only this page's own stylesheet may apply: no script, no other style. */
export const serverPagePolicy = [
  "default-src 'none'",
  `style-src ${cspHash(styles)}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

/**
 * A field to correct, as the list at the top of a page names it: "Name: Name
 * is required". French puts a no-break space before the colon and goes on in
 * lower case ("Nom : le nom est obligatoire", "indiquez-nous deux ou trois
 * créneaux"); a first word written with other capitals ("WhatsApp") or
 * holding more than letters (a file's name, "Photo-1.jpg") keeps its case.
 * A message that already begins with its field's name and a colon is left as it is.
 */
export function problemLine(locale: Locale, label: string, error: string): string {
  // A message that names its field itself ("Thickness in µm: enter a number
  // from 5 to 500") is not named twice.
  if (
    error.toLowerCase().startsWith(label.toLowerCase()) &&
    /^[\s\u00a0\u202f]*:/.test(error.slice(label.length))
  ) {
    return error;
  }
  const { colon } = localeSettings[locale];
  if (locale !== "fr") return `${label}${colon}${error}`;
  const sentence = error.replace(/^\p{Lu}(?=\p{Ll}*(?:-\p{Ll}+)*(?:[\s’']|$))/u, (first) =>
    first.toLowerCase(),
  );
  return `${label}${colon}${sentence}`;
}

/**
 * The line under a form the server writes: what its details are used for
 * (`text`, or none), then the link to the edition's privacy notice.
 */
export function privacyLineHtml(locale: Locale, text: string, linkLabel: string): string {
  const link = `<a href="${escapeHtml(localizePath(paths.privacy, locale))}">${escapeHtml(linkLabel)}</a>`;
  return `<p class="privacy">${text ? `${escapeHtml(text)} ` : ""}${link}</p>`;
}

/** What a page of the server says around its body, in one edition's words. */
export interface ServerPageFrame {
  title: string;
  /** Before the email and phone links: "You can also reach us directly: email … or call …". */
  direct: { lead: string; emailLead: string; phoneLead: string };
  back: { href: string; label: string };
}

/** A small page of the server, in the edition's language and direction, with the firm's direct contacts. */
export function serverPage(locale: Locale, frame: ServerPageFrame, body: string): string {
  const { lang, dir } = localeSettings[locale];
  const title = frame.title.replace(/\.$/, "");
  // Addresses and numbers read left to right in every edition.
  const email = `<a href="${escapeHtml(mailtoHref)}" dir="ltr">${escapeHtml(company.email)}</a>`;
  const phone = `<a href="${escapeHtml(telHref)}" dir="ltr">${escapeHtml(company.phone.display)}</a>`;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(company.name)}</title>
<style>${styles}</style>
</head>
<body>
<header>
<p class="brand"><a href="${escapeHtml(localizePath(paths.home, locale))}" dir="ltr">${logoSvg()}<span>${escapeHtml(company.name)}</span></a></p>
</header>
<main>
<h1>${escapeHtml(frame.title)}</h1>
${body}
<p>${escapeHtml(frame.direct.lead)} ${escapeHtml(frame.direct.emailLead)} ${email} ${escapeHtml(frame.direct.phoneLead)} ${phone}.</p>
<p><a href="${escapeHtml(frame.back.href)}">${escapeHtml(frame.back.label)}</a></p>
</main>
<footer>
<p>© ${new Date().getFullYear()} ${escapeHtml(company.name)} · ${phone} · ${email}</p>
</footer>
</body>
</html>
`;
}
