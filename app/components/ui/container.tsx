import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

/** Centres content at the site's maximum width with responsive side padding. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-5 sm:px-8", className)} {...props} />;
}
