import { CircleCheck } from "lucide-react";
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from "react";

import { FailureNotice } from "~/components/ui/failure-notice";
import { PrivacyLine } from "~/components/ui/privacy-line";
import { SendButton } from "~/components/ui/send-button";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

import { createIdempotencyKey } from "./endpoint";
import { retryAfterText } from "./retry-after";
import type { FailureReason, SendOutcome } from "./submit";

/**
 * What the inquiry forms (the contact form, the sample request) share in the
 * browser, beside their fields: the session that makes a retry safe, the
 * hidden inputs and spam trap, one submission at a time, and the notices
 * after a send. Each form keeps its own fields, rules and words.
 */

export type Notice =
  | { kind: "sent"; reference?: string }
  | { kind: "failed"; reason: FailureReason; retryAfterSeconds?: number; focus: boolean };

/** The thank-you after the no-JavaScript redirect (?sent=1&ref=…); a reference not of `pattern` is not shown. */
export function sentFromUrl(params: URLSearchParams, pattern: RegExp): Notice {
  const reference = params.get("ref") ?? "";
  return pattern.test(reference) ? { kind: "sent", reference } : { kind: "sent" };
}

/**
 * One idempotency key per filled form, reused by every retry and renewed
 * after a successful send; the hidden inputs mirror it so the form's native
 * data matches what the script sends. The first focus in the form fetches
 * its validation and delivery (`load`).
 */
export function useInquirySession(load: () => unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const keyInputRef = useRef<HTMLInputElement>(null);
  const startedAtInputRef = useRef<HTMLInputElement>(null);
  const session = useRef({ idempotencyKey: "", startedAt: 0 });

  useEffect(() => {
    const form = formRef.current;
    const onFocus = () => void load();
    form?.addEventListener("focusin", onFocus, { once: true });
    return () => form?.removeEventListener("focusin", onFocus);
  }, [load]);

  const startFilling = useCallback(() => {
    const next = { idempotencyKey: createIdempotencyKey(), startedAt: Date.now() };
    session.current = next;
    if (keyInputRef.current) keyInputRef.current.value = next.idempotencyKey;
    if (startedAtInputRef.current) startedAtInputRef.current.value = String(next.startedAt);
  }, []);
  useEffect(startFilling, [startFilling]);

  /** The delivery metadata of the submission being sent. */
  const envelope = useCallback(() => {
    if (!session.current.idempotencyKey) startFilling();
    return { ...session.current, website: honeypotRef.current?.value ?? "" };
  }, [startFilling]);

  return { formRef, honeypotRef, keyInputRef, startedAtInputRef, startFilling, envelope };
}

/**
 * The spam trap people leave empty, and the key, start time and edition:
 * the key and start time come from the script, the edition lets the server
 * answer in it (and the email name it).
 */
export function EnvelopeInputs({
  honeypotRef,
  keyInputRef,
  startedAtInputRef,
  honeypot,
  edition,
}: {
  honeypotRef: Ref<HTMLInputElement>;
  keyInputRef: Ref<HTMLInputElement>;
  startedAtInputRef: Ref<HTMLInputElement>;
  honeypot: string;
  edition: string;
}) {
  return (
    <>
      <div aria-hidden="true" className="sr-only">
        <label>
          {honeypot}
          <input ref={honeypotRef} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input ref={keyInputRef} type="hidden" name="idempotencyKey" />
      <input ref={startedAtInputRef} type="hidden" name="startedAt" />
      <input type="hidden" name="edition" value={edition} />
    </>
  );
}

/**
 * The state an inquiry form keeps beside its fields: whether it is
 * hydrated, the page's query (read only once hydrated: the prerendered HTML
 * knows none), the notice after a send (from the server's `?sent=1&ref=…`
 * redirect until something happens here; focus follows it, so keyboard and
 * screen-reader users land on it), the session, and what an outcome means.
 * `reference` is the pattern of the form's references.
 */
export function useInquiryForm(load: () => unknown, reference: RegExp) {
  const hydrated = useHydrated();
  const searchParams = useMemo(
    () => new URLSearchParams(hydrated ? window.location.search : ""),
    [hydrated],
  );
  // undefined: nothing happened yet, so the server's `?sent=1` redirect decides.
  const [notice, setNotice] = useState<Notice | null | undefined>(undefined);
  const shownNotice: Notice | null =
    notice !== undefined
      ? notice
      : hydrated && searchParams.get("sent") === "1"
        ? sentFromUrl(searchParams, reference)
        : null;
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = shownNotice?.kind === "sent" || (shownNotice?.focus ?? false);
  useEffect(() => {
    if (focusNotice) noticeRef.current?.focus();
  }, [focusNotice, notice]);
  const session = useInquirySession(load);
  const { startFilling } = session;

  /** After a send: thanks and a fresh form, or the server's messages at their fields, or why. */
  const settle = useCallback(
    <Field extends string>(
      outcome: SendOutcome<Field>,
      fields: readonly Field[],
      setError: (field: Field, message: string, focus: boolean) => void,
      reset: () => void,
    ) => {
      if (outcome.ok) {
        reset();
        startFilling();
        setNotice({ kind: "sent", ...(outcome.reference ? { reference: outcome.reference } : {}) });
        return;
      }
      setNotice(failureOf(outcome, fields, setError));
    },
    [startFilling],
  );

  return {
    hydrated,
    searchParams,
    shownNotice,
    clearNotice: () => setNotice(null),
    noticeRef,
    settle,
    ...session,
  };
}

/**
 * One submission at a time: the disabled button stops clicks, this stops
 * everything else (Enter in a field, a script calling requestSubmit()).
 */
export function useSerialSubmit(
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
  onStart: () => void,
) {
  const sending = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    onStart();
    void submit(event).finally(() => {
      sending.current = false;
    });
  };
}

/** What a failed send means for the form: the server's messages at their fields, or a notice. */
export function failureOf<Field extends string>(
  outcome: Extract<SendOutcome<Field>, { ok: false }>,
  fields: readonly Field[],
  setError: (field: Field, message: string, focus: boolean) => void,
): Notice {
  const serverErrors = fields.flatMap((field) => {
    const text = outcome.fieldErrors?.[field];
    return text ? [[field, text] as const] : [];
  });
  serverErrors.forEach(([field, text], index) => setError(field, text, index === 0));
  return {
    kind: "failed",
    reason: outcome.reason,
    retryAfterSeconds: outcome.retryAfterSeconds,
    focus: serverErrors.length === 0,
  };
}

const sentNoticeStyles =
  "mb-6 items-start gap-3 rounded-xl border border-success-700/25 bg-success-50 p-4 font-medium text-success-700 sm:p-5";

/** A reference left to right in every edition, and never broken at its hyphens. */
export function Reference({ children }: { children: string }) {
  return (
    <span dir="ltr" className="font-mono font-semibold whitespace-nowrap">
      {children}
    </span>
  );
}

/**
 * The answer after a send: the thank-you (in a live region that exists
 * before it arrives), or why it failed and how to reach the firm. Without
 * JavaScript the page cannot read ?sent=1, but the server's redirect
 * targets the thank-you's id: `:target` shows `unscripted` there.
 */
export function InquiryNotices({
  notice,
  hydrated,
  noticeRef,
  sentId,
  sent,
  unscripted,
  failure,
  retryAfter,
  intl,
  direct,
}: {
  notice: Notice | null;
  hydrated: boolean;
  noticeRef: Ref<HTMLDivElement>;
  sentId: string;
  /** The thank-you's words for a send, with its reference when there is one. */
  sent: (reference: string | undefined) => ReactNode;
  /** The thank-you of the page without JavaScript. */
  unscripted: ReactNode;
  failure: {
    title: string;
    reasons: Record<FailureReason, string>;
    direct: string;
    emailLead: string;
    phoneLead: string;
  };
  retryAfter: Parameters<typeof retryAfterText>[1];
  intl: string;
  direct: { email: string; mailto: string; phone: string; tel: string };
}) {
  return (
    <>
      <div role="status">
        {notice?.kind === "sent" ? (
          <div ref={noticeRef} id={sentId} tabIndex={-1} className={cn(sentNoticeStyles, "flex")}>
            <CircleCheck aria-hidden="true" size={22} className="mt-px shrink-0" />
            <div>{sent(notice.reference)}</div>
          </div>
        ) : !hydrated ? (
          <div id={sentId} className={cn(sentNoticeStyles, "hidden target:flex")}>
            <CircleCheck aria-hidden="true" size={22} className="mt-px shrink-0" />
            <div>{unscripted}</div>
          </div>
        ) : null}
      </div>
      {notice?.kind === "failed" ? (
        <FailureNotice
          ref={noticeRef}
          copy={{ ...failure, otherLead: failure.phoneLead }}
          reason={
            failure.reasons[notice.reason] +
            (notice.reason === "rate-limited"
              ? ` ${retryAfterText(notice.retryAfterSeconds, retryAfter, intl)}`
              : "")
          }
          email={{ label: direct.email, href: direct.mailto }}
          other={{ label: direct.phone, href: direct.tel }}
        />
      ) : null}
    </>
  );
}

/** The send button, and beside it what the details are for with the link to the privacy notice. */
export function SendRow({
  sending,
  label,
  sendingLabel,
  privacy,
  privacyNotice,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  privacy: string;
  privacyNotice: { label: string; href: string };
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <SendButton sending={sending} disabled={sending} label={label} sendingLabel={sendingLabel} />
      <PrivacyLine text={privacy} link={privacyNotice} className="max-sm:text-center" />
    </div>
  );
}
