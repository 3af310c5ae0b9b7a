/**
 * A small static server for the prerendered build (build/client): serves
 * /about from about/index.html, answers unknown paths with the SPA fallback
 * (which redirects on the client), and gzips text responses.
 * Usage: node scripts/serve-static.ts  (PORT, HOST override)
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { createGzip } from "node:zlib";

const root = resolve(import.meta.dirname, "../build/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script",
};
const compressible = new Set([".html", ".js", ".css", ".json", ".svg", ".xml", ".txt"]);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(pathname: string): Promise<string | null> {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const candidate = join(root, relative);
  if (!candidate.startsWith(root)) return null;
  if (await isFile(candidate)) return candidate;
  const index = join(candidate, "index.html");
  if (await isFile(index)) return index;
  return null;
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  let file: string | null = null;
  try {
    file = await resolveFile(url.pathname);
  } catch {
    file = null;
  }
  const status = file ? 200 : extname(url.pathname) ? 404 : 200;
  file ??= extname(url.pathname) ? null : join(root, "__spa-fallback.html");
  if (!file) {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  const ext = extname(file);
  const headers: Record<string, string> = {
    "content-type": types[ext] ?? "application/octet-stream",
    "cache-control": url.pathname.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "no-cache",
    vary: "accept-encoding",
  };
  const gzip = compressible.has(ext) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  if (gzip) headers["content-encoding"] = "gzip";
  response.writeHead(status, headers);
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
});

server.listen(port, host, () => {
  console.info(`Serving build/client at http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
