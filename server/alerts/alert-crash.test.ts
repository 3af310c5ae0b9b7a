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
 * every subscriber gets one email, every machine once per search, none lost,
 * none twice. Some subscribers have three searches that share machines, so
 * their email is a digest of several alerts. The first process has no SMTP
 * server, so what reaches the inboxes comes from the queue the crash left and
 * from the second start's matching alone.
 */

/** Enough subscribers that queueing their emails (a transaction each, on the disk) takes a while. */
const ADDRESSES = 100;
/** Every third has three searches (any machine, metallizers, slitters), the others one (any machine). */
const hasThree = (address: number) => address % 3 === 0;
const WITH_THREE = Math.ceil(ADDRESSES / 3);
const searches: Partial<AlertCriteria>[] = [
  {},
  { type: "metallizer" },
  { type: "slitting-machine" },
];
const ALERTS = ADDRESSES + WITH_THREE * (searches.length - 1);
/** The build: a metallizer, a slitter and a CPP line; "any machine" finds the three. */
const MACHINES = 3;
/** Per address with three searches: 3 (any) + 1 (metallizers) + 1 (slitters); else 3. */
const expectedAnnounced = (address: number): number => (hasThree(address) ? 5 : 3);
const ANNOUNCED = Array.from({ length: ADDRESSES }, (_, n) => expectedAnnounced(n)).reduce(
  (sum, n) => sum + n,
  0,
);
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

const address = (n: number) => `buyer-${n}@example.com`;

/**
 * The confirmed alerts, written at once: one search per address, then the
 * second searches of every third address, then their third, so an
 * address's alerts lie far apart in the order of confirmation, and the kill
 * lands among subscribers of one search and of three.
 */
async function seedAlerts(dataDir: string) {
  await new SqliteAlertStore(dataDir).close();
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  const insert = db.prepare(
    `INSERT INTO alerts (id, email, email_key, criteria, criteria_key, lang, status, created_at, confirmed_at)
     VALUES (?, ?, ?, ?, ?, 'en', 'confirmed', ?, ?)`,
  );
  db.exec("BEGIN");
  let at = 0;
  searches.forEach((search, round) => {
    const criteria: AlertCriteria = { type: "", from: "", to: "", country: "", q: "", ...search };
    for (let n = 0; n < ADDRESSES; n += 1) {
      if (round > 0 && !hasThree(n)) continue;
      at += 1;
      const email = address(n);
      insert.run(
        randomUUID(),
        email,
        email,
        JSON.stringify(criteria),
        criteriaKey(criteria),
        at,
        at,
      );
    }
  });
  db.exec("COMMIT");
  db.close();
}

/** What the matcher has committed: emails queued, and machines recorded as announced. */
function committed(dataDir: string) {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true, timeout: 5000 });
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    // Per address: the machines recorded for its alerts, and in how many emails.
    const addresses = db
      .prepare(
        `SELECT alerts.email_key AS address, COUNT(*) AS announced,
           COUNT(DISTINCT alert_announced.mail_id) AS emails
         FROM alert_announced JOIN alerts ON alerts.id = alert_announced.alert_id
         GROUP BY alerts.email_key`,
      )
      .all() as { address: string; announced: number; emails: number }[];
    return {
      emails: count("SELECT COUNT(*) AS n FROM alert_mail WHERE kind = 'match'"),
      sent: count("SELECT COUNT(*) AS n FROM alert_mail WHERE kind = 'match' AND status = 'sent'"),
      alertsWithEmail: count("SELECT COUNT(DISTINCT alert_id) AS n FROM alert_announced"),
      announced: count("SELECT COUNT(*) AS n FROM alert_announced"),
      set: count("SELECT COUNT(*) AS n FROM alert_machines"),
      addresses,
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
    `queues every subscriber's one email exactly once across a kill -9 (${RUNS} runs)`,
    { timeout: 600_000 },
    async () => {
      const figures: string[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const dataDir = await tempDir("alerts-crash");
        await seedAlerts(dataDir);
        const machines = (["metallizer", "slitting-machine", "cpp-film-line"] as const).map(
          (type) => alertMachine(`crash-${run}-${type}`, { type }),
        );
        expect(machines).toHaveLength(MACHINES);
        const buildDir = await buildWithMachines(machines);

        // Kill it somewhere between 5 % and 60 % of the way.
        const target = Math.round(ADDRESSES * (0.05 + Math.random() * 0.55));
        const started = Date.now();
        const first = await spawnServer(environment(dataDir, buildDir));
        running.push(first);
        await until(() => committed(dataDir).emails >= target, 120_000);
        first.child.kill("SIGKILL");
        expect(await first.exited).toBe("SIGKILL");
        const atKill = committed(dataDir);
        // Killed mid-way: some queued, not all, and the last set not saved.
        expect(atKill.emails).toBeGreaterThan(0);
        expect(atKill.emails).toBeLessThan(ADDRESSES);
        expect(atKill.set).toBe(0);
        // Each queued email and the machines of all its alerts were committed together:
        // an address has one email and all its records, or neither.
        expect(atKill.addresses).toHaveLength(atKill.emails);
        for (const row of atKill.addresses) {
          const n = Number(/^buyer-(\d+)@/.exec(row.address)![1]);
          expect(row).toEqual({ address: row.address, announced: expectedAnnounced(n), emails: 1 });
        }

        const smtp = await startSmtp();
        cleanups.push(smtp.close);
        const second = await spawnServer({
          ...environment(dataDir, buildDir),
          SMTP_URL: smtp.settings.url,
          CONTACT_TO: smtp.settings.to,
          CONTACT_FROM: smtp.settings.from,
        });
        running.push(second);
        await until(() => committed(dataDir).sent === ADDRESSES, 240_000);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const after = committed(dataDir);
        expect({ ...after, addresses: after.addresses.length }).toEqual({
          emails: ADDRESSES,
          sent: ADDRESSES,
          alertsWithEmail: ALERTS,
          announced: ANNOUNCED,
          set: MACHINES,
          addresses: ADDRESSES,
        });

        // The inboxes: one email each, listing the three machines once.
        const messages = smtp.messages.map(readMessage);
        const delivered = new Map<string, string[]>();
        for (const message of messages) {
          const references = [...message.text.matchAll(/^Reference: (FP-\d+)$/gm)].map(
            (match) => match[1]!,
          );
          delivered.set(message.to, [...(delivered.get(message.to) ?? []), ...references]);
        }
        let lost = 0;
        let twice = messages.length - delivered.size;
        for (let n = 0; n < ADDRESSES; n += 1) {
          const got = delivered.get(address(n)) ?? [];
          twice += got.length - new Set(got).size;
          lost += machines.filter((machine) => !got.includes(machine.reference)).length;
        }
        expect({ messages: messages.length, addresses: delivered.size, lost, twice }).toEqual({
          messages: ADDRESSES,
          addresses: ADDRESSES,
          lost: 0,
          twice: 0,
        });
        const subjectOf = (n: number) =>
          messages.find((message) => message.to === address(n))!.subject;
        expect(subjectOf(0)).toBe("3 machines for your alerts");
        expect(subjectOf(1)).toBe("3 machines for your alert");

        second.child.kill("SIGTERM");
        await second.exited;
        figures.push(
          `run ${run}: ${ALERTS} alerts of ${ADDRESSES} addresses (${WITH_THREE} with ${searches.length} searches), killed after ${atKill.emails} emails queued (target ${target}); after restart ${after.emails} queued, ${messages.length} delivered to ${delivered.size} addresses, ${after.announced} machine announcements, ${lost} lost, ${twice} twice (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
      console.info(figures.join("\n"));
    },
  );
});
