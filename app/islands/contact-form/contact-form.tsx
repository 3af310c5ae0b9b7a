import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";

import { TextAreaField, TextField } from "~/components/ui/field";
import { FormOutcome } from "~/components/ui/form-outcome";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

import { contactFields, contactFormParams, contactLimits } from "./fields";
import type { ContactFormCopy } from "./form-copy";
import { retryAfterText } from "../submit/retry-after";
import type { ContactFormValues, ContactMessage, ContactSubmission } from "./schema";
import { configuredEndpoint, createIdempotencyKey, submitEndpoint } from "../submit/endpoint";
import type * as OnDemand from "./on-demand";
import type { FailureReason } from "../submit/submit";

type ContactResolver = Resolver<ContactFormValues, unknown, ContactMessage>;

let onDemand: Promise<typeof OnDemand> | undefined;

/**
 * Validation and delivery arrive when the visitor first focuses the form
 * (at the latest on the first submit), so hydrating the page does not
 * download or parse them. The server validates with the same schema.
 */
export function loadOnDemand() {
  onDemand ??= import("./on-demand");
  return onDemand;
}

/** Validation in the page's words, built when the on-demand chunk arrives. */
function lazyResolver(copy: ContactFormCopy): ContactResolver {
  let resolver: ContactResolver | undefined;
  return async (values, context, options) => {
    resolver ??= (await loadOnDemand()).contactResolver(copy.messages, copy.form.labels, copy.intl);
    return resolver(values, context, options);
  };
}

type Notice =
  | { kind: "sent"; reference?: string }
  | { kind: "failed"; reason: FailureReason; retryAfterSeconds?: number; focus: boolean };

const emptyValues: ContactFormValues = { name: "", email: "", phone: "", subject: "", message: "" };

/** The query parameter the server's no-JavaScript redirect adds after a send. */
/** …and the fragment it ends with, so the browser scrolls to the thank-you. */
const SENT_NOTICE_ID = "message-sent";

/** A reference as the server writes them ("C-2611-017"); anything else in the URL is not shown. */
const REFERENCE = /^C-\d{4}-\d{3,}$/;

/** The thank-you after the no-JavaScript redirect (?sent=1&ref=C-2611-017). */
function sentFromUrl(params: URLSearchParams): Notice {
  const reference = params.get(contactFormParams.reference) ?? "";
  return REFERENCE.test(reference) ? { kind: "sent", reference } : { kind: "sent" };
}

export function ContactForm({ copy: words, titleId }: { copy: ContactFormCopy; titleId?: string }) {
  const copy = words.form;
  const resolver = useMemo(() => lazyResolver(words), [words]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver,
    // RHF keeps anything typed before hydration rather than these defaults.
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const hydrated = useHydrated();
  // The prerendered HTML knows no query, so it is read only once hydrated.
  const searchParams = useMemo(
    () => new URLSearchParams(hydrated ? window.location.search : ""),
    [hydrated],
  );
  // undefined: nothing happened yet, so the server's `?sent=1` redirect decides.
  const [notice, setNotice] = useState<Notice | null | undefined>(undefined);
  const shownNotice: Notice | null =
    notice !== undefined
      ? notice
      : hydrated && searchParams.get(contactFormParams.sent) === "1"
        ? sentFromUrl(searchParams)
        : null;

  const noticeRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const keyInputRef = useRef<HTMLInputElement>(null);
  const startedAtInputRef = useRef<HTMLInputElement>(null);
  const formSession = useRef({ idempotencyKey: "", startedAt: 0 });
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The first focus in the form fetches validation and delivery.
  useEffect(() => {
    const form = formRef.current;
    const load = () => void loadOnDemand();
    form?.addEventListener("focusin", load, { once: true });
    return () => form?.removeEventListener("focusin", load);
  }, []);

  // One idempotency key per filled form, reused by every retry and renewed
  // after a successful send. The hidden inputs mirror it so the form's native
  // data matches what the script sends (React gives them no value to reset).
  const startFilling = useCallback(() => {
    const session = { idempotencyKey: createIdempotencyKey(), startedAt: Date.now() };
    formSession.current = session;
    if (keyInputRef.current) keyInputRef.current.value = session.idempotencyKey;
    if (startedAtInputRef.current) startedAtInputRef.current.value = String(session.startedAt);
  }, []);
  useEffect(startFilling, [startFilling]);

  // `?subject=` prefills the subject (links from equipment pages), after
  // hydration and never over what the visitor has typed.
  const subjectParam = searchParams.get(contactFormParams.subject);
  useEffect(() => {
    if (!subjectParam || getValues("subject")) return;
    setValue("subject", subjectParam.slice(0, contactLimits.subject));
  }, [subjectParam, getValues, setValue]);

  // The result is announced by its live region; focus follows it so keyboard
  // and screen-reader users land on it (the disabled button lost focus).
  const focusNotice = shownNotice?.kind === "sent" || (shownNotice?.focus ?? false);
  useEffect(() => {
    if (focusNotice) noticeRef.current?.focus();
  }, [focusNotice, notice]);

  const onValid = async (message: ContactMessage) => {
    if (!formSession.current.idempotencyKey) startFilling();
    const { idempotencyKey, startedAt } = formSession.current;
    const submission: ContactSubmission = {
      ...message,
      idempotencyKey,
      website: honeypotRef.current?.value ?? "",
      startedAt,
      edition: words.edition,
    };
    const { deliver } = await loadOnDemand();
    const outcome = await deliver({ endpoint: submitEndpoint(), submission, message });
    if (outcome.ok) {
      reset();
      startFilling();
      setNotice({ kind: "sent", ...(outcome.reference ? { reference: outcome.reference } : {}) });
      return;
    }
    const serverErrors = contactFields.flatMap((field) => {
      const text = outcome.fieldErrors?.[field];
      return text ? [[field, text] as const] : [];
    });
    serverErrors.forEach(([field, text], index) =>
      setError(field, { type: "server", message: text }, { shouldFocus: index === 0 }),
    );
    setNotice({
      kind: "failed",
      reason: outcome.reason,
      retryAfterSeconds: outcome.retryAfterSeconds,
      focus: serverErrors.length === 0,
    });
  };

  // One submission at a time: the disabled button stops clicks, this stops
  // everything else (Enter in a field, a script calling requestSubmit()).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setNotice(null);
    void handleSubmit(onValid)(event).finally(() => {
      sendingRef.current = false;
    });
  };

  const { labels } = copy;
  return (
    <form
      ref={formRef}
      method="post"
      action={configuredEndpoint ?? undefined}
      // Without JavaScript the browser validates (required, type="email");
      // once hydrated, the schema's messages take over.
      noValidate={hydrated}
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      className="grid gap-6 sm:grid-cols-2"
    >
      <TextField
        label={labels.name}
        autoComplete="name"
        dir="auto"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        // Addresses and numbers read left to right in every edition.
        dir="ltr"
        spellCheck={false}
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label={labels.phone}
        hint={copy.optional}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextField
        label={labels.subject}
        dir="auto"
        required
        error={errors.subject?.message}
        {...register("subject")}
      />
      <TextAreaField
        label={labels.message}
        rows={6}
        dir="auto"
        required
        error={errors.message?.message}
        className="sm:col-span-2"
        {...register("message")}
      />

      {/* Spam filtering: people leave the trap empty; the key and start time come from the script. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {copy.honeypot}
          <input ref={honeypotRef} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input ref={keyInputRef} type="hidden" name="idempotencyKey" />
      <input ref={startedAtInputRef} type="hidden" name="startedAt" />
      {/* The edition, so the server answers in it and the email names it. */}
      <input type="hidden" name="edition" value={words.edition} />

      <div className="sm:col-span-2">
        <FormOutcome
          notice={shownNotice}
          noticeRef={noticeRef}
          sentId={SENT_NOTICE_ID}
          hydrated={hydrated}
          sending={isSubmitting}
          copy={copy}
          retryAdvice={(seconds) => retryAfterText(seconds, words.retryAfter, words.intl)}
          direct={words.direct}
          privacyNotice={words.privacyNotice}
        />
      </div>
    </form>
  );
}

/** The form in its card, under the 'Send Us a Message' heading. */
export function ContactFormCard({
  copy: words,
  className,
}: {
  copy: ContactFormCopy;
  className?: string;
}) {
  const titleId = "contact-form-title";
  const copy = words.form;
  return (
    <section
      id={words.formAnchor}
      aria-labelledby={titleId}
      className={cn(
        "rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8 lg:p-10",
        className,
      )}
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-3 mb-8 leading-relaxed text-ink-600">{copy.intro}</p>
      <ContactForm copy={words} titleId={titleId} />
    </section>
  );
}
