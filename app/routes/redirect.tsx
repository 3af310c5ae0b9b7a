import { replace } from "react-router";

import { redirectTarget } from "~/content/redirects";

import type { Route } from "./+types/redirect";

// Unknown paths and old links: a replace-redirect, so history keeps no dead entry.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return replace(redirectTarget(new URL(request.url).pathname));
}

export default function Redirect() {
  return null;
}
