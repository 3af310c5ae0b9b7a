import type { FastifyError, FastifyInstance } from "fastify";

import { apiPaths } from "../../app/content/api-paths.ts";

export interface ApiFallbackOptions {
  /** Endpoints that take POST only: another method gets a 405 rather than a 404. */
  postOnly: readonly string[];
}

/**
 * Anything under /api/ that no domain's route answers is not a page: a JSON
 * 404, or a 405 for a POST-only endpoint asked with another method. The
 * app registers it after the domains' routes.
 */
export async function apiFallback(app: FastifyInstance, { postOnly }: ApiFallbackOptions) {
  // A body of any type is read, within the server's body limit, and ignored:
  // the answer depends on the path alone.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode === 413 ? 413 : 400;
    return reply
      .code(status)
      .header("cache-control", "no-store")
      .send({
        ok: false,
        error: status === 413 ? "The request is too large." : "The request could not be read.",
      });
  });

  app.all(`${apiPaths.prefix}/*`, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (postOnly.includes(request.url.split("?")[0]!)) {
      return reply.code(405).header("allow", "POST").send({ ok: false, error: "Use POST." });
    }
    return reply.code(404).send({ ok: false, error: "Not found." });
  });
}
