import { robotsTxt } from "~/lib/site-files";

// A resource route, prerendered to build/client/robots.txt.
export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
