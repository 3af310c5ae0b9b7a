import { symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { locales } from "../../app/i18n/locales.ts";
import {
  ALERT_MACHINES_FILE,
  ALERT_MACHINES_VERSION,
  type AlertMachine,
} from "../../app/inventory/alert-machine.ts";
import type { MachineType } from "../../app/inventory/listing-constants.ts";

import { sharedFixtureBuild, tempDir } from "./test-server.ts";

export { startSmtp } from "./smtp.ts";

let serial = 2000;

/** A listed machine as the build describes it for the alerts, in every edition. */
export function alertMachine(
  slug: string,
  {
    type = "metallizer",
    year = 2016,
    country = "DE",
    status = "available",
    name = `Machine ${slug}`,
  }: Partial<{
    type: MachineType;
    year: number;
    country: string;
    status: AlertMachine["status"];
    name: string;
  }> = {},
): AlertMachine {
  const reference = `FP-${(serial += 1)}`;
  const text = (locale: string) => ({
    name: locale === "en" ? name : `${name} (${locale})`,
    keywords: [name],
    maker: "Bobst",
    model: "K5000",
    reference,
    description: "A vacuum metallizer for films.",
    path: `${locale === "en" ? "" : `/${locale}`}/machinery/used-equipment/${slug}`,
    facts: [
      {
        label: locale === "fr" ? "Année" : locale === "ar" ? "السنة" : "Year",
        value: String(year),
      },
      { label: "Condition", value: "Very good" },
    ],
  });
  return {
    slug,
    reference,
    type,
    year,
    country,
    status,
    photo: `/assets/${slug}.jpg`,
    editions: Object.fromEntries(
      locales.map((locale) => [locale, text(locale)]),
    ) as unknown as AlertMachine["editions"],
  };
}

/**
 * A build of the fixture site listing these machines (build/machines.json):
 * the shared fixture's pages and hosting table, linked, and a list of its own.
 */
export async function buildWithMachines(machines: readonly AlertMachine[]): Promise<string> {
  const shared = await sharedFixtureBuild();
  const dir = await tempDir("alerts-build");
  await symlink(join(shared, "client"), join(dir, "client"));
  await symlink(join(shared, "hosting.json"), join(dir, "hosting.json"));
  await writeFile(
    join(dir, ALERT_MACHINES_FILE),
    JSON.stringify({ version: ALERT_MACHINES_VERSION, machines }),
  );
  return dir;
}

/** A raw message's headers (unfolded) and its text part, decoded, as a mail client shows them. */
export function readMessage(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1] ?? "";
  const decodeWords = (value: string) =>
    value
      .replace(/(\?=)\s+(?==\?)/g, "$1")
      .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              "latin1",
            ).toString("utf8"),
      );
  // The text/plain part of a multipart/alternative message, up to its boundary (a "--"
  // line of the text, the signature's, is not one).
  const boundary = /boundary="?([^";\s]+)"?/i.exec(head)?.[1] ?? "";
  const textPart = new RegExp(
    `Content-Type: text\\/plain[^\\r]*\\r\\nContent-Transfer-Encoding: ([\\w-]+)\\r\\n\\r\\n([\\s\\S]*?)\\r\\n--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    "i",
  ).exec(raw);
  const [, encoding = "", body = ""] = textPart ?? [];
  const text =
    encoding.toLowerCase() === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding.toLowerCase() === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8")
        : body;
  return {
    head,
    header,
    to: header("To"),
    subject: decodeWords(header("Subject")),
    messageId: header("Message-ID"),
    text: text.replace(/\r\n/g, "\n"),
  };
}

export const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
