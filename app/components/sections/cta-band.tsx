import { useId, type ReactNode } from "react";

import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/ui/reveal";
import type { RevealPreset } from "~/lib/reveal";

interface CtaBandProps {
  title: ReactNode;
  body?: ReactNode;
  actions: ReactNode;
  reveal?: RevealPreset;
}

/** The closing call to action every page ends with. */
export function CtaBand({ title, body, actions, reveal = "root" }: CtaBandProps) {
  // Named by its heading, so the landmark speaks the page's language.
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-white py-16 sm:py-20">
      <Container>
        <Reveal preset={reveal}>
          <div className="relative isolate overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center sm:px-12 sm:py-16">
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_18rem_at_50%_120%,rgb(242_171_47/0.22),transparent_70%)]"
            />
            <h2
              id={titleId}
              className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl"
            >
              {title}
            </h2>
            {body ? (
              <div className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
                {body}
              </div>
            ) : null}
            <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
