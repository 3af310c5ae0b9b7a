import type { AlertMachine, AlertMachineList } from "~/inventory/alert-machine";
import { ALERT_MACHINES_VERSION } from "~/inventory/alert-machine";
import { toCatalogueItem } from "~/inventory/catalogue-item";
import { machineFacts } from "~/inventory/machine-facts";
import { shareJpeg } from "~/inventory/machine-images";
import { isListed, machineIn } from "~/inventory/machine-text";
import { getMachines } from "~/inventory/machines";
import { locales, localizePath } from "~/i18n/locales";

/**
 * The listed machines for the machine alerts (app/inventory/alert-machine.ts):
 * the post-build moves this file out of the public site, beside hosting.json.
 */
export const GET = async () => {
  const machines: AlertMachine[] = [];
  for (const machine of (await getMachines()).filter(isListed)) {
    const first = machine.photos[0];
    const editions = Object.fromEntries(
      locales.map((locale) => {
        const shown = machineIn(machine, locale);
        const item = toCatalogueItem(shown, locale, { kind: "illustration", src: "" });
        return [
          locale,
          {
            name: item.name,
            keywords: item.keywords,
            maker: item.maker,
            model: item.model,
            reference: item.reference,
            description: item.description,
            path: localizePath(shown.path, locale),
            facts: machineFacts(shown, locale)
              .filter((fact) => fact.key !== "reference")
              .map(({ label, value }) => ({ label, value })),
          },
        ];
      }),
    ) as AlertMachine["editions"];
    machines.push({
      slug: machine.slug,
      reference: machine.reference,
      type: machine.type,
      year: machine.year,
      country: machine.location,
      status: machine.status === "reserved" ? "reserved" : "available",
      photo: first ? (await shareJpeg(first.src)).src : null,
      editions,
    });
  }
  const list: AlertMachineList = { version: ALERT_MACHINES_VERSION, machines };
  return new Response(JSON.stringify(list), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
};
