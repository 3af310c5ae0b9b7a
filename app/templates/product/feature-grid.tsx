import { Check } from "lucide-react";
import { useId } from "react";

import { Card, CardGrid } from "~/components/ui/card";
import type { ProductFeature } from "~/content/products";

/** The product's features: a titled sentence each, two to a row from tablet width. */
export function FeatureGrid({
  title,
  features,
}: {
  title: string;
  features: readonly ProductFeature[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <CardGrid columns={2} className="mt-8 gap-5">
        {features.map((feature) => (
          <Card key={feature.title} as="li" icon={Check} title={feature.title}>
            <p>{feature.body}</p>
          </Card>
        ))}
      </CardGrid>
    </section>
  );
}
