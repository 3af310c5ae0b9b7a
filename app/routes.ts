import { index, route, type RouteConfig } from "@react-router/dev/routes";

import { paths, productPath } from "./content/paths.ts";
import { products } from "./content/products.ts";
import { resourcePaths } from "./content/resources.ts";

// Route paths are written without their leading slash.
const at = (path: string) => path.replace(/^\//, "");

export default [
  index("routes/home.tsx"),
  route(at(paths.about), "routes/about.tsx"),
  // /services and /services/product-procurement show the same page.
  route(at(paths.services), "routes/services.tsx", { id: "services" }),
  route(at(paths.productProcurement), "routes/services.tsx", { id: "product-procurement" }),
  route(at(paths.exportDevelopment), "routes/export-development.tsx"),
  route(at(paths.technicalDivision), "routes/technical-division.tsx"),
  // One template renders every product of the catalogue.
  ...products.map((product) =>
    route(at(productPath(product.slug)), "routes/product.tsx", { id: `product-${product.slug}` }),
  ),
  route(at(paths.machineryDivision), "routes/machinery-division.tsx"),
  route(at(paths.usedEquipment), "routes/used-equipment.tsx"),
  route(at(paths.contact), "routes/contact.tsx"),
  // Resource routes, prerendered to real files from the same content.
  route(at(resourcePaths.sitemap), "routes/sitemap.ts"),
  route(at(resourcePaths.robots), "routes/robots.ts"),
  route(at(resourcePaths.manifest), "routes/web-manifest.ts"),
  // Anything else (including /machinery and /sell-equipment) redirects.
  route("*", "routes/redirect.tsx"),
] satisfies RouteConfig;
