import { useEffect, useMemo } from "react";
import { useForm, type Resolver } from "react-hook-form";

import { TextAreaField, TextField } from "~/components/ui/field";
import { FormCard } from "~/components/ui/form-card";

import { contactFields, contactFormParams, contactLimits } from "./fields";
import type { ContactFormCopy } from "./form-copy";
import type { ContactFormValues, ContactMessage, ContactSubmission } from "./schema";
import { configuredEndpoint, submitEndpoint } from "../submit/endpoint";
import {
  EnvelopeInputs,
  InquiryNotices,
  Reference,
  SendRow,
  useInquiryForm,
  useSerialSubmit,
} from "../submit/inquiry-form";
import type * as OnDemand from "./on-demand";

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

const emptyValues: ContactFormValues = { name: "", email: "", phone: "", subject: "", message: "" };

/** The fragment the server's no-JavaScript redirect ends with, so the browser scrolls to the thank-you. */
const SENT_NOTICE_ID = "message-sent";
/** A reference as the server writes them ("C-2611-017"); anything else in the URL is not shown. */
const REFERENCE = /^C-\d{4}-\d{3,}$/;

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
  const {
    hydrated,
    searchParams,
    shownNotice,
    clearNotice,
    noticeRef,
    settle,
    formRef,
    honeypotRef,
    keyInputRef,
    startedAtInputRef,
    envelope,
  } = useInquiryForm(loadOnDemand, REFERENCE);
  const [referenceBefore, referenceAfter = ""] = copy.sentReference.split("{reference}");

  // `?subject=` prefills the subject (links from equipment pages), after
  // hydration and never over what the visitor has typed.
  const subjectParam = searchParams.get(contactFormParams.subject);
  useEffect(() => {
    if (!subjectParam || getValues("subject")) return;
    setValue("subject", subjectParam.slice(0, contactLimits.subject));
  }, [subjectParam, getValues, setValue]);

  const onValid = async (message: ContactMessage) => {
    const submission: ContactSubmission = {
      ...message,
      ...envelope(),
      edition: words.edition,
    };
    const { deliver } = await loadOnDemand();
    const outcome = await deliver({ endpoint: submitEndpoint(), submission, message });
    settle(
      outcome,
      contactFields,
      (field, text, focus) =>
        setError(field, { type: "server", message: text }, { shouldFocus: focus }),
      reset,
    );
  };

  const onSubmit = useSerialSubmit(handleSubmit(onValid), clearNotice);

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

      <EnvelopeInputs
        {...{ honeypotRef, keyInputRef, startedAtInputRef }}
        honeypot={copy.honeypot}
        edition={words.edition}
      />
      <div className="sm:col-span-2">
        <InquiryNotices
          notice={shownNotice}
          hydrated={hydrated}
          noticeRef={noticeRef}
          sentId={SENT_NOTICE_ID}
          sent={(reference) => (
            <>
              <p>{copy.sent}</p>
              {reference ? (
                <p className="mt-1">
                  {referenceBefore}
                  <Reference>{reference}</Reference>
                  {referenceAfter}
                </p>
              ) : null}
              <p className="mt-1 font-normal">{copy.replyTime}</p>
            </>
          )}
          unscripted={
            <>
              <p>{copy.sent}</p>
              <p className="mt-1 font-normal">{copy.replyTime}</p>
            </>
          }
          failure={copy.failure}
          retryAfter={words.retryAfter}
          intl={words.intl}
          direct={words.direct}
        />
        <SendRow
          sending={isSubmitting}
          label={copy.submit}
          sendingLabel={copy.sending}
          privacy={copy.privacy}
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
    <FormCard
      id={words.formAnchor}
      titleId={titleId}
      title={copy.title}
      intro={copy.intro}
      className={className}
    >
      <ContactForm copy={words} titleId={titleId} />
    </FormCard>
  );
}
