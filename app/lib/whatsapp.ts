/**
 * WhatsApp's links with a message typed in: the share link, which lets the
 * visitor pick whom to send it to, and a chat with one number.
 */

/** "https://wa.me/?text=…": WhatsApp opens with `text` ready to send to a contact the visitor picks. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?${new URLSearchParams({ text }).toString()}`;
}

/** A click-to-chat link ("https://wa.me/13015550147") with `text` ready to send. */
export function whatsappChatUrl(chatUrl: string, text: string): string {
  return `${chatUrl}?${new URLSearchParams({ text }).toString()}`;
}
