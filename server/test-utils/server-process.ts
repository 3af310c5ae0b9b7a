import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";

const main = resolve(import.meta.dirname, "../main.ts");

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  output: () => string;
}

/**
 * `node server/main.ts` in its own process, on a free loopback port. It is
 * ready when it logs that it listens: keep LOG_LEVEL at info or below.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      CONTACT_RATE_LIMIT: "0",
      OFFER_RATE_LIMIT: "0",
      OFFER_FAILURE_LIMIT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | string | null>((done) =>
    child.on("exit", (code, signal) => done(code ?? signal)),
  );
  const origin = await new Promise<string>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) done(match[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) =>
      fail(new Error(`Server exited (${code}) before listening:\n${output}`)),
    );
  });
  return { child, origin, exited, output: () => output };
}
