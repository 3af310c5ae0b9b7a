import { cn } from "~/lib/cn";

/**
 * The line under a form: what its details are used for, then the link to
 * the privacy notice (every form has one, in every edition).
 */
export function PrivacyLine({
  text,
  link,
  className,
}: {
  text: string;
  link: { label: string; href: string };
  className?: string;
}) {
  return (
    <p className={cn("text-sm text-ink-500", className)}>
      {text}{" "}
      <a
        href={link.href}
        className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {link.label}
      </a>
    </p>
  );
}
