import { company } from "~/content/company";
import { getEdition } from "~/i18n/editions";
import type { Locale } from "~/i18n/locales";
import { whatsappChatUrl } from "~/lib/whatsapp";

/**
 * The floating WhatsApp chat button shown on every page (at the end side:
 * left in Arabic). On a machine's page, the chat opens with `message` typed
 * in: the machine's name, reference and address.
 */
export function WhatsAppButton({ locale, message }: { locale: Locale; message?: string }) {
  const { t } = getEdition(locale);
  return (
    <aside aria-label={t.ui.whatsapp.region} className="print:hidden">
      <a
        href={message ? whatsappChatUrl(company.whatsappUrl, message) : company.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t.navigation.whatsapp} ${t.ui.newTab}`}
        title={t.ui.whatsapp.title}
        // The site's script hides it while it would cover a form (app/scripts/whatsapp-clear.ts).
        data-floating-whatsapp=""
        className="fixed end-5 bottom-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#0f7a5f] text-white shadow-[0_8px_24px_rgb(6_26_39/0.3)] transition-[transform,opacity,visibility] duration-200 hover:scale-105 hover:bg-[#0c684f] data-covered:invisible data-covered:opacity-0 sm:end-6 sm:bottom-6"
      >
        <svg aria-hidden="true" viewBox="0 0 32 32" width="30" height="30" focusable="false">
          <path
            fill="currentColor"
            d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.9 2 6.9L3.2 29l6.5-1.7c1.9 1 4.1 1.6 6.3 1.6 7.2 0 13-5.7 13-12.8S23.2 3 16 3Zm0 23.5c-2 0-3.9-.5-5.6-1.5l-.4-.2-3.9 1 1-3.7-.3-.4a10.4 10.4 0 0 1-1.6-5.6C5.2 10 10 5.4 16 5.4S26.8 10 26.8 15.8 22 26.5 16 26.5Zm5.9-8c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.8-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.6l.5-.6.3-.5c.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.1 1.1-1.1 2.7s1.2 3.1 1.3 3.3c.2.2 2.3 3.5 5.5 4.8 2.7 1.1 3.3.9 3.9.8.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.2-.3-.3-.6-.4Z"
          />
        </svg>
      </a>
    </aside>
  );
}
