import { useEffect, useEffectEvent, useRef, type ReactNode, type RefObject } from "react";

import { cn } from "~/lib/cn";
import { lockScroll } from "~/lib/scroll-lock";

interface DialogProps {
  open: boolean;
  /** Called however the dialog is dismissed: Escape, a backdrop click, or by the page. */
  onClose: () => void;
  /** The id of the dialog's heading. */
  labelledBy: string;
  /** Where focus goes back on close; defaults to whatever had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the platform's <dialog>: showModal() gives the focus
 * trap, the inert page and Escape. This adds what the platform does not:
 * closing on a backdrop click, locking page scroll while open, and returning
 * focus to the opener. `open` is the single source of truth; every native
 * close is reported through onClose.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  returnFocusRef,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const reportClose = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const active = document.activeElement;
    const opener = returnFocusRef?.current ?? (active instanceof HTMLElement ? active : null);
    if (!dialog.open) dialog.showModal();
    const release = lockScroll();

    // The backdrop is part of the dialog element; the content sits in a child.
    // Both press and release must land on it, so a drag out of the content
    // does not close the dialog.
    let pressedOnBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOnBackdrop && event.target === dialog) dialog.close();
      pressedOnBackdrop = false;
    };
    const onNativeClose = () => reportClose();
    dialog.addEventListener("pointerdown", onPointerDown);
    dialog.addEventListener("click", onClick);
    dialog.addEventListener("close", onNativeClose);

    return () => {
      dialog.removeEventListener("pointerdown", onPointerDown);
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      release();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, returnFocusRef]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] max-w-[calc(100%-2rem)] overflow-y-auto overscroll-contain bg-white p-0 text-ink-800 shadow-card-hover backdrop:bg-brand-950/70",
        "transition-[opacity,translate] duration-200 ease-out starting:open:translate-y-4 starting:open:opacity-0",
        className,
      )}
    >
      {children}
    </dialog>
  );
}
