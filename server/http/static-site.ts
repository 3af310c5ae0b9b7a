import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { createResolver, type HostingTable } from "./hosting.ts";

export interface StaticSiteOptions {
  /** build/client */
  clientDir: string;
  table: HostingTable;
}

export type SiteHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * The prerendered site: exactly the files the build listed, with their
 * brotli or gzip twin when the browser takes it, ETags for revalidation,
 * and the table's redirects. Returns the handler, which the app also uses
 * for GETs the router cannot match.
 */
export async function staticSite(
  app: FastifyInstance,
  { clientDir, table }: StaticSiteOptions,
): Promise<SiteHandler> {
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    index: false,
    // Cache-Control comes from the hosting table.
    cacheControl: false,
    etag: true,
    lastModified: true,
  });
  const resolve = createResolver(table);

  const serve: SiteHandler = (request, reply) => {
    const queryStart = request.url.indexOf("?");
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const search = queryStart === -1 ? "" : request.url.slice(queryStart);
    const resolution = resolve(pathname, search);
    switch (resolution.kind) {
      case "file":
        return reply.sendFile(resolution.file);
      case "redirect":
        return reply.redirect(resolution.location, resolution.status);
      case "not-found":
        return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
    }
  };

  app.get("/*", serve);
  return serve;
}
