import { cn } from "~/lib/cn";

/**
 * An SVG drawing written into the page's HTML. Hero illustrations use it:
 * they paint with the first frame instead of waiting for a request of their
 * own, which on a slow connection costs a round trip after the HTML. The
 * markup is our own artwork (app/assets/illustrations, checked by a unit
 * test to hold no script, text or external reference).
 *
 * With a `label` it is an image with that text alternative; without one it
 * is decoration, hidden from assistive technology.
 */
export function InlineSvg({
  markup,
  label,
  className,
}: {
  markup: string;
  label?: string;
  className?: string;
}) {
  const svg = markup
    .trim()
    .replace(/^<svg\b/, `<svg focusable="false"${label ? "" : ' aria-hidden="true"'}`);
  return (
    <span
      role={label ? "img" : undefined}
      aria-label={label}
      className={cn("block [&>svg]:h-auto [&>svg]:w-full", className)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
