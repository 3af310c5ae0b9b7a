import { PageHero } from "~/components/sections/page-hero";
import { normalizePathname, paths } from "~/content/paths";
import { metaForPath } from "~/lib/seo";

import type { Route } from "./+types/services";

// Shared by /services and /services/product-procurement (one canonical URL).
export const meta = ({ location }: Route.MetaArgs) =>
  metaForPath(
    normalizePathname(location.pathname) === paths.services
      ? paths.services
      : paths.productProcurement,
  );

export default function Page() {
  return (
    <PageHero
      eyebrow="Services"
      title="Product Procurement"
      lead="A structured nine-step sourcing procedure that finds, qualifies and manages the right suppliers for your films, inks and adhesives."
    />
  );
}
