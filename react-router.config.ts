import type { Config } from "@react-router/dev/config";

import { pages } from "./app/content/pages.ts";

export default {
  // A static site: every page of the route table is prerendered to HTML at
  // build time and hydrated in the browser. There is no server rendering.
  ssr: false,
  prerender: pages.map((page) => page.path),
  splitRouteModules: "enforce",
} satisfies Config;
