/**
 * `npm run bench:server`: requests per second and latency of the production
 * server on loopback (autocannon), for a page, a hashed asset and the
 * contact endpoint. Starts its own server on a free port with a temporary
 * data directory and no rate limit. Needs a build (`npm run build`).
 * Usage: npm run bench:server [-- --duration 10 --connections 10]
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

const rootDir = resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

if (!existsSync(join(rootDir, "build/hosting.json"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "flexpack-bench-"));
const server = spawn(process.execPath, [join(rootDir, "server/main.ts")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: "0",
    LOG_LEVEL: "error",
    SMTP_URL: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

for (let attempt = 0; ; attempt += 1) {
  const ready = await fetch(`${origin}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  if (attempt > 100) throw new Error("The server did not start");
  await new Promise((done) => setTimeout(done, 100));
}

// The largest JavaScript file: the asset a first visit waits for most.
const assetsDir = join(rootDir, "build/client/assets");
const asset = readdirSync(assetsDir)
  .filter((file) => file.endsWith(".js"))
  .sort((a, b) => statSync(join(assetsDir, b)).size - statSync(join(assetsDir, a)).size)[0]!;

const browserHeaders = { "accept-encoding": "gzip, deflate, br, zstd", accept: "*/*" };

interface Row {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  throughput: string;
  non2xx: number;
  errors: number;
}

async function run(target: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections, duration, ...options });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    throughput: `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const rows: Row[] = [];
try {
  rows.push(await run("GET / (page, brotli)", { url: `${origin}/`, headers: browserHeaders }));
  rows.push(
    await run(`GET /assets/${asset} (brotli)`, {
      url: `${origin}/assets/${asset}`,
      headers: browserHeaders,
    }),
  );
  rows.push(
    await run("POST /api/contact (stored, fsync)", {
      url: `${origin}/api/contact`,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              name: "Benchmark",
              email: "bench@example.com",
              phone: "",
              subject: "Throughput test",
              message: "A message of ordinary length, stored durably before the answer.",
              idempotencyKey: randomUUID(),
              website: "",
              startedAt: Date.now() - 60_000,
            }),
          }),
        },
      ],
    }),
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((done) => server.on("exit", done));
  rmSync(dataDir, { recursive: true, force: true });
}

console.info(
  `\n${cpus().length} CPUs (${cpus()[0]?.model ?? "unknown"}), Node ${process.version}, ${connections} connections, ${duration} s each\n`,
);
console.info("| Target | Requests/s | p50 latency | p99 latency | Throughput | Non-2xx | Errors |");
console.info("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const row of rows) {
  console.info(
    `| ${row.target} | ${row.requestsPerSecond} | ${row.p50} ms | ${row.p99} ms | ${row.throughput} | ${row.non2xx} | ${row.errors} |`,
  );
}
