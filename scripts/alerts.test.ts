// @vitest-environment node
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { SqliteAlertStore } from "../server/alerts/sqlite-alert-store.ts";
import { alertMachine } from "../server/test-utils/alerts.ts";
import { tempDir } from "../server/test-utils/test-server.ts";

const run = (dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, [resolve(import.meta.dirname, "alerts.ts"), ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });

describe("npm run alerts", { timeout: 30_000 }, () => {
  it("lists the confirmed alerts with what they were sent, and exports CSV", async () => {
    const dataDir = await tempDir("alerts-cli");
    expect(run(dataDir)).toMatch(/^No alerts yet:/);
    const store = new SqliteAlertStore(dataDir);
    const criteria = {
      type: "metallizer" as const,
      from: "2010",
      to: "",
      country: "DE",
      q: "Bobst",
    };
    const { alertId } = await store.subscribe({ email: "buyer@example.com", criteria, lang: "fr" });
    await store.subscribe({ email: "later@example.com", criteria, lang: "en" });
    const confirmed = await store.confirm(alertId!);
    if (confirmed.status !== "confirmed") throw new Error("not confirmed");
    const mailId = await store.announce([
      { alert: confirmed.alert, machines: [alertMachine("a"), alertMachine("b")] },
    ]);
    await store.markSent(mailId!, new Date());
    await store.close();

    const table = run(dataDir);
    expect(table).toContain("buyer@example.com");
    expect(table).toContain("Metallizer, from 2010, Germany, “Bobst”");
    // Unconfirmed requests only when asked for.
    expect(table).not.toContain("later@example.com");
    expect(table).toContain("1 alert, 2 machine(s) announced in 1 email(s).");
    expect(run(dataDir, "--pending")).toContain("later@example.com");

    const csv = run(dataDir, "--csv")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(csv[0]).toBe(
      "address,search,type,from,to,country,words,language,status,requested,confirmed,machines announced,emails sent,emails queued,id",
    );
    expect(csv[1]).toMatch(
      /^buyer@example\.com,"Metallizer, from 2010, Germany, “Bobst”",metallizer,2010,,DE,Bobst,French \(fr\),confirmed,.*,2,1,0,/,
    );
  });

  it("counts a subscriber's digest once in the total, and in the row of each search it covered", async () => {
    const dataDir = await tempDir("alerts-cli");
    const store = new SqliteAlertStore(dataDir);
    const alerts = [];
    for (const type of ["metallizer", "slitting-machine"] as const) {
      const criteria = { type, from: "", to: "", country: "", q: "" };
      const { alertId } = await store.subscribe({
        email: "buyer@example.com",
        criteria,
        lang: "en",
      });
      const confirmed = await store.confirm(alertId!);
      if (confirmed.status !== "confirmed") throw new Error("not confirmed");
      alerts.push(confirmed.alert);
    }
    const [shared, metallizer, slitter] = [alertMachine("a"), alertMachine("b"), alertMachine("c")];
    const mailId = await store.announce([
      { alert: alerts[0]!, machines: [shared!, metallizer!] },
      { alert: alerts[1]!, machines: [shared!, slitter!] },
    ]);
    await store.markSent(mailId!, new Date());
    await store.close();

    const table = run(dataDir);
    expect(table).toContain("2 alerts, 4 machine(s) announced in 1 email(s).");
    expect(table).toContain("One email covers all the searches of a subscriber");
    const rows = run(dataDir, "--csv").split("\r\n").slice(1, 3);
    for (const row of rows) expect(row).toMatch(/,2,1,0,[0-9a-f-]{36}$/);
  });
});
