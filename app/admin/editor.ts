// First: the editor's zod must not probe for eval (see the module).
import "./no-eval.ts";

import CMS from "@sveltia/cms";

import { editorApi } from "../content/paths.ts";

import { editorConfig, type EditorOptions } from "./cms-config.ts";

/**
 * The editor's start, in the browser: the server says where the files are
 * (GET /api/cms/config, only when CMS_GITHUB_* are set: see "The editor" in
 * the README), then Sveltia CMS starts with the site's collections.
 */

type Backend = EditorOptions["backend"];

/** The backend the server names, or undefined when this host has none. */
async function serverBackend(): Promise<Backend | undefined> {
  try {
    const response = await fetch(`${editorApi}/config`, {
      headers: { accept: "application/json" },
    });
    if (!response.ok) return undefined;
    const { backend } = (await response.json()) as { backend: Backend };
    // Sign-in goes through this server's OAuth exchange (server/cms/cms-auth.ts).
    return backend.name === "github"
      ? { base_url: location.origin, auth_endpoint: `${editorApi.slice(1)}/auth`, ...backend }
      : backend;
  } catch {
    return undefined;
  }
}

const isLocalhost = ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);

const backend =
  (await serverBackend()) ??
  // `npm run dev` has no server: Chromium can still edit the working copy
  // ("Work with Local Repository"), which needs a Git backend in the config.
  (isLocalhost ? ({ name: "github", repo: "local/working-copy" } satisfies Backend) : undefined);

if (backend) {
  CMS.init({
    config: editorConfig({
      backend,
      language: navigator.language,
      year: new Date().getFullYear(),
      // The next free reference when the editor was built (vite.config.ts).
      nextReference: import.meta.env.NEXT_REFERENCE as string | undefined,
    }),
  });
} else {
  document.getElementById("editor-unavailable")?.removeAttribute("hidden");
}
