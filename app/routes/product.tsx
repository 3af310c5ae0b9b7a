import { normalizePathname, productPath } from "~/content/paths";
import { catalogue } from "~/content/product-details";
import { ProductPage } from "~/features/product-page/product-page";
import { metaForPath } from "~/lib/seo";

import type { Route } from "./+types/product";

export const meta = ({ location }: Route.MetaArgs) =>
  metaForPath(normalizePathname(location.pathname));

/**
 * Runs at build time only (every product path is prerendered): the page gets
 * its own product as loader data, and the catalogue's text stays out of the
 * JavaScript bundles.
 */
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: the prerendered .data request has a suffix.
  const path = normalizePathname(url.pathname);
  const product = catalogue.find((entry) => productPath(entry.slug) === path);
  if (!product) throw new Response("Not found", { status: 404 });
  return { product };
}

/** Every product path of the route table renders here; the path picks the entry. */
export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage product={loaderData.product} />;
}
