/**
 * Starts the production server (`npm start` runs this through scripts/start.ts).
 * Settings come from the environment; see the README's "Production server".
 */
import { createServer } from "./http/app.ts";
import { ConfigError, configFromEnv, type ServerConfig } from "./http/config.ts";

let config: ServerConfig;
try {
  config = configFromEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { app } = await createServer(config).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
await app.listen({ port: config.port, host: config.host });

// Stop accepting, let requests in progress finish, stop the outbox, close the database.
let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "Shutting down");
    setTimeout(() => {
      app.log.error("Requests still running after 10 s: exiting anyway");
      process.exit(1);
    }, 10_000).unref();
    app.close().then(
      () => {
        app.log.info("Stopped");
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "Shutdown failed");
        process.exit(1);
      },
    );
  });
}
