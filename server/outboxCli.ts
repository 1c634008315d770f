/**
 * `npm run outbox -- <command>`: the operator's view of the contact outbox. Reads .env and the
 * environment like the server, and works while the server runs on the same OUTBOX_DIR.
 */
import { ConfigError, loadConfig, readEnvFile } from './config';
import { showControls } from './controlCharacters';
import { runOutboxCommand } from './operations/outboxCommands';

try {
  readEnvFile();
  process.exitCode = await runOutboxCommand(process.argv.slice(2), {
    config: loadConfig(),
    print: (text) => console.log(text),
    printError: (line) => console.error(line),
  });
} catch (error) {
  console.error(
    showControls(
      error instanceof ConfigError ? error.message : `outbox: ${(error as Error).message}`,
    ),
  );
  process.exitCode = 1;
}
