import { CircleAlert } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";

import { cn } from "~/lib/cn";

interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Shown after the label in lighter type, e.g. "(optional)". */
  hint?: ReactNode;
  /** The error message; also marks the control invalid and describes it. */
  error?: string;
  className?: string;
}

const controlStyles =
  "block w-full rounded-lg border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 shadow-[inset_0_1px_2px_rgb(10_39_57/0.05)] transition-colors duration-150 hover:border-ink-400 focus:border-brand-500 focus-visible:outline-4 focus-visible:outline-offset-0 focus-visible:outline-brand-100 aria-invalid:border-danger-600 aria-invalid:hover:border-danger-700 aria-invalid:focus-visible:outline-danger-50 disabled:bg-ink-50";

function FieldShell({
  id,
  label,
  hint,
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
function useFieldIds(id: string | undefined, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return {
    controlId,
    errorId,
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId : undefined,
    },
  };
}

/** A labelled single-line input with its error message. */
export function TextField({
  label,
  hint,
  error,
  className,
  id,
  type = "text",
  ...props
}: FieldProps & Omit<ComponentProps<"input">, "className">) {
  const { controlId, errorId, aria } = useFieldIds(id, error);
  return (
    <FieldShell {...{ label, hint, error, errorId, className }} id={controlId}>
      <input id={controlId} type={type} className={controlStyles} {...aria} {...props} />
    </FieldShell>
  );
}

/** A labelled multi-line input with its error message. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  id,
  ...props
}: FieldProps & Omit<ComponentProps<"textarea">, "className">) {
  const { controlId, errorId, aria } = useFieldIds(id, error);
  return (
    <FieldShell {...{ label, hint, error, errorId, className }} id={controlId}>
      <textarea
        id={controlId}
        className={cn(controlStyles, "min-h-40 resize-y leading-relaxed")}
        {...aria}
        {...props}
      />
    </FieldShell>
  );
}
