import { LoaderCircle, Send } from "lucide-react";

import { Button } from "./button";

interface SendButtonProps {
  /** While true the label says so and a spinner turns (only when motion is allowed). */
  sending: boolean;
  disabled?: boolean;
  label: string;
  sendingLabel: string;
}

/** A form's submit button: "Send" with its arrow, or "Sending…" with a spinner. */
export function SendButton({ sending, disabled, label, sendingLabel }: SendButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={disabled} className="max-sm:w-full">
      {sending ? (
        <>
          <LoaderCircle aria-hidden="true" size={20} className="motion-safe:animate-spin" />
          {sendingLabel}
        </>
      ) : (
        <>
          {label}
          <Send aria-hidden="true" size={18} className="rtl:-scale-x-100" />
        </>
      )}
    </Button>
  );
}
