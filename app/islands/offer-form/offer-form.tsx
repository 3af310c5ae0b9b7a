import { CircleCheck } from "lucide-react";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from "react";

import { Button } from "~/components/ui/button";
import { FailureNotice } from "~/components/ui/failure-notice";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { PrivacyLine } from "~/components/ui/privacy-line";
import { SendButton } from "~/components/ui/send-button";
import { createIdempotencyKey } from "~/islands/submit/endpoint";
import { retryAfterText } from "~/islands/submit/retry-after";
import type { FailureReason } from "~/islands/submit/submit";
import { cn } from "~/lib/cn";
import { numberFormat } from "~/lib/intl";
import { formatMoney } from "~/lib/money";
import { fillTemplate, plural } from "~/lib/text";
import { useHydrated } from "~/lib/use-hydrated";

import {
  machineFields,
  OFFER_SENT_ID,
  offerFields,
  saleFields,
  sellerFields,
  offerFormParams,
  CHECKED,
  numberLimits,
  typesWithStations,
  OFFERS_ENDPOINT,
  offerLimits,
  PHOTOS_FIELD,
  type OfferField,
} from "./fields";
import type { OfferFormCopy } from "./offer-copy";
import { PhotoPicker, usePhotoList } from "./photo-picker";
import type * as Rules from "./schema";
import { sendOffer, type ReceivedOffer } from "./upload";

let rules: Promise<typeof Rules> | undefined;
/** The validation (zod, shared with the server) arrives on the form's first focus, not with the page. */
const loadRules = () => (rules ??= import("./schema"));

type Errors = Partial<Record<OfferField | typeof PHOTOS_FIELD, string>>;

type Notice =
  | { kind: "sent"; reference?: string; received?: ReceivedOffer }
  | { kind: "cancelled" }
  | {
      kind: "failed";
      reason: FailureReason;
      retryAfterSeconds?: number;
      /** The connection failed after every byte had left: the offer may be stored. */
      afterUpload?: boolean;
    };

/** The seller's own details, kept for "Offer another machine". */
const keptFields = ["name", "company", "sellerRole", "email", "phone", "answerLanguage"] as const;

const fieldId = (field: string) => `offer-${field}`;

/** A sentence with a number in it ({example}) that must read left to right in every edition. */
function withLtr(sentence: string, example: string) {
  const [before, after = ""] = sentence.split("{example}");
  return (
    <>
      {before}
      <span dir="ltr" className="whitespace-nowrap">
        {example}
      </span>
      {after}
    </>
  );
}

/** The thank-you: hydrated it is a live status with the reference; without JavaScript, a :target. */
function SentNotice({
  copy,
  className,
  children,
  ...props
}: {
  copy: OfferFormCopy["form"]["sent"];
  className: string;
  children?: ReactNode;
} & Omit<ComponentProps<"div">, "className" | "children">) {
  return (
    <div
      id={OFFER_SENT_ID}
      className={cn(
        "items-start gap-3 rounded-xl border border-success-700/25 bg-success-50 p-5 text-success-700 sm:p-6",
        className,
      )}
      {...props}
    >
      <CircleCheck aria-hidden="true" size={24} className="mt-0.5 shrink-0" />
      <div className="space-y-2 leading-relaxed">
        <p className="text-lg font-semibold">{copy.title}</p>
        <p className="text-ink-700">{copy.body}</p>
        {children}
      </div>
    </div>
  );
}

/** The text fields' values, from the form itself: what the seller typed, hydrated or not. */
function readFields(form: HTMLFormElement): Record<OfferField, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    offerFields.map((field) => [field, String(data.get(field) ?? "")]),
  ) as Record<OfferField, string>;
}

export function OfferForm({ copy: words, titleId }: { copy: OfferFormCopy; titleId: string }) {
  const copy = words.form;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // The key of one offer; `sent` is the content it last carried, so a change takes a new key.
  const session = useRef({ idempotencyKey: "", startedAt: 0, sent: "" });
  const sending = useRef(false);
  const cancel = useRef<AbortController | null>(null);
  const [kept, setKept] = useState<Partial<Record<OfferField, string>>>({});
  // The chosen type decides which of its facts the form asks (colours, what an "other" is).
  const [machineType, setMachineType] = useState("");
  const photos = usePhotoList(words);
  const [attempted, setAttempted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null | undefined>(undefined);
  const [progress, setProgress] = useState<{
    sent: number;
    total: number;
    /** Every byte has left: the server checks and stores the photos. */
    processing?: boolean;
  } | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);

  // One idempotency key per offer, kept by every retry of the same content, renewed after a send.
  const startOffer = useCallback(() => {
    session.current = { idempotencyKey: createIdempotencyKey(), startedAt: Date.now(), sent: "" };
  }, []);
  useEffect(startOffer, [startOffer]);

  // The first focus in the form fetches the validation.
  useEffect(() => {
    const form = formRef.current;
    const load = () => void loadRules();
    form?.addEventListener("focusin", load, { once: true });
    return () => form?.removeEventListener("focusin", load);
  }, []);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const validate = useCallback(async (): Promise<Errors> => {
    const form = formRef.current;
    if (!form) return {};
    const { createOfferSchema, offerFieldErrors } = await loadRules();
    const schema = createOfferSchema(words.messages, copy.labels, { intl: words.intl });
    const result = schema.safeParse({ ...readFields(form), photos: photos.facts });
    const found = result.success ? {} : (offerFieldErrors(result.error) as Errors);
    // Photos being prepared are on their way: no "Add at least one photo" meanwhile.
    if (photos.preparing > 0) delete found[PHOTOS_FIELD];
    return found;
  }, [copy.labels, photos.facts, photos.preparing, words.intl, words.messages]);

  // After the first attempt, the messages follow the seller's corrections.
  useEffect(() => {
    if (attempted && notice?.kind !== "sent") void validate().then(setErrors);
  }, [attempted, photos.facts, photos.preparing, validate, notice?.kind]);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "machineType") setMachineType(target.value);
    if (attempted) void validate().then(setErrors);
  };
  // Before hydration (and without JavaScript) every field shows; after, only those the type has.
  const asks = (field: "otherType" | "stations") =>
    !hydrated ||
    (field === "otherType"
      ? machineType === "other"
      : (typesWithStations as readonly string[]).includes(machineType));

  /** The first field with a message, in the form's order (the photos come after the machine). */
  const firstInvalid = (found: Errors) =>
    [...machineFields, PHOTOS_FIELD, ...saleFields, ...sellerFields].find((field) => found[field]);
  const focusIdOf = (field: OfferField | typeof PHOTOS_FIELD) =>
    field === PHOTOS_FIELD ? photos.inputId : fieldId(field);

  const submit = async () => {
    const form = formRef.current!;
    setAttempted(true);
    setNotice(null);
    const found = await validate();
    setErrors(found);
    const invalid = firstInvalid(found);
    if (invalid) {
      setFocusTarget({ id: focusIdOf(invalid) });
      return;
    }
    // Read before the fields are locked: a disabled field is not part of the form's data.
    const values = readFields(form);
    const content = JSON.stringify([values, photos.list.map((photo) => photo.id)]);
    if (!session.current.idempotencyKey) startOffer();
    // Anything changed since the last attempt is another offer: it takes a new key,
    // so the server never answers it with what an earlier attempt stored.
    if (session.current.sent !== "" && session.current.sent !== content) {
      session.current.idempotencyKey = createIdempotencyKey();
    }
    session.current.sent = content;
    const { idempotencyKey, startedAt } = session.current;
    const controller = new AbortController();
    cancel.current = controller;
    setProgress({ sent: 0, total: photos.totalBytes });
    const outcome = await sendOffer({
      endpoint: OFFERS_ENDPOINT,
      fields: {
        ...values,
        idempotencyKey,
        startedAt: String(startedAt),
        website: honeypotRef.current?.value ?? "",
        edition: words.edition,
      },
      photos: photos.list,
      signal: controller.signal,
      onProgress: (sent, total) =>
        setProgress((current) => (current?.processing ? current : { sent, total })),
      onUploaded: () =>
        setProgress((current) => ({
          sent: current?.total ?? 0,
          total: current?.total ?? 0,
          processing: true,
        })),
    });
    cancel.current = null;
    setProgress(null);
    if (outcome.ok) {
      photos.clear();
      setAttempted(false);
      setErrors({});
      startOffer();
      setKept(Object.fromEntries(keptFields.map((field) => [field, values[field]])));
      const reference = outcome.received?.reference;
      setNotice({
        kind: "sent",
        ...(reference ? { reference } : {}),
        ...(outcome.received ? { received: outcome.received } : {}),
      });
      // A reload shows the thank-you and the reference again, as after the plain form.
      if (reference) {
        const url = new URL(window.location.href);
        url.searchParams.set(offerFormParams.sent, "1");
        url.searchParams.set(offerFormParams.reference, reference);
        url.hash = OFFER_SENT_ID;
        window.history.replaceState(window.history.state, "", url);
      }
      setFocusTarget({ id: OFFER_SENT_ID });
      return;
    }
    if (outcome.cancelled) {
      setNotice({ kind: "cancelled" });
      setFocusTarget({ id: "offer-cancelled" });
      return;
    }
    const serverErrors = (outcome.fieldErrors ?? {}) as Errors;
    setErrors(serverErrors);
    setNotice({
      kind: "failed",
      reason: outcome.reason,
      ...(outcome.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: outcome.retryAfterSeconds }),
      ...(outcome.uploaded && (outcome.reason === "network" || outcome.reason === "timeout")
        ? { afterUpload: true }
        : {}),
    });
    const toCorrect = firstInvalid(serverErrors);
    setFocusTarget({ id: toCorrect ? focusIdOf(toCorrect) : "offer-failure" });
  };

  // One submission at a time, however it is triggered (Enter, a second click).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || photos.preparing > 0) return;
    sending.current = true;
    setProgress(null);
    void submit().finally(() => {
      sending.current = false;
      setProgress(null);
    });
  };

  const { labels } = copy;
  const isSending = progress !== null;
  const error = (field: OfferField) => errors[field];
  const fieldProps = (field: OfferField) => ({
    id: fieldId(field),
    name: field,
    error: error(field),
    ...(kept[field] !== undefined ? { defaultValue: kept[field] } : {}),
  });
  const optional = copy.optional;
  const percent = progress && progress.total > 0 ? progress.sent / progress.total : 0;

  // undefined: nothing happened yet, so the server's `?sent=1` redirect decides.
  const query = hydrated ? new URLSearchParams(window.location.search) : null;
  const shownNotice: Notice | null =
    notice !== undefined
      ? notice
      : query?.get(offerFormParams.sent) === "1"
        ? {
            kind: "sent",
            ...(query.get(offerFormParams.reference)
              ? { reference: query.get(offerFormParams.reference)! }
              : {}),
          }
        : null;
  const [referenceBefore, referenceAfter = ""] = copy.sent.reference.split("{reference}");

  if (shownNotice?.kind === "sent") {
    const { received } = shownNotice;
    return (
      <SentNotice copy={copy.sent} ref={noticeRef} role="status" tabIndex={-1} className="flex">
        {shownNotice.reference ? (
          <p className="text-ink-700">
            {referenceBefore}
            <span dir="ltr" className="font-mono font-semibold whitespace-nowrap text-ink-900">
              {shownNotice.reference}
            </span>
            {referenceAfter}
          </p>
        ) : null}
        {received ? (
          <p className="text-ink-700" data-testid="offer-received">
            {fillTemplate(copy.sent.received, {
              photos: plural(copy.sent.photoCount, received.photos, words.intl, {
                count: received.photos,
              }),
              price:
                received.askingPrice === null
                  ? copy.sent.noPrice
                  : fillTemplate(copy.sent.price, {
                      price: formatMoney(received.askingPrice, received.currency, words.intl),
                    }),
            })}
          </p>
        ) : null}
        <Button
          type="button"
          variant="secondary"
          className="mt-2"
          onClick={() => {
            setNotice(null);
            setMachineType("");
            // The page's address without the thank-you, so a reload shows the form.
            const url = new URL(window.location.href);
            url.searchParams.delete(offerFormParams.sent);
            url.searchParams.delete(offerFormParams.reference);
            url.hash = "";
            window.history.replaceState(window.history.state, "", url);
            setFocusTarget({ id: fieldId("machineType") });
          }}
        >
          {copy.sent.another}
        </Button>
      </SentNotice>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={OFFERS_ENDPOINT}
      encType="multipart/form-data"
      // Without JavaScript the browser validates (required, type="email");
      // once hydrated, the schema's messages take over.
      noValidate={hydrated}
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      onChange={onChange}
      className="space-y-10"
    >
      {/* Without JavaScript the server's redirect ends on #offer-sent: :target shows it. */}
      {!hydrated ? <SentNotice copy={copy.sent} className="hidden target:flex" /> : null}

      {/* Each part is locked while sending: what is sent is what the seller sees, and nothing is lost. */}
      <fieldset disabled={isSending} className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-6 text-lg font-bold text-brand-950">{copy.sections.machine}</legend>
        <SelectField
          label={labels.machineType}
          options={words.choices.machineType}
          placeholder={copy.choose}
          required
          {...fieldProps("machineType")}
        />
        {asks("otherType") ? (
          <TextField
            label={labels.otherType}
            hint={optional}
            description={copy.hints.otherType}
            dir="auto"
            maxLength={offerLimits.otherType}
            {...fieldProps("otherType")}
          />
        ) : null}
        <TextField
          label={labels.manufacturer}
          dir="auto"
          required
          maxLength={offerLimits.manufacturer}
          {...fieldProps("manufacturer")}
        />
        <TextField
          label={labels.model}
          hint={optional}
          dir="auto"
          maxLength={offerLimits.model}
          {...fieldProps("model")}
        />
        <TextField
          label={labels.serialNumber}
          hint={optional}
          description={copy.hints.serialNumber}
          dir="ltr"
          spellCheck={false}
          maxLength={offerLimits.serialNumber}
          {...fieldProps("serialNumber")}
        />
        <TextField
          label={labels.year}
          inputMode="numeric"
          dir="ltr"
          required
          pattern="\d{4}"
          maxLength={4}
          {...fieldProps("year")}
        />
        <SelectField
          label={labels.country}
          options={words.choices.country}
          placeholder={copy.choose}
          required
          autoComplete="off"
          {...fieldProps("country")}
        />
        <TextField
          label={labels.city}
          hint={optional}
          dir="auto"
          autoComplete="off"
          maxLength={offerLimits.city}
          {...fieldProps("city")}
        />
        <SelectField
          label={labels.condition}
          options={words.choices.condition}
          placeholder={copy.choose}
          required
          {...fieldProps("condition")}
        />
        <TextField
          label={labels.runningHours}
          hint={optional}
          inputMode="numeric"
          dir="ltr"
          maxLength={numberLimits.runningHours + 3}
          {...fieldProps("runningHours")}
        />
        <SelectField
          label={labels.underPower}
          hint={optional}
          options={words.choices.underPower}
          placeholder={copy.choose}
          {...fieldProps("underPower")}
        />
        <TextField
          label={labels.webWidth}
          hint={optional}
          inputMode="numeric"
          dir="ltr"
          maxLength={numberLimits.webWidth + 2}
          {...fieldProps("webWidth")}
        />
        <TextField
          label={labels.maxSpeed}
          hint={optional}
          inputMode="numeric"
          dir="ltr"
          maxLength={numberLimits.maxSpeed + 2}
          {...fieldProps("maxSpeed")}
        />
        {asks("stations") ? (
          <TextField
            label={labels.stations}
            hint={optional}
            description={copy.hints.stations}
            inputMode="numeric"
            dir="ltr"
            maxLength={numberLimits.stations}
            {...fieldProps("stations")}
          />
        ) : null}
        <TextField
          label={labels.videoUrl}
          hint={optional}
          description={copy.hints.videoUrl}
          type="url"
          inputMode="url"
          dir="ltr"
          spellCheck={false}
          maxLength={offerLimits.videoUrl}
          className="sm:col-span-2"
          {...fieldProps("videoUrl")}
        />
        <TextAreaField
          label={labels.description}
          hint={optional}
          description={copy.hints.description}
          rows={5}
          dir="auto"
          maxLength={offerLimits.description}
          className="sm:col-span-2"
          {...fieldProps("description")}
        />
      </fieldset>

      <PhotoPicker copy={words} photos={photos} error={errors[PHOTOS_FIELD]} disabled={isSending} />

      <fieldset disabled={isSending} className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-6 text-lg font-bold text-brand-950">{copy.sections.sale}</legend>
        <SelectField
          label={labels.availability}
          hint={optional}
          options={words.choices.availability}
          placeholder={copy.choose}
          {...fieldProps("availability")}
        />
        <SelectField
          label={labels.dismantling}
          hint={optional}
          options={words.choices.dismantling}
          placeholder={copy.choose}
          {...fieldProps("dismantling")}
        />
        <div className="grid items-start gap-6 min-[28rem]:grid-cols-2 min-[28rem]:gap-3">
          <TextField
            label={labels.askingPrice}
            hint={optional}
            inputMode="numeric"
            dir="ltr"
            maxLength={offerLimits.askingPrice + 4}
            description={copy.hints.askingPrice}
            {...fieldProps("askingPrice")}
          />
          <SelectField
            label={labels.currency}
            options={words.choices.currency}
            {...fieldProps("currency")}
          />
        </div>
        <SelectField
          label={labels.negotiable}
          hint={optional}
          options={words.choices.negotiable}
          placeholder={copy.choose}
          {...fieldProps("negotiable")}
        />
        <SelectField
          label={labels.priceBasis}
          hint={optional}
          options={words.choices.priceBasis}
          placeholder={copy.choose}
          {...fieldProps("priceBasis")}
        />
        <SelectField
          label={labels.vat}
          hint={optional}
          options={words.choices.vat}
          placeholder={copy.choose}
          {...fieldProps("vat")}
        />
        <CheckboxField
          label={labels.confidential}
          id={fieldId("confidential")}
          name="confidential"
          value={CHECKED}
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset disabled={isSending} className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-6 text-lg font-bold text-brand-950">{copy.sections.seller}</legend>
        <TextField
          label={labels.name}
          autoComplete="name"
          dir="auto"
          required
          maxLength={offerLimits.name}
          {...fieldProps("name")}
        />
        <TextField
          label={labels.company}
          hint={optional}
          autoComplete="organization"
          dir="auto"
          maxLength={offerLimits.company}
          {...fieldProps("company")}
        />
        <SelectField
          label={labels.sellerRole}
          hint={optional}
          options={words.choices.sellerRole}
          placeholder={copy.choose}
          {...fieldProps("sellerRole")}
        />
        <TextField
          label={labels.email}
          type="email"
          autoComplete="email"
          // Addresses and numbers read left to right in every edition.
          dir="ltr"
          spellCheck={false}
          required
          maxLength={offerLimits.email}
          {...fieldProps("email")}
        />
        <TextField
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          required
          maxLength={offerLimits.phone}
          description={withLtr(copy.hints.phone, copy.hints.phoneExample)}
          {...fieldProps("phone")}
        />
        <SelectField
          label={labels.answerLanguage}
          options={words.choices.answerLanguage}
          defaultValue={words.edition}
          {...fieldProps("answerLanguage")}
        />
      </fieldset>

      {/* Spam filtering: people leave the trap empty. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {copy.honeypot}
          <input ref={honeypotRef} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {/* The edition, so the server answers in it and the email names it. */}
      <input type="hidden" name="edition" value={words.edition} />

      <div>
        {notice?.kind === "cancelled" ? (
          <p
            id="offer-cancelled"
            role="status"
            tabIndex={-1}
            className="mb-6 rounded-xl border border-ink-200 bg-ink-50 p-4 text-ink-700"
          >
            {copy.cancelled}
          </p>
        ) : null}
        {notice?.kind === "failed" ? (
          <FailureNotice
            ref={noticeRef}
            id="offer-failure"
            copy={{ ...copy.failure, otherLead: copy.failure.phoneLead }}
            reason={
              notice.afterUpload
                ? copy.failure.reasons.afterUpload
                : copy.failure.reasons[notice.reason] +
                  (notice.reason === "rate-limited"
                    ? ` ${retryAfterText(notice.retryAfterSeconds, words.retryAfter, words.intl)}`
                    : "")
            }
            email={{ label: words.direct.email, href: words.direct.mailto }}
            other={{ label: words.direct.whatsapp, href: words.direct.whatsappUrl }}
          />
        ) : null}

        {progress ? (
          <div className="mb-6">
            <progress
              // Without a value while the server checks the photos: it cannot say how far it is.
              {...(progress.processing ? {} : { value: percent })}
              max={1}
              aria-label={copy.progressLabel}
              className="block h-2 w-full overflow-hidden rounded-full bg-ink-100 [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
            />
            <p
              className="mt-2 text-sm text-ink-600"
              aria-live="polite"
              data-testid="offer-progress"
            >
              {progress.processing
                ? plural(copy.processing, photos.list.length, words.intl, {
                    count: photos.list.length,
                  })
                : fillTemplate(copy.progress, {
                    percent: numberFormat(words.intl, { style: "percent" }).format(percent),
                    sent: photos.formatSize(progress.sent),
                    total: photos.formatSize(progress.total),
                  })}
            </p>
          </div>
        ) : null}

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SendButton
              sending={isSending}
              disabled={isSending || photos.preparing > 0}
              label={copy.submit}
              sendingLabel={copy.sending}
            />
            {isSending ? (
              <Button
                type="button"
                size="lg"
                variant="secondary"
                className="max-sm:w-full"
                onClick={() => cancel.current?.abort()}
              >
                {copy.cancel}
              </Button>
            ) : null}
          </div>
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

/** The form in its card, under the 'Offer Your Machine' heading. */
export function OfferFormCard({
  copy: words,
  className,
}: {
  copy: OfferFormCopy;
  className?: string;
}) {
  const titleId = "offer-form-title";
  const copy = words.form;
  return (
    <section
      id={copy.formAnchor}
      aria-labelledby={titleId}
      className={cn(
        "scroll-mt-24 rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8 lg:p-10",
        className,
      )}
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-3 mb-8 leading-relaxed text-ink-600">{copy.intro}</p>
      <OfferForm copy={words} titleId={titleId} />
    </section>
  );
}
