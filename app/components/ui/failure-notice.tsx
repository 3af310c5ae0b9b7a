import { TriangleAlert } from "lucide-react";
import type { Ref } from "react";

/** The words around a form's failure: its title, the reason, and the firm's direct contacts. */
export interface FailureCopy {
  title: string;
  /** Followed by the email link and the second link. */
  direct: string;
  emailLead: string;
  /** Before the second link: "or call", "or WhatsApp". */
  otherLead: string;
}

/** A contact the visitor can use instead: the text shown and where it leads. */
export interface DirectLink {
  label: string;
  href: string;
}

/**
 * Why a form was not sent and how else to reach the firm: an alert that
 * takes focus (`tabIndex={-1}`), so keyboard and screen-reader users land on
 * it. Addresses and numbers read left to right in every edition.
 */
export function FailureNotice({
  copy,
  reason,
  email,
  other,
  id,
  ref,
}: {
  copy: FailureCopy;
  reason: string;
  email: DirectLink;
  other: DirectLink;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const linkStyles = "font-semibold text-brand-700 underline";
  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className="mb-6 flex items-start gap-3 rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-ink-700 sm:p-5"
    >
      <TriangleAlert aria-hidden="true" size={22} className="mt-px shrink-0 text-danger-600" />
      <div className="space-y-1.5 leading-relaxed">
        <p className="font-semibold text-danger-700">{copy.title}</p>
        <p>{reason}</p>
        <p>
          {copy.direct} {copy.emailLead}{" "}
          <a href={email.href} dir="ltr" className={linkStyles}>
            {email.label}
          </a>{" "}
          {copy.otherLead}{" "}
          <a href={other.href} dir="ltr" className={`${linkStyles} whitespace-nowrap`}>
            {other.label}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
