import { sitemapXml } from "~/lib/site-files";

// A resource route, prerendered to build/client/sitemap.xml.
export function loader() {
  return new Response(sitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
