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
  /** Emails queued by this run (one per subscriber with news, whatever their number of searches). */
  emails: number;
}

/**
 * The comparison the server makes at start: the build's machines against the
 * last set the alerts saw. Each subscriber (an address, in one language) gets,
 * in one transaction, the machines of all their searches recorded and one
 * email queued (store.announce); the new set is saved only after every
 * subscriber is done. A crash anywhere in between leaves the old set, so the
 * next start matches the same machines again, and the announcements already
 * committed keep it from sending any twice.
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
  const subscribers = news.length > 0 ? await store.subscribers() : [];
  const alerts = subscribers.reduce((sum, group) => sum + group.length, 0);
  for (const group of subscribers) {
    // The server is closing: the next start goes on from here (the set is not saved).
    if (stopped()) return { machines: news.length, alerts, emails };
    const matches = group
      .map((alert) => ({
        alert,
        machines: news.filter((machine) => matchesCriteria(machine, alert.criteria)),
      }))
      .filter((match) => match.machines.length > 0);
    if (matches.length === 0) continue;
    if (await store.announce(matches)) {
      emails += 1;
      onQueued?.();
    }
    // Requests keep being answered while a large run queues.
    await yieldToServer();
  }
  await store.saveAlertedSet(machines);
  const summary = { machines: news.length, alerts, emails };
  log?.info(summary, "Alerts: compared the build's machines with the last set");
  return summary;
}
