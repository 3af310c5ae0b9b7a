import { webManifest } from "~/lib/site-files";

export const GET = () =>
  new Response(JSON.stringify(webManifest(), null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
