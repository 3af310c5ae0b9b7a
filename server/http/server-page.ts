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
const styles = `
*,::before,::after{box-sizing:border-box}
body{margin:0;background:#f5f7f9;color:#1b2733;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body:lang(ar){line-height:1.8}
main{max-width:42rem;margin-inline:auto;padding:2.5rem 1.25rem 4rem}
.brand{margin:0 0 2rem;font-weight:700}
a{color:#0b5c8a}
a[href^="tel:"]{white-space:nowrap}
a:focus-visible,input:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid #0b5c8a;outline-offset:2px}
h1{margin:0 0 .75rem;font-size:1.75rem;line-height:1.25;color:#0a2739}
.problem{border-inline-start:4px solid #b42318;background:#fff;padding:1rem 1.25rem;margin-block:1.5rem}
.problem h2{margin:0 0 .5rem;font-size:1.125rem}
.problem ul{margin:0;padding-inline-start:1.25rem}
form{display:grid;gap:1.25rem;background:#fff;border:1px solid #d5dde5;border-radius:12px;padding:1.5rem;margin-block:1.5rem}
label{display:block;font-weight:600;margin-block-end:.375rem}
.hint{font-weight:400;color:#52606d}
input,textarea,select{display:block;width:100%;font:inherit;color:inherit;padding:.625rem .875rem;border:1px solid #9aa8b5;border-radius:8px;background:#fff}
select:focus-visible{outline:3px solid #0b5c8a;outline-offset:2px}
fieldset{border:0;padding:0;margin:0;display:grid;gap:1.25rem}
legend{font-size:1.125rem;font-weight:700;color:#0a2739;margin-block-end:.25rem}
.again{border-inline-start:4px solid #b54708;background:#fffaeb;padding:.75rem 1rem}
[aria-invalid=true]{border-color:#b42318}
.error{margin:.375rem 0 0;color:#b42318;font-weight:600;font-size:.9375rem}
button{justify-self:start;font:inherit;font-weight:700;color:#fff;background:#0a2739;border:0;border-radius:8px;padding:.75rem 1.5rem;cursor:pointer}
.trap{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%)}
.check{display:flex;gap:.625rem;align-items:flex-start}
.check input{display:inline-block;width:auto;inline-size:1.25rem;block-size:1.25rem;margin:.2rem 0 0;flex:none}
.check label{margin:0}
`;

/** Only this page's own stylesheet may apply: no script, no other style. */
export const serverPagePolicy = [
  "default-src 'none'",
  `style-src ${cspHash(styles)}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

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
<main>
<p class="brand"><a href="${escapeHtml(localizePath(paths.home, locale))}">${escapeHtml(company.name)}</a></p>
<h1>${escapeHtml(frame.title)}</h1>
${body}
<p>${escapeHtml(frame.direct.lead)} ${escapeHtml(frame.direct.emailLead)} ${email} ${escapeHtml(frame.direct.phoneLead)} ${phone}.</p>
<p><a href="${escapeHtml(frame.back.href)}">${escapeHtml(frame.back.label)}</a></p>
</main>
</body>
</html>
`;
}
