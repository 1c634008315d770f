/**
 * `npm run console -- <command>`: invites, users, revocation and the audit log of the console.
 * Reads .env and the environment like the server, and works while the server runs.
 */
import { runCommandLine } from './commandLine';
import { runConsoleCommand } from './console/consoleCommands';

await runCommandLine('console', runConsoleCommand);
