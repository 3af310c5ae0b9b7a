import type { Config } from "@react-router/dev/config";

import { pages } from "./app/content/pages.ts";
import { resourcePaths } from "./app/content/resources.ts";

export default {
  // A static site: every page of the route table is prerendered to HTML at
  // build time and hydrated in the browser. There is no server rendering.
  ssr: false,
  // Pages, plus sitemap.xml, robots.txt and the manifest (resource routes).
  prerender: [...pages.map((page) => page.path), ...Object.values(resourcePaths)],
  splitRouteModules: "enforce",
} satisfies Config;
