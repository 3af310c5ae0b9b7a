import { Check } from "lucide-react";

import { cn } from "~/lib/cn";

interface CheckListProps {
  items: readonly string[];
  /** Two columns from the small breakpoint up. */
  columns?: 1 | 2;
  /** "sm" inside cards, "md" in a section. */
  size?: "sm" | "md";
  /** "dark" on brand backgrounds. */
  tone?: "light" | "dark";
  className?: string;
}

/** A bulleted list with check marks: services offered, points of a card. */
export function CheckList({
  items,
  columns = 1,
  size = "md",
  tone = "light",
  className,
}: CheckListProps) {
  const dark = tone === "dark";
  return (
    <ul
      className={cn(
        "grid",
        size === "md" ? "gap-x-10 gap-y-4" : "gap-y-2.5",
        columns === 2 && "sm:grid-cols-2",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span
            className={cn(
              "inline-flex shrink-0 items-center justify-center rounded-full",
              size === "md" ? "mt-0.5 size-6" : "mt-[0.1875rem] size-5",
              dark ? "bg-accent-400 text-brand-950" : "bg-accent-100 text-accent-700",
            )}
          >
            <Check aria-hidden="true" size={size === "md" ? 15 : 13} strokeWidth={3} />
          </span>
          <span
            className={cn(
              "leading-relaxed",
              size === "md" && "sm:text-lg",
              dark ? "text-brand-50" : size === "md" ? "text-ink-800" : "text-ink-600",
            )}
          >
            {item}
          </span>
        </li>
      ))}
    </ul>
  );
}
