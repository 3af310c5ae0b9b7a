/**
 * What the emails of every domain share (an inquiry's, an offer's, a
 * seller's confirmation): the firm's addresses, and how header lines,
 * Message-IDs and subjects are written.
 */
import { defaultLocale, type Locale } from "../../app/i18n/locales.ts";

/** The firm's addresses (CONTACT_TO, CONTACT_FROM). */
export interface MailSettings {
  /** The firm's inbox. */
  to: string;
  /** The firm's sending address (the visitor's goes in Reply-To). */
  from: string;
}

/** Header values stay on one line whatever the visitor typed. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The domain of the sending address, for the Message-IDs the emails make. */
export function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

const languageNames = new Intl.DisplayNames("en", { type: "language", fallback: "code" });

/** "Arabic (ar)": the edition in the firm's words, for the email's Edition line. */
export function editionName(locale: Locale): string {
  return `${languageNames.of(locale) ?? locale} (${locale})`;
}

/** "[AR] " before the subject of a message from another edition than English, so the inbox shows which to answer in. */
export const subjectTag = (locale: Locale) =>
  locale === defaultLocale ? "" : `[${locale.toUpperCase()}] `;
