import { Fragment } from "react";

import type { PostalAddress } from "~/content/company";
import type { Locale } from "~/i18n/locales";

/** The comma between the parts of one address line, in the edition's script. */
const separators: Partial<Record<Locale, string>> = { ar: "، " };

/** Whether the address is written in Latin letters in an edition of another script. */
const latinIn = (lines: readonly string[], locale: Locale) =>
  locale in separators && !lines.some((line) => /\p{Script=Arabic}/u.test(line));

/**
 * The firm's postal address on three lines, as the edition writes it. The
 * Arabic edition keeps it in Latin letters, as couriers and customs read it:
 * each line is then marked English and left to right, so it neither reorders
 * nor is read with Arabic sounds, while the block keeps the page's alignment.
 */
export function PostalAddressLines({
  address,
  locale,
  className,
}: {
  address: Pick<PostalAddress, "streetAddress" | "locality" | "region" | "postalCode" | "country">;
  locale: Locale;
  className?: string;
}) {
  const parts = [address.streetAddress, address.locality, address.region, address.country];
  const latin = latinIn(parts, locale);
  const separator = latin ? ", " : (separators[locale] ?? ", ");
  const lines = [
    address.streetAddress,
    `${address.locality}${separator}${address.region} ${address.postalCode}`,
    address.country,
  ];
  return (
    <address className={className} {...(latin ? { lang: "en" } : {})}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {latin ? <span dir="ltr">{line}</span> : line}
        </Fragment>
      ))}
    </address>
  );
}
