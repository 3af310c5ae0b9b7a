/**
 * `npm test`: every stage CI runs, each an npm script of its own, started
 * as soon as what it needs is done, so that the two cores stay busy:
 *
 *   build → observatory ─┐
 *         → typecheck    │
 *   lint → format:check  ├→ test:e2e
 *   test:unit           ─┘
 *   i18n:status           (a report: never fails, nothing waits for it)
 *
 * Lint, Prettier and `astro check` each use one core and the post-build
 * mostly one: run one after another they left the second core idle for about
 * three minutes. The unit tests start at once: many of their files wait on
 * servers, child processes and timers (about 60% of two cores), and behind
 * lint they were the last stage before the end-to-end tests. The typecheck
 * waits for the build because both write Astro's generated types and content
 * store (.astro/, node_modules/.astro/). The end-to-end tests run last and
 * alone, as before: their time limits assume the machine is theirs.
 *
 * `i18n:status` lists French and Arabic text whose English changed since it
 * was translated. It exits 0 whatever it finds, so that a staff edit in the
 * editor never blocks a publish: a stale translation is a warning to read
 * in the log, not a failure.
 *
 * A stage's output is printed in one piece when it ends (the end-to-end
 * tests', which run alone, as it comes), then a table of each stage's time.
 * After a failure no further stage starts; the exit code is 1.
 *
 *   npm test                     every stage
 *   npm test -- lint typecheck   only these (not the stages they would wait for)
 */
import { spawn, type ChildProcess } from "node:child_process";

interface Stage {
  /** The npm script. */
  name: string;
  /** Stages that must have passed before this one starts. */
  after: string[];
  /** Runs alone: nothing else runs beside it, and its output streams. */
  alone?: boolean;
}

const stages: Stage[] = [
  { name: "build", after: [] },
  { name: "lint", after: [] },
  { name: "format:check", after: ["lint"] },
  { name: "test:unit", after: [] },
  { name: "i18n:status", after: [] },
  { name: "observatory", after: ["build"] },
  { name: "typecheck", after: ["build"] },
  {
    name: "test:e2e",
    after: ["build", "observatory", "typecheck", "lint", "format:check", "test:unit"],
    alone: true,
  },
];

const only = process.argv.slice(2);
for (const name of only) {
  if (!stages.some((stage) => stage.name === name)) {
    console.error(`No stage ${name}: ${stages.map((stage) => stage.name).join(", ")}`);
    process.exit(2);
  }
}
const planned = only.length > 0 ? stages.filter((stage) => only.includes(stage.name)) : stages;
const isPlanned = (name: string) => planned.some((stage) => stage.name === name);

type Result = { status: "passed" | "failed" | "skipped"; seconds: number };
const results = new Map<string, Result>();
const running = new Map<string, ChildProcess>();
const started = performance.now();
let failed = false;

const seconds = (since: number) => (performance.now() - since) / 1000;

function ready(stage: Stage) {
  if (results.has(stage.name) || running.has(stage.name)) return false;
  const aloneRunning = planned.some((other) => other.alone && running.has(other.name));
  if (aloneRunning || (stage.alone && running.size > 0)) return false;
  return stage.after.every((name) => !isPlanned(name) || results.get(name)?.status === "passed");
}

function run(stage: Stage): Promise<void> {
  const since = performance.now();
  // npm puts the project's Node first on the PATH of the script, as `npm run` does.
  const child = spawn("npm", ["run", "--silent", stage.name], {
    stdio: stage.alone ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.set(stage.name, child);
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  if (stage.alone) console.info(`\n── ${stage.name}`);
  return new Promise((done) => {
    child.on("close", (code, signal) => {
      running.delete(stage.name);
      const status = code === 0 ? "passed" : "failed";
      results.set(stage.name, { status, seconds: seconds(since) });
      const time = `${seconds(since).toFixed(1)} s`;
      const outcome = status === "passed" ? time : `FAILED (${signal ?? `exit ${code}`}), ${time}`;
      if (!stage.alone) {
        console.info(`\n── ${stage.name}: ${outcome}`);
        process.stdout.write(Buffer.concat(output));
      } else console.info(`── ${stage.name}: ${outcome}`);
      if (status === "failed") failed = true;
      done();
    });
  });
}

async function schedule(): Promise<void> {
  const pending: Promise<void>[] = [];
  const launch = () => {
    if (failed) return;
    for (const stage of planned) {
      if (ready(stage)) pending.push(run(stage).then(launch));
    }
  };
  launch();
  // Stages launch others as they end: wait until none is left running.
  while (pending.length > 0) await pending.shift();
}

const stopAll = (signal: NodeJS.Signals) => {
  for (const child of running.values()) {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  }
  process.exit(1);
};
process.on("SIGINT", () => stopAll("SIGINT"));
process.on("SIGTERM", () => stopAll("SIGTERM"));

await schedule();

for (const stage of planned) {
  if (!results.has(stage.name)) results.set(stage.name, { status: "skipped", seconds: 0 });
}
console.info(`\n| stage | time | result |\n| --- | ---: | --- |`);
for (const stage of planned) {
  const result = results.get(stage.name)!;
  console.info(`| ${stage.name} | ${result.seconds.toFixed(1)} s | ${result.status} |`);
}
console.info(
  `| **npm test** | **${seconds(started).toFixed(1)} s** | ${failed ? "failed" : "passed"} |`,
);
process.exit(failed ? 1 : 0);
