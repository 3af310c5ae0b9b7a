import { Fragment } from "react";

import type { PostalAddress } from "~/content/company";
import { localeSettings, type Locale } from "~/i18n/locales";

/** Whether a line is in Latin letters in an edition of another script (the Arabic one). */
const latinIn = (line: string, locale: Locale) =>
  localeSettings[locale].dir === "rtl" && !/\p{Script=Arabic}/u.test(line);

/**
 * The firm's postal address on three lines, as the edition writes it. The
 * Arabic edition keeps the street and town in Latin letters, as couriers and
 * customs read them: each such line is then marked English and left to right,
 * so it neither reorders nor is read with Arabic sounds, while the block keeps
 * the page's alignment. The country line is in the edition's language
 * («الولايات المتحدة»), so it is left in the page's language and direction.
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
  const town = `${address.locality}${address.region}`;
  // The edition's comma between the parts of a line; a Latin line keeps a Latin one.
  const separator = latinIn(town, locale) ? ", " : localeSettings[locale].comma;
  const lines = [
    address.streetAddress,
    `${address.locality}${separator}${address.region} ${address.postalCode}`,
    address.country,
  ];
  return (
    <address className={className}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {latinIn(line, locale) ? (
            <span lang="en" dir="ltr">
              {line}
            </span>
          ) : (
            line
          )}
        </Fragment>
      ))}
    </address>
  );
}
