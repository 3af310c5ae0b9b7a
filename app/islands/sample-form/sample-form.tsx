import { CircleCheck } from "lucide-react";
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";

import { FailureNotice } from "~/components/ui/failure-notice";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { PrivacyLine } from "~/components/ui/privacy-line";
import { SendButton } from "~/components/ui/send-button";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

import {
  configuredSampleEndpoint,
  createIdempotencyKey,
  sampleSubmitEndpoint,
} from "../submit/endpoint";
import { retryAfterText } from "../submit/retry-after";
import type { FailureReason } from "../submit/submit";
import {
  ADVISE_GRADE,
  quantityUnits,
  SAMPLE_SENT_ID,
  sampleCores,
  sampleFields,
  sampleFormParams,
  sampleLimits,
} from "./fields";
import { sampleCatalogue, type SampleFormCopy } from "./form-copy";
import type * as OnDemand from "./on-demand";
import type { SampleFormValues, SampleRequest, SampleSubmission } from "./schema";

type SampleResolver = Resolver<SampleFormValues, unknown, SampleRequest>;

let onDemand: Promise<typeof OnDemand> | undefined;

/** Validation and delivery arrive on the form's first focus (at the latest on submit). */
function loadOnDemand() {
  onDemand ??= import("./on-demand");
  return onDemand;
}

function lazyResolver(copy: SampleFormCopy): SampleResolver {
  let resolver: SampleResolver | undefined;
  const catalogue = sampleCatalogue(copy.products);
  return async (values, context, options) => {
    resolver ??= (await loadOnDemand()).sampleResolver(
      copy.messages,
      copy.form.labels,
      catalogue,
      copy.intl,
    );
    return resolver(values, context, options);
  };
}

type Notice =
  | { kind: "sent"; reference?: string }
  | { kind: "failed"; reason: FailureReason; retryAfterSeconds?: number; focus: boolean };

const emptyValues: SampleFormValues = {
  product: "",
  grade: ADVISE_GRADE,
  thickness: "",
  width: "",
  core: "",
  quantity: "",
  quantityUnit: "kg",
  application: "",
  country: "",
  city: "",
  company: "",
  name: "",
  email: "",
  phone: "",
};

/** A reference as the server writes a sample request's ("S-2611-042"); anything else is not shown. */
const REFERENCE = /^S-\d{4}-\d{3,}$/;

const sentNoticeStyles =
  "mb-6 items-start gap-3 rounded-xl border border-success-700/25 bg-success-50 p-4 font-medium text-success-700 sm:p-5";

const fieldsetStyles = "grid gap-6 sm:col-span-2 sm:grid-cols-2";
const legendStyles = "mb-5 text-lg font-bold text-brand-950 sm:col-span-2";

export function SampleForm({ copy: words, titleId }: { copy: SampleFormCopy; titleId?: string }) {
  const copy = words.form;
  const { labels } = copy;
  const resolver = useMemo(() => lazyResolver(words), [words]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SampleFormValues, unknown, SampleRequest>({
    resolver,
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
  const [notice, setNotice] = useState<Notice | null | undefined>(undefined);
  const shownNotice: Notice | null =
    notice !== undefined
      ? notice
      : hydrated && searchParams.get(sampleFormParams.sent) === "1"
        ? {
            kind: "sent",
            ...(REFERENCE.test(searchParams.get(sampleFormParams.reference) ?? "")
              ? { reference: searchParams.get(sampleFormParams.reference)! }
              : {}),
          }
        : null;
  const noticeRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const keyInputRef = useRef<HTMLInputElement>(null);
  const startedAtInputRef = useRef<HTMLInputElement>(null);
  const formSession = useRef({ idempotencyKey: "", startedAt: 0 });
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    const load = () => void loadOnDemand();
    form?.addEventListener("focusin", load, { once: true });
    return () => form?.removeEventListener("focusin", load);
  }, []);

  // One idempotency key per filled form, mirrored in the hidden inputs (see the contact form).
  const startFilling = useCallback(() => {
    const session = { idempotencyKey: createIdempotencyKey(), startedAt: Date.now() };
    formSession.current = session;
    if (keyInputRef.current) keyInputRef.current.value = session.idempotencyKey;
    if (startedAtInputRef.current) startedAtInputRef.current.value = String(session.startedAt);
  }, []);
  useEffect(startFilling, [startFilling]);

  const product = useWatch({ control, name: "product" });
  const chosen = words.products.find((entry) => entry.value === product);

  // `?product=…&grade=…` from a film's page, after hydration and never over a choice made.
  const productParam = searchParams.get(sampleFormParams.product);
  const gradeParam = searchParams.get(sampleFormParams.grade);
  useEffect(() => {
    const film = words.products.find((entry) => entry.value === productParam);
    if (!film || getValues("product")) return;
    setValue("product", film.value);
    if (gradeParam && film.grades.some((grade) => grade.value === gradeParam)) {
      setValue("grade", gradeParam);
    }
  }, [productParam, gradeParam, words.products, getValues, setValue]);

  // Once a film is chosen the grade list shows its grades only; a grade it
  // is not made in goes back to "advise me", one it is made in is selected
  // again in the new list.
  useEffect(() => {
    if (!chosen) return;
    const grade = getValues("grade");
    setValue("grade", chosen.grades.some((entry) => entry.value === grade) ? grade : ADVISE_GRADE);
  }, [chosen, getValues, setValue]);

  // A grade picked before the film picks the film of its group.
  const gradeField = register("grade", {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const group = event.target.selectedOptions[0]?.closest("optgroup")?.dataset.group;
      if (group && !getValues("product")) setValue("product", group, { shouldValidate: false });
    },
  });

  const focusNotice = shownNotice?.kind === "sent" || (shownNotice?.focus ?? false);
  useEffect(() => {
    if (focusNotice) noticeRef.current?.focus();
  }, [focusNotice, notice]);

  const onValid = async (request: SampleRequest) => {
    if (!formSession.current.idempotencyKey) startFilling();
    const { idempotencyKey, startedAt } = formSession.current;
    // The typed text, as the plain form post sends it: the server parses it with the same rules.
    const submission: SampleSubmission = {
      ...getValues(),
      idempotencyKey,
      website: honeypotRef.current?.value ?? "",
      startedAt,
      edition: words.edition,
    };
    const { deliverSample } = await loadOnDemand();
    const outcome = await deliverSample({
      endpoint: sampleSubmitEndpoint(),
      submission,
      message: request,
    });
    if (outcome.ok) {
      reset();
      startFilling();
      setNotice({ kind: "sent", ...(outcome.reference ? { reference: outcome.reference } : {}) });
      return;
    }
    const serverErrors = sampleFields.flatMap((field) => {
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setNotice(null);
    void handleSubmit(onValid)(event).finally(() => {
      sendingRef.current = false;
    });
  };

  const [sentBefore, sentAfter = ""] = copy.sent.split("{reference}");
  // Until hydrated (and while no film is chosen) every film's grades, grouped:
  // the page without JavaScript lets the visitor pick any of them.
  const gradeGroups = (chosen ? [chosen] : words.products).map((film) => ({
    key: film.value,
    label: film.label,
    options: film.grades,
  }));

  return (
    <form
      ref={formRef}
      method="post"
      action={configuredSampleEndpoint ?? undefined}
      noValidate={hydrated}
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      className="grid gap-10 sm:grid-cols-2"
    >
      <fieldset className={fieldsetStyles}>
        <legend className={legendStyles}>{copy.sections.film}</legend>
        <SelectField
          label={labels.product}
          required
          placeholder={copy.chooseProduct}
          options={words.products}
          error={errors.product?.message}
          {...register("product")}
        />
        <SelectField
          label={labels.grade}
          options={[{ value: ADVISE_GRADE, label: copy.adviseGrade }]}
          groups={gradeGroups}
          error={errors.grade?.message}
          {...gradeField}
        />
        <p className="-mb-2 text-sm text-ink-500 sm:col-span-2">{copy.descriptions.sizes}</p>
        <TextField
          label={labels.thickness}
          hint={copy.optional}
          inputMode="decimal"
          dir="ltr"
          maxLength={sampleLimits.thickness}
          error={errors.thickness?.message}
          {...register("thickness")}
        />
        <TextField
          label={labels.width}
          hint={copy.optional}
          inputMode="decimal"
          dir="ltr"
          maxLength={sampleLimits.width}
          error={errors.width?.message}
          {...register("width")}
        />
        <SelectField
          label={labels.core}
          hint={copy.optional}
          options={[
            { value: "", label: copy.noCore },
            ...sampleCores.map((core) => ({ value: core, label: copy.cores[core] })),
          ]}
          error={errors.core?.message}
          {...register("core")}
        />
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,9rem)] gap-4">
          <TextField
            label={labels.quantity}
            required
            inputMode="decimal"
            dir="ltr"
            maxLength={sampleLimits.quantity}
            error={errors.quantity?.message}
            {...register("quantity")}
          />
          <SelectField
            label={labels.quantityUnit}
            options={quantityUnits.map((unit) => ({ value: unit, label: copy.units[unit] }))}
            error={errors.quantityUnit?.message}
            {...register("quantityUnit")}
          />
        </div>
        <TextAreaField
          label={labels.application}
          description={copy.descriptions.application}
          rows={4}
          dir="auto"
          required
          maxLength={sampleLimits.application}
          error={errors.application?.message}
          className="sm:col-span-2"
          {...register("application")}
        />
      </fieldset>
      <fieldset className={fieldsetStyles}>
        <legend className={legendStyles}>{copy.sections.delivery}</legend>
        <SelectField
          label={labels.country}
          required
          placeholder={copy.chooseCountry}
          options={words.countries}
          autoComplete="country"
          error={errors.country?.message}
          {...register("country")}
        />
        <TextField
          label={labels.city}
          required
          dir="auto"
          maxLength={sampleLimits.city}
          error={errors.city?.message}
          {...register("city")}
        />
      </fieldset>
      <fieldset className={fieldsetStyles}>
        <legend className={legendStyles}>{copy.sections.contact}</legend>
        <TextField
          label={labels.company}
          required
          autoComplete="organization"
          dir="auto"
          error={errors.company?.message}
          {...register("company")}
        />
        <TextField
          label={labels.name}
          required
          autoComplete="name"
          dir="auto"
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          label={labels.email}
          type="email"
          required
          autoComplete="email"
          dir="ltr"
          spellCheck={false}
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label={labels.phone}
          type="tel"
          required
          autoComplete="tel"
          dir="ltr"
          error={errors.phone?.message}
          {...register("phone")}
        />
      </fieldset>
      {/* Spam filtering: people leave the trap empty; the key and start time come from the script. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {copy.honeypot}
          <input ref={honeypotRef} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input ref={keyInputRef} type="hidden" name="idempotencyKey" />
      <input ref={startedAtInputRef} type="hidden" name="startedAt" />
      <input type="hidden" name="edition" value={words.edition} />
      <div className="sm:col-span-2">
        {/* Always rendered: a live region must exist before its message arrives. */}
        <div role="status">
          {shownNotice?.kind === "sent" ? (
            <div
              ref={noticeRef}
              id={SAMPLE_SENT_ID}
              tabIndex={-1}
              className={cn(sentNoticeStyles, "flex")}
            >
              <CircleCheck aria-hidden="true" size={22} className="mt-px shrink-0" />
              <div>
                <p>
                  {shownNotice.reference ? (
                    <>
                      {sentBefore}
                      {/* Left to right in every edition, and never broken at its hyphens. */}
                      <span dir="ltr" className="font-mono font-semibold whitespace-nowrap">
                        {shownNotice.reference}
                      </span>
                      {sentAfter}
                    </>
                  ) : (
                    copy.sentPlain
                  )}
                </p>
                <p className="mt-1 font-normal">{words.replyTime}</p>
              </div>
            </div>
          ) : !hydrated ? (
            // Without JavaScript the page cannot read ?sent=1&ref=…, but the
            // server's redirect targets this notice (#sample-sent): :target shows it.
            <div id={SAMPLE_SENT_ID} className={cn(sentNoticeStyles, "hidden target:flex")}>
              <CircleCheck aria-hidden="true" size={22} className="mt-px shrink-0" />
              <div>
                <p>{copy.sentPlain}</p>
                <p className="mt-1 font-normal">{words.replyTime}</p>
              </div>
            </div>
          ) : null}
        </div>
        {shownNotice?.kind === "failed" ? (
          <FailureNotice
            ref={noticeRef}
            copy={{
              ...words.failure,
              title: copy.failureTitle,
              otherLead: words.failure.phoneLead,
            }}
            reason={
              words.failure.reasons[shownNotice.reason] +
              (shownNotice.reason === "rate-limited"
                ? ` ${retryAfterText(shownNotice.retryAfterSeconds, words.retryAfter, words.intl)}`
                : "")
            }
            email={{ label: words.direct.email, href: words.direct.mailto }}
            other={{ label: words.direct.phone, href: words.direct.tel }}
          />
        ) : null}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <SendButton
            sending={isSubmitting}
            disabled={isSubmitting}
            label={copy.submit}
            sendingLabel={copy.sending}
          />
          <PrivacyLine
            text={copy.privacy}
            link={words.privacyNotice}
            className="max-sm:text-center"
          />
        </div>
      </div>
    </form>
  );
}

/** The form in its card, under its heading. */
export function SampleFormCard({
  copy: words,
  className,
}: {
  copy: SampleFormCopy;
  className?: string;
}) {
  const titleId = "sample-form-title";
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8 lg:p-10",
        className,
      )}
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {words.form.title}
      </h2>
      <p className="mt-3 mb-8 leading-relaxed text-ink-600">{words.form.intro}</p>
      <SampleForm copy={words} titleId={titleId} />
    </section>
  );
}
