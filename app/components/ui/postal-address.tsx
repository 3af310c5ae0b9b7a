import type { PostalAddress } from "~/content/company";
import type { Locale } from "~/lib/i18n";

/** The comma between the parts of one address line, in the edition's script. */
const separators: Partial<Record<Locale, string>> = { ar: "، " };

/** The firm's postal address on three lines, in the edition's words. */
export function PostalAddressLines({
  address,
  locale,
  className,
}: {
  address: Pick<PostalAddress, "streetAddress" | "locality" | "region" | "postalCode" | "country">;
  locale: Locale;
  className?: string;
}) {
  const separator = separators[locale] ?? ", ";
  return (
    <address className={className}>
      {address.streetAddress}
      <br />
      {address.locality}
      {separator}
      {address.region} {address.postalCode}
      <br />
      {address.country}
    </address>
  );
}
