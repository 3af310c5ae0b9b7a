import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { setImmediate as yieldToServer } from "node:timers/promises";

import {
  ALERT_MACHINES_FILE,
  ALERT_MACHINES_VERSION,
  type AlertMachine,
  type AlertMachineList,
} from "../../app/inventory/alert-machine.ts";

import { matchesCriteria, newlyAvailable } from "./alert-match.ts";
import type { SqliteAlertStore } from "./sqlite-alert-store.ts";

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** The build's machines (build/machines.json), or null when the build has none (an old build, a test fixture). */
export async function readBuildMachines(buildDir: string): Promise<AlertMachine[] | null> {
  let text: string;
  try {
    text = await readFile(join(buildDir, ALERT_MACHINES_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const list = JSON.parse(text) as AlertMachineList;
  if (list.version !== ALERT_MACHINES_VERSION || !Array.isArray(list.machines)) {
    throw new Error(
      `${ALERT_MACHINES_FILE} is not a list of machines of version ${ALERT_MACHINES_VERSION}: rebuild the site.`,
    );
  }
  return list.machines;
}

export interface MatchSummary {
  /** Machines new or available again since the last set. */
  machines: number;
  alerts: number;
  /** Emails queued by this run (one per alert with news). */
  emails: number;
}

/**
 * The comparison the server makes at start: the build's machines against the
 * last set the alerts saw. Each confirmed alert gets, in one transaction, its
 * machines recorded and one email queued (store.announce); the new set is
 * saved only after every alert is done. A crash anywhere in between leaves
 * the old set, so the next start matches the same machines again, and the
 * announcements already committed keep it from sending any twice.
 */
export async function matchAlerts(
  store: SqliteAlertStore,
  machines: readonly AlertMachine[],
  {
    log,
    onQueued,
    stopped = () => false,
  }: { log?: Log; onQueued?: () => void; stopped?: () => boolean } = {},
): Promise<MatchSummary> {
  const news = newlyAvailable(await store.alertedSet(), machines);
  let emails = 0;
  const alerts = news.length > 0 ? await store.confirmedAlerts() : [];
  for (const alert of alerts) {
    // The server is closing: the next start goes on from here (the set is not saved).
    if (stopped()) return { machines: news.length, alerts: alerts.length, emails };
    const matched = news.filter((machine) => matchesCriteria(machine, alert.criteria));
    if (matched.length === 0) continue;
    if (await store.announce(alert, matched)) {
      emails += 1;
      onQueued?.();
    }
    // Requests keep being answered while a large run queues.
    await yieldToServer();
  }
  await store.saveAlertedSet(machines);
  const summary = { machines: news.length, alerts: alerts.length, emails };
  log?.info(summary, "Alerts: compared the build's machines with the last set");
  return summary;
}
