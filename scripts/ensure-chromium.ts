/**
 * Makes sure a Chromium for the end-to-end tests exists: CHROME_PATH, then
 * Debian's /usr/bin/chromium. As root it installs Debian's package when
 * neither exists; otherwise it says how to, in one line, and fails.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path!));
}

if (import.meta.main) {
  const found = findChromium();
  if (found) {
    console.info(`Chromium: ${found}`);
  } else if (process.getuid?.() === 0) {
    console.info("Chromium not found: installing Debian's chromium package…");
    execSync("apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium", {
      stdio: "inherit",
    });
    if (!findChromium()) {
      console.error("Installing chromium did not produce /usr/bin/chromium.");
      process.exit(1);
    }
  } else {
    console.error(
      "No Chromium found: run `sudo apt-get install -y chromium` or set CHROME_PATH to a Chromium binary.",
    );
    process.exit(1);
  }
}
