import type { ReactNode } from "react";

import { Section } from "~/components/ui/section";
import type { Engagement } from "~/content/types";
import type { RevealPreset } from "~/lib/reveal";

import { StepsList } from "./steps-list";

/**
 * "How an engagement works" on the consulting pages: the steps, then three
 * short answers a client asks before the first call (what they receive,
 * remote or on site, how it is quoted). A white section, as StepsList needs.
 */
export function EngagementSection({
  engagement,
  reveal,
  action,
}: {
  engagement: Engagement;
  reveal?: RevealPreset;
  /** After the answers: the way to the first call (the "Request a call" page). */
  action?: ReactNode;
}) {
  return (
    <Section eyebrow={engagement.eyebrow} title={engagement.title} intro={engagement.intro}>
      <StepsList steps={engagement.steps} reveal={reveal} columns={4} />
      <dl className="mt-12 grid gap-5 md:grid-cols-3 lg:mt-16">
        {engagement.facts.map((fact) => (
          <div key={fact.title} className="rounded-card border border-ink-200 bg-ink-50 p-6">
            <dt className="text-base font-semibold text-brand-950">{fact.title}</dt>
            <dd className="mt-2 leading-relaxed text-ink-600">{fact.body}</dd>
          </div>
        ))}
      </dl>
      {action ? <div className="mt-10 flex justify-center">{action}</div> : null}
    </Section>
  );
}
