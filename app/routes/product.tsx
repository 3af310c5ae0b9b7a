import { useLocation } from "react-router";

import { PageHero } from "~/components/sections/page-hero";
import { products } from "~/content/products";
import { normalizePathname, productPath } from "~/content/paths";
import { metaForPath } from "~/lib/seo";

import type { Route } from "./+types/product";

export const meta = ({ location }: Route.MetaArgs) =>
  metaForPath(normalizePathname(location.pathname));

export default function ProductRoute() {
  const { pathname } = useLocation();
  const product = products.find((entry) => productPath(entry.slug) === normalizePathname(pathname));
  if (!product) throw new Response("Not found", { status: 404 });
  return <PageHero eyebrow="Products" title={product.name} lead={product.summary} />;
}
