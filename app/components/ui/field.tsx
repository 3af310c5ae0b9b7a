import { CircleAlert } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";

import { cn } from "~/lib/cn";

interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Shown after the label in lighter type, e.g. "(optional)". */
  hint?: ReactNode;
  /** A sentence under the control that helps to answer (what to write, a format). */
  description?: ReactNode;
  /** The error message; also marks the control invalid and describes it. */
  error?: string;
  className?: string;
}

export const controlStyles =
  "block w-full rounded-lg border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 shadow-[inset_0_1px_2px_rgb(10_39_57/0.05)] transition-colors duration-150 hover:border-ink-400 focus:border-brand-500 focus-visible:outline-4 focus-visible:outline-offset-0 focus-visible:outline-brand-100 aria-invalid:border-danger-600 aria-invalid:hover:border-danger-700 aria-invalid:focus-visible:outline-danger-50 disabled:bg-ink-50";

function FieldShell({
  id,
  label,
  hint,
  description,
  error,
  errorId,
  className,
  children,
}: FieldProps & { id: string; errorId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink-800">
        {label}
        {hint ? (
          <>
            {" "}
            <span className="font-normal text-ink-500">{hint}</span>
          </>
        ) : null}
      </label>
      {children}
      {description ? (
        <p id={`${id}-description`} className="mt-2 text-sm leading-relaxed text-ink-500">
          {description}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger-700"
        >
          <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Ties a control to its label and error: `aria-invalid` and
 * `aria-describedby` are set only while there is an error to point at.
 */
function useFieldIds(id: string | undefined, error: string | undefined, description?: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? `${controlId}-description` : "", error ? errorId : ""]
    .filter(Boolean)
    .join(" ");
  return {
    controlId,
    errorId,
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}

interface SelectOption {
  value: string;
  label: string;
}

/** A labelled single-line input with its error message. */
/** Inputs and selects share one height, whatever the browser makes of their padding. */
export const oneLineHeight = "h-12.5";

export function TextField({
  label,
  hint,
  description,
  error,
  className,
  id,
  type = "text",
  ...props
}: FieldProps & Omit<ComponentProps<"input">, "className">) {
  const { controlId, errorId, aria } = useFieldIds(id, error, description);
  return (
    <FieldShell {...{ label, hint, description, error, errorId, className }} id={controlId}>
      <input
        id={controlId}
        type={type}
        className={cn(controlStyles, oneLineHeight)}
        {...aria}
        {...props}
      />
    </FieldShell>
  );
}

/** A labelled multi-line input with its error message. */
export function TextAreaField({
  label,
  hint,
  description,
  error,
  className,
  id,
  ...props
}: FieldProps & Omit<ComponentProps<"textarea">, "className">) {
  const { controlId, errorId, aria } = useFieldIds(id, error, description);
  return (
    <FieldShell {...{ label, hint, description, error, errorId, className }} id={controlId}>
      <textarea
        id={controlId}
        className={cn(controlStyles, "min-h-40 resize-y leading-relaxed")}
        {...aria}
        {...props}
      />
    </FieldShell>
  );
}

/**
 * A labelled select with its error message; `options` follow an optional
 * empty first choice, and `groups` (optgroups) and then `children` follow
 * the options.
 */
export function SelectField({
  label,
  hint,
  description,
  error,
  className,
  id,
  options,
  groups = [],
  placeholder,
  children,
  ...props
}: FieldProps &
  Omit<ComponentProps<"select">, "className"> & {
    options: readonly SelectOption[];
    groups?: readonly { key: string; label: string; options: readonly SelectOption[] }[];
    /** The empty first option ("Choose…"): the field starts unanswered. */
    placeholder?: string;
  }) {
  const { controlId, errorId, aria } = useFieldIds(id, error, description);
  return (
    <FieldShell {...{ label, hint, description, error, errorId, className }} id={controlId}>
      <select
        id={controlId}
        className={cn(controlStyles, oneLineHeight, "pe-10")}
        {...aria}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.key} label={group.label} data-group={group.key}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
        {/* Further options of the caller's own (optgroups it renders itself). */}
        {children}
      </select>
    </FieldShell>
  );
}

/** A checkbox with its label beside it, the whole line a target. */
export function CheckboxField({
  label,
  id,
  className,
  ...props
}: { label: ReactNode; id: string; className?: string } & Omit<
  ComponentProps<"input">,
  "className" | "type" | "id"
>) {
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded border-ink-300 accent-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        {...props}
      />
      <label htmlFor={id} className="text-sm leading-relaxed font-semibold text-ink-800">
        {label}
      </label>
    </div>
  );
}
