/**
 * `npm run serve` / `npm start`: loads the configuration, builds the app, listens on HOST:PORT and
 * shuts down gracefully. Values in a .env file apply unless the environment already sets them.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, readEnvFile } from './config';

/** Longer than any request should take; after it, exit anyway: pending mail is in the store. */
const shutdownDeadlineMs = 10_000;

async function main(): Promise<void> {
  readEnvFile();
  const config = loadConfig();
  const app = await buildApp(config, { logger: { level: 'info' } });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests and the message being relayed`);
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting with pending mail kept in the store');
      process.exit(1);
    }, shutdownDeadlineMs).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Running on Node ${process.version}`);
  if (config.smtpUrl === undefined) {
    app.log.info(
      'No SMTP_URL set: accepted messages wait in the store; `npm run outbox -- show <id> --eml` writes one for any mail client',
    );
  } else {
    app.log.info(`Relaying contact messages to ${config.mailTo.join(', ')} via SMTP`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
