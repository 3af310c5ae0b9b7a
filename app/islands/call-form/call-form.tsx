import { X } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";

import { apiPaths } from "~/content/api-paths";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { FormOutcome } from "~/components/ui/form-outcome";
import {
  bookableSlots,
  formatDay,
  formatSlot,
  formatSlotTime,
  slotDays,
  slotId,
  visitorWeek,
  weeksOf,
} from "~/lib/call-slots";
import { cn } from "~/lib/cn";
import { visitorZoneName } from "~/lib/hours";
import { fillTemplate, plural } from "~/lib/text";
import { useHydrated } from "~/lib/use-hydrated";

import { retryAfterText } from "../submit/retry-after";
import { createIdempotencyKey } from "../submit/endpoint";
import type { FailureReason } from "../submit/submit";
import {
  callFields,
  callFormParams,
  callLimits,
  callTopics,
  commonTimeZones,
  SLOTS_MAX,
  type CallField,
} from "./fields";
import type { CallFormCopy } from "./form-copy";

type Errors = Partial<Record<CallField, string>>;
type Notice =
  | { kind: "sent"; reference?: string }
  | { kind: "failed"; reason: FailureReason; retryAfterSeconds?: number };

const SENT_NOTICE_ID = "call-requested";
/** A reference as the server writes them ("R-2611-003"); anything else in the URL is not shown. */
const REFERENCE = /^R-\d{4}-\d{3,}$/;
const fieldId = (field: CallField) => `call-${field}`;

/** The visitor's zone as their device names it; "UTC" where it says nothing. */
function detectedZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** "America/Port_of_Spain" → "America/Port of Spain": a zone of the full list, by its IANA name. */
const zoneLabel = (zone: string) => zone.replaceAll("_", " ");

/**
 * Our markets' zones by a city in the edition's words, the visitor's own
 * first; then, once they ask (`all`), every other zone the browser knows.
 */
function zoneOptions(all: boolean, detected: string | undefined, copy: CallFormCopy) {
  const names: Readonly<Record<string, string>> = copy.form.zones;
  const first = [...new Set([...(detected ? [detected] : []), ...commonTimeZones])];
  const label = (zone: string) => {
    const name = Object.hasOwn(names, zone) ? names[zone]! : zoneLabel(zone);
    return zone === detected ? fillTemplate(copy.form.detected, { zone: name }) : name;
  };
  const common = first.map((zone) => ({ value: zone, label: label(zone) }));
  if (!all || typeof Intl.supportedValuesOf !== "function") return { common, others: [] };
  const others = Intl.supportedValuesOf("timeZone")
    .filter((zone) => !first.includes(zone))
    .map((zone) => ({ value: zone, label: zoneLabel(zone) }));
  return { common, others };
}

/** The request as the form holds it: its fields, and the slots picked when the script runs. */
function readForm(form: HTMLFormElement, slots: readonly number[] | null) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    topic: text("topic"),
    note: text("note"),
    timeZone: text("timeZone"),
    ...(slots ? { slots: slots.map(slotId) } : { preferredTimes: text("preferredTimes") }),
    website: text("website"),
  };
}

export function CallForm({ copy: words, titleId }: { copy: CallFormCopy; titleId?: string }) {
  const copy = words.form;
  const hydrated = useHydrated();
  // The page was opened now: the slots start from it (read once, on the client).
  const [openedAt] = useState(() => Date.now());
  // What the prerendered page cannot know: the visitor's zone and the query.
  const detected = useMemo(() => (hydrated ? detectedZone() : undefined), [hydrated]);
  const [pickedZone, setZone] = useState<string>();
  const zone = pickedZone ?? detected;
  const [chosen, setChosen] = useState<number[]>([]);
  const [day, setDay] = useState<string>();
  const [showAll, setShowAll] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  // undefined: nothing happened yet, so the server's `?sent=1` redirect decides.
  const [notice, setNotice] = useState<Notice | null | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const session = useRef({ idempotencyKey: "", startedAt: 0 });

  useEffect(() => {
    session.current = { idempotencyKey: createIdempotencyKey(), startedAt: Date.now() };
  }, []);
  const urlNotice = useMemo((): Notice | null => {
    if (!hydrated) return null;
    const params = new URLSearchParams(window.location.search);
    if (params.get(callFormParams.sent) !== "1") return null;
    const reference = params.get(callFormParams.reference) ?? "";
    return REFERENCE.test(reference) ? { kind: "sent", reference } : { kind: "sent" };
  }, [hydrated]);
  const shownNotice = notice === undefined ? urlNotice : notice;

  const slots = useMemo(
    () => (hydrated ? bookableSlots(words.office, openedAt) : []),
    [hydrated, words.office, openedAt],
  );
  const week = useMemo(() => (zone ? visitorWeek(zone, navigator.language) : undefined), [zone]);
  const days = useMemo(() => {
    if (!zone || !week) return [];
    return slotDays(slots, zone, week)
      .map((entry) => ({
        ...entry,
        slots: entry.slots.filter((slot) => showAll || slot.fit === "good"),
      }))
      .filter((entry) => entry.slots.length > 0);
  }, [slots, zone, week, showAll]);
  const weeks = useMemo(() => (week ? weeksOf(days, week) : []), [days, week]);
  const shownDay = days.find((entry) => entry.key === day) ?? days[0];
  const [allZones, setAllZones] = useState(false);
  const zones = useMemo(() => zoneOptions(allZones, detected, words), [allZones, detected, words]);

  const focusNotice = shownNotice !== null;
  useEffect(() => {
    if (focusNotice) noticeRef.current?.focus();
  }, [focusNotice, shownNotice]);

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = callFields.find((field) => found[field]);
    if (!first) return;
    // After the render that marks the fields.
    requestAnimationFrame(() => {
      const target =
        first === "slots"
          ? formRef.current?.querySelector<HTMLElement>(`#${fieldId("slots")} input[name="slots"]`)
          : document.getElementById(fieldId(first));
      target?.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !formRef.current) return;
    setNotice(null);
    const request = readForm(formRef.current, hydrated ? chosen : null);
    setSending(true);
    try {
      const [{ createCallSchema, fieldErrors }, { deliverCall }] = await Promise.all([
        import("./schema"),
        import("./deliver"),
      ]);
      const parsed = createCallSchema(words.messages, copy.labels, words.office, {
        intl: words.intl,
      }).safeParse(request);
      if (!parsed.success) {
        showErrors(fieldErrors(parsed.error) as Errors);
        return;
      }
      setErrors({});
      const outcome = await deliverCall({
        ...parsed.data,
        ...session.current,
        website: request.website,
        edition: words.edition,
      });
      if (outcome.ok) {
        formRef.current.reset();
        setChosen([]);
        session.current = { idempotencyKey: createIdempotencyKey(), startedAt: Date.now() };
        setNotice({ kind: "sent", ...(outcome.reference ? { reference: outcome.reference } : {}) });
        return;
      }
      if (outcome.fieldErrors && Object.keys(outcome.fieldErrors).length > 0) {
        showErrors(outcome.fieldErrors);
      }
      setNotice({
        kind: "failed",
        reason: outcome.reason,
        ...(outcome.retryAfterSeconds === undefined
          ? {}
          : { retryAfterSeconds: outcome.retryAfterSeconds }),
      });
    } finally {
      setSending(false);
    }
  };

  const toggle = (instant: number) =>
    setChosen((current) =>
      current.includes(instant)
        ? current.filter((slot) => slot !== instant)
        : current.length < SLOTS_MAX
          ? [...current, instant].sort((a, b) => a - b)
          : current,
    );

  const fullName = (instant: number) =>
    zone
      ? fillTemplate(copy.slots.slot, {
          visitor: formatSlot(instant, zone, words.intl),
          office: formatSlotTime(instant, words.office.timeZone, words.intl),
        })
      : "";
  const slotsHintId = `${fieldId("slots")}-hint`;
  const slotsErrorId = `${fieldId("slots")}-error`;

  return (
    <form
      ref={formRef}
      method="post"
      action={apiPaths.call}
      noValidate={hydrated}
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-6 sm:grid-cols-2"
    >
      <SelectField
        id={fieldId("timeZone")}
        name="timeZone"
        label={copy.labels.timeZone}
        description={copy.zoneHint}
        required
        className="sm:col-span-2"
        // The static page cannot know the zone: the visitor chooses; the script sets the detected one.
        {...(hydrated && zone
          ? { value: zone, onChange: (event) => setZone(event.target.value) }
          : { defaultValue: "", placeholder: copy.choose })}
        options={[]}
        error={errors.timeZone}
      >
        <optgroup label={copy.commonZones}>
          {zones.common.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
        {zones.others.length > 0 ? (
          <optgroup label={copy.allZones}>
            {zones.others.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ) : null}
      </SelectField>
      {hydrated && !allZones ? (
        <div className="-mt-4 sm:col-span-2">
          <button
            type="button"
            onClick={() => {
              setAllZones(true);
              document.getElementById(fieldId("timeZone"))?.focus();
            }}
            className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            {copy.moreZones}
          </button>
        </div>
      ) : null}

      {hydrated && zone ? (
        <fieldset
          id={fieldId("slots")}
          aria-describedby={cn(slotsHintId, errors.slots && slotsErrorId)}
          className="min-w-0 sm:col-span-2"
        >
          <legend className="mb-1 text-sm font-semibold text-ink-800">{copy.slots.legend}</legend>
          <p id={slotsHintId} className="mb-4 text-sm leading-relaxed text-ink-500">
            {fillTemplate(copy.slots.hint, {
              zone: visitorZoneName(zone, copy.zones, words.intl),
              office: words.officeZone,
            })}
          </p>
          <fieldset className="min-w-0">
            <legend className="sr-only">{copy.slots.day}</legend>
            <div className="space-y-2">
              {/* One row per week as the visitor counts them (from Sunday in Riyadh). */}
              {weeks.map((daysOfWeek, index) => (
                <div
                  key={daysOfWeek[0]!.key}
                  className={cn(
                    "flex flex-wrap gap-2",
                    index > 0 && "border-t border-ink-100 pt-2",
                  )}
                >
                  {daysOfWeek.map((entry) => {
                    const picked = entry.slots.filter((slot) => chosen.includes(slot.instant));
                    return (
                      <label
                        key={entry.key}
                        className="cursor-pointer rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm font-medium text-ink-700 hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
                      >
                        <input
                          type="radio"
                          name="callDay"
                          value={entry.key}
                          checked={entry.key === shownDay?.key}
                          onChange={() => setDay(entry.key)}
                          className="sr-only"
                        />
                        {formatDay(entry.instant, zone, words.intl)}
                        {picked.length > 0 ? (
                          <span aria-hidden="true" className="ms-1.5">
                            •
                          </span>
                        ) : null}
                      </label>
                    );
                  })}
                </div>
              ))}
            </div>
          </fieldset>

          {shownDay ? (
            <fieldset className="mt-5 min-w-0">
              <legend className="mb-3 text-sm font-semibold text-ink-800">
                {formatDay(shownDay.instant, zone, words.intl)}
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {shownDay.slots.map(({ instant, fit }) => {
                  const checked = chosen.includes(instant);
                  return (
                    <label
                      key={instant}
                      className={cn(
                        "flex cursor-pointer flex-col rounded-lg border px-3 py-2.5 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500",
                        checked
                          ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
                          : "border-ink-300 bg-white hover:border-brand-500",
                        !checked && chosen.length >= SLOTS_MAX && "opacity-60",
                      )}
                    >
                      <input
                        type="checkbox"
                        name="slots"
                        value={slotId(instant)}
                        checked={checked}
                        aria-disabled={!checked && chosen.length >= SLOTS_MAX}
                        onChange={() => toggle(instant)}
                        className="sr-only"
                      />
                      <span className="sr-only">{fullName(instant)}</span>
                      <span aria-hidden="true" className="text-lg font-semibold text-ink-900">
                        {formatSlotTime(instant, zone, words.intl)}
                      </span>
                      {zone === words.office.timeZone ? null : (
                        <span aria-hidden="true" className="text-xs text-ink-600">
                          {fillTemplate(copy.slots.officeTime, {
                            office: formatSlotTime(instant, words.office.timeZone, words.intl),
                          })}
                        </span>
                      )}
                      {fit !== "good" ? (
                        <span className="mt-1 text-xs font-medium text-ink-700">
                          {copy.slots[fit]}
                        </span>
                      ) : null}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ) : null}

          <div className="mt-4">
            <CheckboxField
              id={fieldId("slots") + "-all"}
              label={copy.slots.showAll}
              checked={showAll}
              onChange={(event) => {
                // The day on screen stays, though the list of days changes.
                setDay(shownDay?.key);
                setShowAll(event.target.checked);
              }}
            />
          </div>

          <div className="mt-5 rounded-lg bg-ink-50 p-4">
            <p aria-live="polite" className="text-sm font-semibold text-ink-800">
              {plural(copy.slots.chosen, chosen.length, words.intl)}
              {chosen.length >= SLOTS_MAX ? (
                <span className="block font-normal text-ink-600">{copy.slots.full}</span>
              ) : null}
            </p>
            {chosen.length > 0 ? (
              <ul className="mt-3 space-y-2">
                {chosen.map((instant) => (
                  <li key={instant} className="flex items-center justify-between gap-3 text-sm">
                    <span>{fullName(instant)}</span>
                    <button
                      type="button"
                      onClick={() => toggle(instant)}
                      className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
                    >
                      <X aria-hidden="true" size={16} />
                      {copy.slots.remove}
                      <span className="sr-only">: {fullName(instant)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {errors.slots ? (
            <p id={slotsErrorId} className="mt-2 text-sm font-medium text-danger-700">
              {errors.slots}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <TextAreaField
          id={fieldId("preferredTimes")}
          name="preferredTimes"
          label={copy.labels.preferredTimes}
          description={copy.preferredTimesHint}
          rows={3}
          dir="auto"
          required
          maxLength={callLimits.preferredTimes}
          className="sm:col-span-2"
          error={errors.preferredTimes}
        />
      )}

      <SelectField
        id={fieldId("topic")}
        name="topic"
        label={copy.labels.topic}
        required
        defaultValue=""
        placeholder={copy.choose}
        options={callTopics.map((topic) => ({ value: topic, label: copy.topics[topic] }))}
        error={errors.topic}
        className="sm:col-span-2"
      />
      <TextField
        id={fieldId("name")}
        name="name"
        label={copy.labels.name}
        autoComplete="name"
        dir="auto"
        required
        maxLength={callLimits.name}
        error={errors.name}
      />
      <TextField
        id={fieldId("company")}
        name="company"
        label={copy.labels.company}
        hint={copy.optional}
        autoComplete="organization"
        dir="auto"
        maxLength={callLimits.company}
        error={errors.company}
      />
      <TextField
        id={fieldId("email")}
        name="email"
        type="email"
        label={copy.labels.email}
        autoComplete="email"
        dir="ltr"
        spellCheck={false}
        required
        maxLength={callLimits.email}
        error={errors.email}
      />
      <TextField
        id={fieldId("phone")}
        name="phone"
        type="tel"
        label={copy.labels.phone}
        autoComplete="tel"
        dir="ltr"
        required
        maxLength={callLimits.phone}
        error={errors.phone}
      />
      <TextAreaField
        id={fieldId("note")}
        name="note"
        label={copy.labels.note}
        hint={copy.optional}
        rows={4}
        dir="auto"
        maxLength={callLimits.note}
        className="sm:col-span-2"
        error={errors.note}
      />

      {/* Spam filtering: people leave the trap empty; the key and start time come from the script. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {copy.honeypot}
          <input name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input type="hidden" name="edition" value={words.edition} />

      <div className="sm:col-span-2">
        <FormOutcome
          notice={shownNotice}
          noticeRef={noticeRef}
          sentId={SENT_NOTICE_ID}
          hydrated={hydrated}
          sending={sending}
          copy={copy}
          retryAdvice={(seconds) => retryAfterText(seconds, words.retryAfter, words.intl)}
          direct={words.direct}
          privacyNotice={words.privacyNotice}
        />
      </div>
    </form>
  );
}

/** The form in its card, under its heading. */
export function CallFormCard({
  copy: words,
  className,
}: {
  copy: CallFormCopy;
  className?: string;
}) {
  const titleId = "call-form-title";
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
        {words.form.title}
      </h2>
      <p className="mt-3 mb-8 leading-relaxed text-ink-600">{words.form.intro}</p>
      <CallForm copy={words} titleId={titleId} />
    </section>
  );
}
