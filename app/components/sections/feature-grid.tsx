import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

import { Card, CardGrid } from "~/components/ui/card";
import { icons } from "~/components/ui/icons";
import { Reveal } from "~/components/ui/reveal";
import { Section, type SectionTone } from "~/components/ui/section";
import type { FeatureCard } from "~/content/types";
import type { RevealPreset } from "~/lib/reveal";

import { CheckList } from "./check-list";

type Columns = 2 | 3 | 4;

/*
 * A card left alone with one empty cell beside it in the last row spans two
 * cells instead (seven cards on four columns end 1-1-2, not 1-1-1-gap).
 */
const fillLastRow: Record<Columns, string> = {
  2: "md:[&>li:last-child:nth-child(odd)]:col-span-2",
  3: "md:max-lg:[&>li:last-child:nth-child(odd)]:col-span-2 lg:[&>li:last-child:nth-child(3n+2)]:col-span-2",
  4: "sm:max-lg:[&>li:last-child:nth-child(odd)]:col-span-2 lg:[&>li:last-child:nth-child(4n+3)]:col-span-2",
};

interface FeatureGridProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  align?: "start" | "center";
  cards: readonly FeatureCard[];
  columns?: Columns;
  /** Cards fade in as they scroll into view, one after another along a row. */
  reveal?: RevealPreset;
}

/** A section of cards: icon, title, a sentence or bullet points, an optional link. */
export function FeatureGrid({
  title,
  eyebrow,
  intro,
  tone,
  align,
  cards,
  columns = 3,
  reveal,
}: FeatureGridProps) {
  return (
    <Section title={title} eyebrow={eyebrow} intro={intro} tone={tone} align={align}>
      <CardGrid columns={columns} className={fillLastRow[columns]}>
        {cards.map((card, index) =>
          reveal ? (
            <Reveal key={card.title} as="li" preset={reveal} delayMs={(index % columns) * 100}>
              <FeatureCardContent card={card} as="div" />
            </Reveal>
          ) : (
            <FeatureCardContent key={card.title} card={card} as="li" />
          ),
        )}
      </CardGrid>
    </Section>
  );
}

function FeatureCardContent({ card, as }: { card: FeatureCard; as: "li" | "div" }) {
  return (
    <Card
      as={as}
      title={card.title}
      icon={icons[card.icon]}
      className="relative"
      footer={
        card.link ? (
          // The link covers the whole card, so the card is one large target.
          <a
            href={card.link.to}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 transition-colors after:absolute after:inset-0 after:rounded-card hover:text-brand-900"
          >
            {card.link.label}
            <ArrowRight aria-hidden="true" size={18} strokeWidth={2} className="rtl:-scale-x-100" />
          </a>
        ) : undefined
      }
    >
      {card.description ? <p>{card.description}</p> : null}
      {card.items ? (
        <CheckList items={card.items} size="sm" className={card.description ? "mt-4" : ""} />
      ) : null}
    </Card>
  );
}
