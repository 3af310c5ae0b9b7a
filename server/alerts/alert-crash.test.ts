// @vitest-environment node
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { afterEach, describe, expect, it } from "vitest";

import { DATABASE_FILE } from "../delivery/sqlite-delivery.ts";
import {
  alertMachine,
  buildWithMachines,
  readMessage,
  startSmtp,
  until,
} from "../test-utils/alerts.ts";
import { spawnServer, type ServerProcess } from "../test-utils/server-process.ts";
import { tempDir, TEST_ALERTS_SECRET } from "../test-utils/test-server.ts";

import { criteriaKey, type AlertCriteria } from "./alert-criteria.ts";
import { SqliteAlertStore } from "./sqlite-alert-store.ts";

/**
 * `kill -9` while the matcher queues the alerts' emails, then a restart:
 * every alert gets its email once, none lost, none twice. The first process
 * has no SMTP server, so what reaches the inboxes comes from the queue the
 * crash left and from the second start's matching alone.
 */

/** Enough alerts that queueing them (a transaction each, on the disk) takes a while. */
const ALERTS = 100;
/**
 * Kills per `npm test`: one keeps the suite short; `ALERTS_CRASH_RUNS=3 npx
 * vitest run server/alerts/alert-crash.test.ts` is the record the docs cite.
 */
const RUNS = Math.max(1, Number(process.env.ALERTS_CRASH_RUNS ?? 1) || 1);

const running: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null)
      server.child.kill("SIGKILL");
    await server.exited;
  }
  while (cleanups.length) await cleanups.pop()!();
});

/** N confirmed alerts for any machine, written at once. */
async function seedAlerts(dataDir: string, count: number) {
  await new SqliteAlertStore(dataDir).close();
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  const criteria: AlertCriteria = { type: "", from: "", to: "", country: "", q: "" };
  const insert = db.prepare(
    `INSERT INTO alerts (id, email, email_key, criteria, criteria_key, lang, status, created_at, confirmed_at)
     VALUES (?, ?, ?, ?, ?, 'en', 'confirmed', ?, ?)`,
  );
  db.exec("BEGIN");
  for (let n = 0; n < count; n += 1) {
    const email = `buyer-${n}@example.com`;
    insert.run(randomUUID(), email, email, JSON.stringify(criteria), criteriaKey(criteria), n, n);
  }
  db.exec("COMMIT");
  db.close();
}

/** What the matcher has committed: emails queued, and machines recorded as announced. */
function committed(dataDir: string) {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true, timeout: 5000 });
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      emails: count("SELECT COUNT(*) AS n FROM alert_mail WHERE kind = 'match'"),
      sent: count("SELECT COUNT(*) AS n FROM alert_mail WHERE kind = 'match' AND status = 'sent'"),
      alertsWithEmail: count(
        "SELECT COUNT(DISTINCT alert_id) AS n FROM alert_mail WHERE kind = 'match'",
      ),
      announced: count("SELECT COUNT(*) AS n FROM alert_announced"),
      set: count("SELECT COUNT(*) AS n FROM alert_machines"),
    };
  } finally {
    db.close();
  }
}

const environment = (dataDir: string, buildDir: string) => ({
  DATA_DIR: dataDir,
  BUILD_DIR: buildDir,
  ALERTS_SECRET: TEST_ALERTS_SECRET,
  SITE_URL: "http://127.0.0.1",
});

describe("the alert matcher killed with SIGKILL", () => {
  it(
    `queues every matched alert's email exactly once across a kill -9 (${RUNS} runs)`,
    { timeout: 600_000 },
    async () => {
      const figures: string[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const dataDir = await tempDir("alerts-crash");
        await seedAlerts(dataDir, ALERTS);
        const machines = ["a", "b", "c"].map((slug) => alertMachine(`crash-${run}-${slug}`));
        const buildDir = await buildWithMachines(machines);

        // Kill it somewhere between 5 % and 60 % of the way.
        const target = Math.round(ALERTS * (0.05 + Math.random() * 0.55));
        const started = Date.now();
        const first = await spawnServer(environment(dataDir, buildDir));
        running.push(first);
        await until(() => committed(dataDir).emails >= target, 120_000);
        first.child.kill("SIGKILL");
        expect(await first.exited).toBe("SIGKILL");
        const atKill = committed(dataDir);
        // Killed mid-way: some queued, not all, and the last set not saved.
        expect(atKill.emails).toBeGreaterThan(0);
        expect(atKill.emails).toBeLessThan(ALERTS);
        expect(atKill.set).toBe(0);
        // Each queued email and its machines were committed together.
        expect(atKill.announced).toBe(atKill.emails * machines.length);

        const smtp = await startSmtp();
        cleanups.push(smtp.close);
        const second = await spawnServer({
          ...environment(dataDir, buildDir),
          SMTP_URL: smtp.settings.url,
          CONTACT_TO: smtp.settings.to,
          CONTACT_FROM: smtp.settings.from,
        });
        running.push(second);
        await until(() => committed(dataDir).sent === ALERTS, 240_000);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const after = committed(dataDir);
        expect(after).toEqual({
          emails: ALERTS,
          sent: ALERTS,
          alertsWithEmail: ALERTS,
          announced: ALERTS * machines.length,
          set: machines.length,
        });
        // The inboxes: one email each, a digest of the three machines.
        const recipients = smtp.messages.map((raw) => readMessage(raw).to);
        expect(smtp.messages).toHaveLength(ALERTS);
        expect(new Set(recipients).size).toBe(ALERTS);
        expect(readMessage(smtp.messages[0]!).subject).toBe("3 machines for your alert");

        second.child.kill("SIGTERM");
        await second.exited;
        figures.push(
          `run ${run}: ${ALERTS} alerts, killed after ${atKill.emails} emails queued (target ${target}); after restart ${after.emails} queued, ${smtp.messages.length} delivered to ${new Set(recipients).size} addresses, 0 lost, 0 twice (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
      console.info(figures.join("\n"));
    },
  );
});
