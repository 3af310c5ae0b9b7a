import { queryLinks } from "~/components/layout/query-links";
import { ButtonLink } from "~/components/ui/button";
import { getEdition } from "~/i18n/editions";
import { paths } from "~/content/paths";
import type { Locale } from "~/i18n/locales";
import type { RevealPreset } from "~/lib/reveal";

import { CtaBand } from "./cta-band";

interface MachineryClosingBandProps {
  locale: Locale;
  /** The page's closing words: the division's, or the used-equipment pages'. */
  copy: { title: string; body: string; contact: string; sell: string };
  reveal?: RevealPreset;
  /**
   * The contact link takes the catalogue's search as its subject: the
   * catalogue island finds it by its attribute (queryLinks.searchInquiry).
   */
  searchInquiry?: boolean;
}

/**
 * The closing call to action of the machinery pages: contact the team, or
 * offer a machine on the seller's page.
 */
export function MachineryClosingBand({
  locale,
  copy,
  reveal,
  searchInquiry = false,
}: MachineryClosingBandProps) {
  const { href } = getEdition(locale);
  return (
    <CtaBand
      {...(reveal ? { reveal } : {})}
      title={copy.title}
      body={copy.body}
      actions={
        <>
          <ButtonLink
            href={href(paths.contact)}
            variant="accent"
            size="lg"
            {...(searchInquiry ? { [queryLinks.searchInquiry]: "" } : {})}
          >
            {copy.contact}
          </ButtonLink>
          <ButtonLink href={href(paths.sellEquipment)} variant="outline-inverse" size="lg">
            {copy.sell}
          </ButtonLink>
        </>
      }
    />
  );
}
