import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for GitHub's OAuth web flow on a loopback port: the authorize
 * page (which approves at once, or denies when told to) and the token
 * endpoint (which knows one client, one secret and one good code). It keeps
 * every token request so tests can see what the server sent.
 */

export const fakeClient = { id: "Iv1.fakeclient", secret: "fake-client-secret-0123456789" };
export const goodCode = "good-code-7f3a";
export const fakeToken = "gho_faketoken0123456789";

export interface TokenRequest {
  client_id?: string;
  client_secret?: string;
  code?: string;
  redirect_uri?: string;
}

export interface FakeGitHub {
  origin: string;
  /** What /login/oauth/authorize does next: approve with the good code, deny, or approve with another code. */
  answer: "approve" | "deny" | "bad-code";
  /**
   * Show an authorize page with an "Authorize" link, as GitHub does the first
   * time, instead of sending the browser straight back.
   */
  confirm: boolean;
  /**
   * The token endpoint answers 503 ("down"), an HTML page ("malformed"),
   * JSON `null`, an empty 200, or closes the connection without a word.
   */
  tokenEndpoint: "ok" | "down" | "malformed" | "null" | "empty" | "hang-up";
  tokenRequests: TokenRequest[];
  authorizeRequests: URLSearchParams[];
  close: () => Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const fake: FakeGitHub = {
    origin: "",
    answer: "approve",
    confirm: false,
    tokenEndpoint: "ok",
    tokenRequests: [],
    authorizeRequests: [],
    close: async () => {},
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      fake.authorizeRequests.push(url.searchParams);
      const back = new URL(url.searchParams.get("redirect_uri") ?? "http://missing/");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      if (fake.answer === "deny") {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set("error_description", "The user has denied your application access.");
      } else {
        back.searchParams.set("code", fake.answer === "approve" ? goodCode : "some-other-code");
      }
      if (fake.confirm) {
        const href = back.href.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
        response
          .writeHead(200, { "content-type": "text/html; charset=utf-8" })
          .end(
            `<!doctype html><html lang="en"><title>Authorize application</title><h1>Authorize FlexPack editor</h1><a href="${href}">Authorize</a></html>`,
          );
        return;
      }
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const sent = JSON.parse(await body(request)) as TokenRequest;
      fake.tokenRequests.push(sent);
      if (fake.tokenEndpoint === "down") {
        response.writeHead(503, { "content-type": "text/plain" }).end("Unavailable");
        return;
      }
      if (fake.tokenEndpoint === "malformed") {
        response.writeHead(200, { "content-type": "text/html" }).end("<html>Sign in</html>");
        return;
      }
      if (fake.tokenEndpoint === "null") {
        response.writeHead(200, { "content-type": "application/json" }).end("null");
        return;
      }
      if (fake.tokenEndpoint === "empty") {
        response.writeHead(200, { "content-type": "application/json" }).end();
        return;
      }
      if (fake.tokenEndpoint === "hang-up") {
        request.socket.destroy();
        return;
      }
      const valid =
        sent.client_id === fakeClient.id &&
        sent.client_secret === fakeClient.secret &&
        sent.code === goodCode;
      // GitHub answers a refused code with 200 and an error, as here.
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify(
          valid
            ? { access_token: fakeToken, token_type: "bearer", scope: "repo" }
            : {
                error: "bad_verification_code",
                error_description: "The code passed is incorrect or expired.",
              },
        ),
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return fake;
}
