import { ArrowUpRight, Handshake } from "lucide-react";
import { useId } from "react";

import { buttonStyles, ExternalLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { Partner } from "~/content/company";
import { fillTemplate } from "~/lib/text";

interface PartnerCardProps {
  partner: Partner;
  eyebrow: string;
  /** The link's visible label; `visitName` ("Visit website of {name}") is its whole name for screen readers. */
  visitLabel: string;
  visitName: string;
  /** "(opens in a new tab)" in the page's language. */
  newTab: string;
}

/**
 * The trusted-partner card under the home hero, raised into the hero's
 * bottom edge. It links out to the partner's own site in a new tab.
 */
export function PartnerCard({ partner, eyebrow, visitLabel, visitName, newTab }: PartnerCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-white">
      <Container>
        <div className="relative -mt-10 flex flex-col gap-5 rounded-card border border-ink-200 bg-white p-6 shadow-card-hover sm:flex-row sm:items-center sm:gap-6 sm:p-8 lg:-mt-14">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
            <Handshake aria-hidden="true" size={28} strokeWidth={1.75} />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
              {eyebrow}
            </p>
            <h2 id={titleId} className="mt-1 text-xl font-bold tracking-tight sm:text-2xl">
              {partner.name}
            </h2>
            <p className="mt-1.5 leading-relaxed text-ink-600">{partner.description}</p>
          </div>
          <ExternalLink
            href={partner.url}
            newTab={newTab}
            className={buttonStyles({
              variant: "secondary",
              className: "shrink-0 self-start sm:self-center",
            })}
          >
            <span aria-hidden="true">{visitLabel}</span>
            <span className="sr-only">{fillTemplate(visitName, { name: partner.name })}</span>
            {/* Points out of the page towards the reading direction. */}
            <ArrowUpRight
              aria-hidden="true"
              size={18}
              strokeWidth={2}
              className="rtl:-scale-x-100"
            />
          </ExternalLink>
        </div>
      </Container>
    </section>
  );
}
