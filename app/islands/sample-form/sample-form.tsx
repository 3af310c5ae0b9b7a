import { useEffect, useMemo, type ChangeEvent } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";

import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { FormCard } from "~/components/ui/form-card";

import { configuredSampleEndpoint, sampleSubmitEndpoint } from "../submit/endpoint";
import {
  EnvelopeInputs,
  InquiryNotices,
  Reference,
  SendRow,
  useInquiryForm,
  useSerialSubmit,
} from "../submit/inquiry-form";
import {
  ADVISE_GRADE,
  quantityUnits,
  SAMPLE_SENT_ID,
  sampleCores,
  sampleFields,
  sampleFormParams,
  sampleCatalogue,
  sampleLimits,
} from "./fields";
import type { SampleFormCopy } from "./form-copy";
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

const fieldsetStyles = "grid min-w-0 gap-6 sm:col-span-2 sm:grid-cols-2";
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

  const onValid = async (request: SampleRequest) => {
    // The typed text, as the plain form post sends it: the server parses it with the same rules.
    const submission: SampleSubmission = {
      ...getValues(),
      ...envelope(),
      edition: words.edition,
    };
    const { deliverSample } = await loadOnDemand();
    const outcome = await deliverSample({
      endpoint: sampleSubmitEndpoint(),
      submission,
      message: request,
    });
    settle(
      outcome,
      sampleFields,
      (field, text, focus) =>
        setError(field, { type: "server", message: text }, { shouldFocus: focus }),
      reset,
    );
  };

  const onSubmit = useSerialSubmit(handleSubmit(onValid), clearNotice);

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
      className="grid grid-cols-[minmax(0,1fr)] gap-10 sm:grid-cols-2"
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
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-4">
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
          sentId={SAMPLE_SENT_ID}
          sent={(reference) => (
            <>
              <p>
                {reference ? (
                  <>
                    {sentBefore}
                    <Reference>{reference}</Reference>
                    {sentAfter}
                  </>
                ) : (
                  copy.sentPlain
                )}
              </p>
              <p className="mt-1 font-normal">{words.replyTime}</p>
            </>
          )}
          unscripted={
            <>
              <p>{copy.sentPlain}</p>
              <p className="mt-1 font-normal">{words.replyTime}</p>
            </>
          }
          failure={{ ...words.failure, title: copy.failureTitle }}
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
    <FormCard
      titleId={titleId}
      title={words.form.title}
      intro={words.form.intro}
      className={className}
    >
      <SampleForm copy={words} titleId={titleId} />
    </FormCard>
  );
}
