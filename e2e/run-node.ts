import { spawn } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/**
 * Runs `args` with the project's Node, from the project's folder, with
 * `env` added to the environment; resolves with the exit code and the output
 * (stdout and stderr, interleaved). For the tests that build a copy of the
 * site or check its files.
 */
export function runNode(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; log: string }>((done) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.on("exit", (code) => done({ code, log }));
  });
}
