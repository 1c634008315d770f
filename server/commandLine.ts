import { ConfigError, loadConfig, readEnvFile, type Config } from './config';
import { showControls } from './controlCharacters';

type Command = (
  argv: string[],
  io: { config: Config; print(text: string): void; printError(line: string): void },
) => Promise<number>;

/**
 * Runs an operator's command as its process: `.env` and the environment read like the server's,
 * its exit code, and one line on stderr for a bad setting or a failure, never a stack trace.
 */
export async function runCommandLine(name: string, command: Command): Promise<void> {
  try {
    readEnvFile();
    process.exitCode = await command(process.argv.slice(2), {
      config: loadConfig(),
      print: (text) => console.log(text),
      printError: (line) => console.error(line),
    });
  } catch (error) {
    console.error(
      showControls(
        error instanceof ConfigError ? error.message : `${name}: ${(error as Error).message}`,
      ),
    );
    process.exitCode = 1;
  }
}
