import { FileText } from "lucide-react";

import type { MachineIn } from "~/inventory/machine-text";
import type { DocumentKind } from "~/inventory/listing-constants";
import { languageNames } from "~/lib/intl";
import { fillTemplate, formatFileSize } from "~/lib/text";

export interface DocumentsCopy {
  title: string;
  kinds: Record<DocumentKind, string>;
  /** "in {language}", for a file written in another language than the page's. */
  fileLanguage: string;
}

/** "in English" for an English file on a French or Arabic page; nothing in the page's own language. */
export function fileLanguageNote(language: string, intl: string, template: string): string | null {
  if (new Intl.Locale(intl).language === language) return null;
  const name = languageNames(intl).of(language);
  return name ? fillTemplate(template, { language: name }) : null;
}

/**
 * The PDFs beside a listing (a manual, drawings, an inspection report, a
 * layout): one address for every edition, each with its kind in the
 * edition's words, its title (English, marked, until translated), its size
 * and, when the file is in another language than the page, which one, so a
 * buyer on a phone knows what a tap costs and whether they can read it.
 */
export function MachineDocuments({
  documents,
  copy,
  intl,
}: {
  documents: MachineIn["documents"];
  copy: DocumentsCopy;
  /** The edition's Intl tag, for the sizes. */
  intl: string;
}) {
  return (
    <section aria-labelledby="machine-documents" className="print:hidden">
      <h2 id="machine-documents" className="text-2xl font-bold tracking-tight">
        {copy.title}
      </h2>
      <ul className="mt-4 divide-y divide-ink-200 border-y border-ink-200">
        {documents.map((document, index) => {
          const language = fileLanguageNote(document.language, intl, copy.fileLanguage);
          return (
            <li key={document.path} className="flex items-start gap-3 py-3">
              <FileText aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-brand-700" />
              <div>
                <a
                  href={document.path}
                  type="application/pdf"
                  hrefLang={document.language}
                  aria-describedby={`document-size-${index}`}
                  className="group"
                >
                  <span className="block text-sm text-ink-500">{copy.kinds[document.kind]}</span>
                  <span
                    lang={document.lang}
                    className="font-semibold text-brand-700 underline underline-offset-4 group-hover:text-brand-900"
                  >
                    {document.title}
                  </span>
                </a>{" "}
                <span
                  id={`document-size-${index}`}
                  className="text-sm whitespace-nowrap text-ink-500"
                >
                  {formatFileSize(document.bytes, intl)}
                  {language ? ` · ${language}` : null}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
