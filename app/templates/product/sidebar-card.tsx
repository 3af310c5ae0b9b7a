import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

interface SidebarCardProps {
  /** The anchor the hero's jump link targets; also derives the heading id. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** The specification card stands out with a dark header. */
  tone?: "light" | "dark";
  children: ReactNode;
}

/** A card of the product sidebar: a named section with an icon heading. */
export function SidebarCard({ id, title, icon: Icon, tone = "light", children }: SidebarCardProps) {
  const headingId = `${id}-title`;
  const dark = tone === "dark";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="overflow-hidden rounded-card border border-ink-200 bg-white shadow-card"
    >
      <div
        className={cn(
          "flex items-center gap-3 px-6 py-4",
          dark ? "bg-brand-800 text-white" : "border-b border-ink-200 bg-brand-50 text-brand-700",
        )}
      >
        <Icon aria-hidden="true" size={22} strokeWidth={1.75} className="shrink-0" />
        <h2 id={headingId} className={cn("text-lg font-semibold", dark && "text-white")}>
          {title}
        </h2>
      </div>
      <div className="px-6 py-5">{children}</div>
    </section>
  );
}
