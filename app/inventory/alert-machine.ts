import type { Locale } from "../i18n/locales.ts";

import type { MachineType } from "./listing-constants.ts";
import type { SearchableMachine } from "./machine-search.ts";

/**
 * The machines of a build as the machine alerts read them (server/alerts/):
 * the build writes them (app/pages/machine-alerts.json.ts), the post-build
 * moves the file out of the public site to `build/machines.json`
 * (ALERT_MACHINES_FILE), and the server compares it at start with the last
 * set it alerted about. Only listed machines: sold ones leave the catalogue.
 */
export interface AlertMachineList {
  version: typeof ALERT_MACHINES_VERSION;
  machines: AlertMachine[];
}

export const ALERT_MACHINES_VERSION = 1;
/** Beside hosting.json in the build folder: read by the server, never served. */
export const ALERT_MACHINES_FILE = "machines.json";
/** Where the build's endpoint writes it first, inside build/client. */
export const ALERT_MACHINES_ROUTE = "/machine-alerts.json";

export interface AlertMachine {
  slug: string;
  reference: string;
  type: MachineType;
  year: number;
  /** ISO country code. */
  country: string;
  status: "available" | "reserved";
  /** The first photo as a JPEG, a path on the site (the link preview's), or null. */
  photo: string | null;
  /** The machine in each edition's words: the email to a subscriber is in theirs. */
  editions: Record<Locale, AlertMachineText>;
}

export interface AlertMachineText extends SearchableMachine {
  /** The machine's page in this edition, a path on the site. */
  path: string;
  /** Its facts as the page lists them: price, maker, year, condition, place… */
  facts: { label: string; value: string }[];
}
