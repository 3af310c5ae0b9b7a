import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps every message it receives, raw. */
export async function startSmtp(port = 0) {
  const messages: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No reverse DNS lookup of 127.0.0.1 per connection: a closed network makes each one wait.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(Buffer.concat(chunks).toString());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  const address = smtp.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    messages,
    port: actualPort,
    settings: {
      url: `smtp://127.0.0.1:${actualPort}`,
      to: "sales@flexpack.example",
      from: "FlexPack website <web@flexpack.example>",
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
