/**
 * `npm run insight -- [--days N] [--json]`: where visits and leads come from. Reads .env and the
 * environment like the server, and works while the server runs on the same store.
 */
import { ConfigError, loadConfig, readEnvFile } from './config';
import { showControls } from './controlCharacters';
import { runInsightCommand } from './operations/insightCommand';

try {
  readEnvFile();
  process.exitCode = await runInsightCommand(process.argv.slice(2), {
    config: loadConfig(),
    print: (text) => console.log(text),
    printError: (line) => console.error(line),
  });
} catch (error) {
  console.error(
    showControls(
      error instanceof ConfigError ? error.message : `insight: ${(error as Error).message}`,
    ),
  );
  process.exitCode = 1;
}
