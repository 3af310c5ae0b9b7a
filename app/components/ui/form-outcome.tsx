import type { Ref } from "react";

import { FailureNotice } from "./failure-notice";
import { PrivacyLine } from "./privacy-line";
import { SendButton } from "./send-button";
import { SentNotice } from "./sent-notice";

/** What a send came to, as a form shows it. */
export type FormNotice =
  | { kind: "sent"; reference?: string }
  | { kind: "failed"; reason: FailureKey; retryAfterSeconds?: number };

type FailureKey =
  "network" | "timeout" | "invalid" | "rate-limited" | "too-large" | "rejected" | "server";

interface OutcomeCopy {
  sent: string;
  sentReference: string;
  replyTime: string;
  submit: string;
  sending: string;
  privacy: string;
  failure: {
    title: string;
    reasons: Readonly<Record<FailureKey, string>>;
    direct: string;
    emailLead: string;
    phoneLead: string;
  };
}

/**
 * The end of a visitor's form (contact, call): the live region with the
 * thank-you (reference and reply time), the failure with the firm's direct
 * contacts, the send button and the privacy line.
 */
export function FormOutcome({
  notice,
  noticeRef,
  sentId,
  hydrated,
  sending,
  copy,
  retryAdvice,
  direct,
  privacyNotice,
}: {
  notice: FormNotice | null;
  noticeRef: Ref<HTMLDivElement>;
  /** The thank-you's id, the no-JavaScript redirect's fragment. */
  sentId: string;
  hydrated: boolean;
  sending: boolean;
  copy: OutcomeCopy;
  /** After a rate limit: when to try again, in the page's words. */
  retryAdvice: (retryAfterSeconds: number | undefined) => string;
  direct: { email: string; mailto: string; phone: string; tel: string };
  privacyNotice: { label: string; href: string };
}) {
  return (
    <>
      {/* Always rendered: a live region must exist before its message arrives. */}
      <div role="status">
        <SentNotice
          ref={noticeRef}
          id={sentId}
          copy={copy}
          state={notice?.kind === "sent" ? "sent" : hydrated ? "none" : "static"}
          reference={notice?.kind === "sent" ? notice.reference : undefined}
        />
      </div>
      {notice?.kind === "failed" ? (
        <FailureNotice
          ref={noticeRef}
          copy={{ ...copy.failure, otherLead: copy.failure.phoneLead }}
          reason={
            copy.failure.reasons[notice.reason] +
            (notice.reason === "rate-limited" ? ` ${retryAdvice(notice.retryAfterSeconds)}` : "")
          }
          email={{ label: direct.email, href: direct.mailto }}
          other={{ label: direct.phone, href: direct.tel }}
        />
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SendButton
          sending={sending}
          disabled={sending}
          label={copy.submit}
          sendingLabel={copy.sending}
        />
        <PrivacyLine text={copy.privacy} link={privacyNotice} className="max-sm:text-center" />
      </div>
    </>
  );
}
