/**
 * `npm start`: builds the site if there is no build yet, then starts the
 * production server (server/main.ts). PORT, HOST and the other settings
 * come from the environment.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const rootDir = resolve(import.meta.dirname, "..");
if (!existsSync(resolve(rootDir, "build/hosting.json"))) {
  console.info("No build found: building the site first…");
  execFileSync("npm", ["run", "build"], { cwd: rootDir, stdio: "inherit" });
}
await import("../server/main.ts");
