import { CircleCheck } from "lucide-react";
import type { Ref } from "react";

import { cn } from "~/lib/cn";

const styles =
  "mb-6 items-start gap-3 rounded-xl border border-success-700/25 bg-success-50 p-4 font-medium text-success-700 sm:p-5";

interface SentCopy {
  /** "Thank you for your message!…" */
  sent: string;
  /** "Your reference: {reference}." */
  sentReference: string;
  /** When the firm answers: every form promises it. */
  replyTime: string;
}

/**
 * A form's thank-you inside its live region: the reference the server gave
 * and the promised reply time. `state` "sent" shows it (focus follows
 * `ref`); "static" is the prerendered page's, hidden until the no-JavaScript
 * redirect's fragment (#id) targets it; "none" renders nothing.
 */
export function SentNotice({
  id,
  copy,
  state,
  reference,
  ref,
}: {
  id: string;
  copy: SentCopy;
  state: "sent" | "static" | "none";
  reference?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}) {
  if (state === "none") return null;
  const [before, after = ""] = copy.sentReference.split("{reference}");
  const sent = state === "sent";
  return (
    <div
      ref={sent ? ref : undefined}
      id={id}
      tabIndex={sent ? -1 : undefined}
      className={cn(styles, sent ? "flex" : "hidden target:flex")}
    >
      <CircleCheck aria-hidden="true" size={22} className="mt-px shrink-0" />
      <div>
        <p>{copy.sent}</p>
        {sent && reference ? (
          <p className="mt-1">
            {before}
            {/* Left to right in every edition, and never broken at its hyphens. */}
            <span dir="ltr" className="font-mono font-semibold whitespace-nowrap">
              {reference}
            </span>
            {after}
          </p>
        ) : null}
        <p className="mt-1 font-normal">{copy.replyTime}</p>
      </div>
    </div>
  );
}
