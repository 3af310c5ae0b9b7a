import { webManifest } from "~/lib/site-files";

// A resource route, prerendered to build/client/manifest.webmanifest.
export function loader() {
  return new Response(JSON.stringify(webManifest(), null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
