import type { ComponentProps, ReactNode } from "react";

import { cn } from "~/lib/cn";

export type ButtonVariant =
  "primary" | "accent" | "secondary" | "ghost" | "inverse" | "outline-inverse";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-200 select-none disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-offset-3";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900",
  accent: "bg-accent-400 text-brand-950 hover:bg-accent-300 active:bg-accent-500",
  secondary:
    "border border-brand-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
  inverse: "bg-white text-brand-900 hover:bg-brand-50",
  "outline-inverse": "border border-white/50 text-white hover:border-white hover:bg-white/10",
};

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-7 text-base",
};

export function buttonStyles({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & StyleProps) {
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />;
}

/** An internal link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className,
  children,
  ...props
}: ComponentProps<"a"> & { href: string } & StyleProps) {
  return (
    <a className={buttonStyles({ variant, size, className })} {...props}>
      {children}
    </a>
  );
}

/**
 * A link to another site: opens in a new tab, without giving that site a
 * handle on this window, and says so to screen readers.
 */
export function ExternalLink({
  children,
  className,
  newTab,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  children: ReactNode;
  /** "(opens in a new tab)" in the page's language. */
  newTab: string;
}) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={className} {...props}>
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
